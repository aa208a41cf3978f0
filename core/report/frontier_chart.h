#pragma once
// The report's frontier charts: PASS/FAIL over the space's first two resources (the others
// fixed at the minimum PASS), a cell passing when it has at least every resource of one of the
// report's minimal PASS states, proven where a run with a verdict measured it; the minimum PASS
// ringed and the adjacent FAILs marked with the SLO that broke. One chart for the base search
// and one per intervention; drawn as SVG, which the HTML inlines and the PDF writer renders.
// The workbench's frontier view reads the same cells (ui/models/frontiergrid.h).
#include "core/evidence/store.h"
#include "core/model/space.h"
#include "core/report/report_data.h"

#include <string>
#include <vector>

namespace luma::report {

// Whether a stored run is evidence about its state: finished with a PASS or FAIL verdict, or an
// out-of-memory end (a FAIL).
bool hasVerdict(const StoredRun& run);

FrontierChart frontierChart(const Space& space, const QualifyReport& report, const std::vector<StoredRun>& runs,
                            const std::string& intervention);
std::vector<FrontierChart> frontierCharts(const Space& space, const QualifyReport& report,
                                          const std::vector<StoredRun>& runs);

// A self-contained SVG document (no external fonts, images or scripts); its size in px.
std::string frontierSvg(const FrontierChart& chart);
int svgWidth(const FrontierChart& chart);
int svgHeight(const FrontierChart& chart);

} // namespace luma::report
