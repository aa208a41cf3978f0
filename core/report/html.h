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
    bool inlineSvg = true;       // false: <img src="luma-chart:N" width=… height=…> placeholders
    std::string lang = "en";     // the only language so far
    std::size_t chartOffset = 0; // placeholders number charts from here (a comparison holds two reports' charts)
};

std::string renderHtml(const ReportData& report, const HtmlOptions& options = {});

// The parts renderHtml joins, for documents that hold more than one report (core/report/compare.h):
// the document up to <body> (title, inline style), one report's sections, and one chart (inline
// SVG or the PDF writer's placeholder for chart `index` + chartOffset).
std::string documentHead(const std::string& title, const std::string& lang);
std::string reportBody(const ReportData& report, const HtmlOptions& options);
std::string chartHtml(const FrontierChart& chart, std::size_t index, const HtmlOptions& options);

// Each chart's SVG, in ReportData::charts order: what the PDF writer draws at the placeholders.
std::vector<std::string> chartSvgs(const ReportData& report);

// The section of a campaign over accelerator types (ReportData::types): the types side by side and
// the "move to TYPE" rows; empty for an ordinary campaign.
std::string typesHtml(const ReportData& report);

// The one-page method section: what PEX proves and how, as paragraphs of HTML.
std::string methodHtml(const ReportData& report);

} // namespace luma::report
