#pragma once
// The report as one self-contained HTML document: CSS inline, the frontier charts inline as
// SVG, no script, no network. The same data gives the same bytes. The PDF writer (Qt's rich
// text, which draws no inline SVG) asks for chart placeholders instead: <img src="luma-chart:N">
// with the chart's size, N indexing ReportData::charts, and renders each chart's SVG there.
#include "core/report/report_data.h"

#include <string>
#include <vector>

namespace luma::report {

struct HtmlOptions {
    bool inlineSvg = true;   // false: <img src="luma-chart:N" width=… height=…> placeholders
    std::string lang = "en"; // the only language so far
};

std::string renderHtml(const ReportData& report, const HtmlOptions& options = {});

// Each chart's SVG, in ReportData::charts order: what the PDF writer draws at the placeholders.
std::vector<std::string> chartSvgs(const ReportData& report);

// The one-page method section: what PEX proves and how, as paragraphs of HTML.
std::string methodHtml(const ReportData& report);

} // namespace luma::report
