#pragma once
// The report as PDF: Qt's rich text lays out the report's HTML (core/report/html.h with chart
// placeholders) on A4 pages (tables split across pages with their header row repeated, page
// numbers at the foot) and QPdfWriter writes it; each placeholder <img src="luma-chart:N"> is
// drawn from chart N's SVG through QtSvg, as vectors, so charts print sharp at any zoom. Needs a
// QGuiApplication (any platform, offscreen included). Knows nothing of core: it takes the HTML
// and the charts, so the workbench links it and the CLI loads it at run time (pdf_module.cpp).
#include <string>
#include <vector>

namespace luma::report {

struct PdfInput {
    std::string html;              // Qt rich text (HtmlOptions::inlineSvg false)
    std::vector<std::string> svgs; // chart N's SVG document
    std::string title;             // the PDF's document title
};

// Writes `path`; false with `error` set when it cannot.
bool renderPdf(const PdfInput& input, const std::string& path, std::string& error);

} // namespace luma::report
