#pragma once
// A comparison report: two campaigns side by side (two machines, or two interventions, for one
// contract): what each asked and proved, their frontiers, their costs, and what moved from the
// first to the second (each resource's minimum requirement, binding resources gained or freed,
// EUR/h and W), then each campaign's own report with its evidence.
#include "core/report/html.h"
#include "core/report/report_data.h"

#include <string>
#include <vector>

namespace luma::report {

std::string renderComparisonHtml(const ReportData& a, const ReportData& b, const HtmlOptions& options = {});
// The charts a comparison's placeholders number: a's, then b's.
std::vector<std::string> comparisonChartSvgs(const ReportData& a, const ReportData& b);

} // namespace luma::report
