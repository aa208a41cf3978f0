// The report's method section: what a verdict here means and how it was reached, in one page.
#include "core/report/html.h"
#include "core/report/html_escape.h"

#include <sstream>

namespace luma::report {

std::string methodHtml(const ReportData& d) {
    std::ostringstream o;
    o << "<p><b>What is proven.</b> PEX (physical qualification) answers one question with evidence: what is the "
         "smallest machine that still delivers the accepted service, and why does it fail with less. The contract "
         "above is frozen first: the model, its precision, the request shape and arrivals, the service levels "
         "(latency percentiles, throughput floor, success rate) and the economics. Its SHA-256 is covered by the "
         "campaign's, under which every run is recorded, so no verdict can be read against another contract.</p>\n";
    o << "<p><b>States and verdicts.</b> A state is one level of each resource of the space (accelerators, memory, "
         "bandwidth or compute share, threads, power). Each run makes the state physical on its host (the agent "
         "enforces the levels its backend can, naming the mechanism, and refuses the run otherwise; a command "
         "workload is handed the levels) and runs the workload ("
      << escape(d.workload)
      << "). The run's measured metrics are checked against every service level of the contract: it PASSes when "
         "all hold and FAILs naming the first that broke (TTFT, TPOT, throughput, success, cost, power), or OOM "
         "when the model does not fit. A run that breaks for any other reason is inconclusive: kept for the "
         "record, never a verdict.</p>\n";
    o << "<p><b>The search.</b> Resources are monotone: more of every resource never turns a PASS into a FAIL. "
         "The search walks this lattice toward its minimal PASS states with as few physical runs as it can: a "
         "state whose verdict monotonicity already decides is never run (such cells are marked inferred), and a "
         "run is repeated only when its margin lies inside the noise band. The minimal PASS states form the "
         "resource frontier; the minimum PASS is the cheapest of them by EUR per hour, then W.</p>\n";
    o << "<p><b>Adjacent FAIL and binding resources.</b> For each resource, the state one level below the minimum "
         "PASS in that resource alone is its adjacent FAIL. When it fails, that resource is binding: the service "
         "needs every bit of it. The report names the service level that broke there, and whether that was "
         "measured at the state itself or inferred from a failing state above it.</p>\n";
    o << "<p><b>Interventions.</b> Each intervention (a software or runtime change such as quantisation, batching "
         "or KV-cache policy, or a hardware change) is searched again from the base search's frontier. Its row in "
         "the matrix gives the change in each resource's minimum requirement, the resources it makes newly binding "
         "or frees, the EUR per hour and W deltas, and whether each base adjacent FAIL recovers to PASS with it.</p>\n";
    o << "<p><b>Economics.</b> EUR per hour and W come from the machine's prices and power limits (or the hardware "
         "catalog's list prices) at the state's resources; bytes moved per token and the model's EUR per 1M output "
         "tokens from the analytic predictor at that state; the measured EUR per 1M tokens from the proving run's "
         "throughput.</p>\n";
    o << "<p><b>Checking the evidence.</b> Every run below carries the SHA-256 of its state and of its result as the "
         "agent reported it (their first 12 hex digits), the host it ran on, the agent build (the SHA-256 of the agent binary) and its try. "
         "<span class=\"hash\">luma export PROJECT --campaign "
      << escape(d.campaign)
      << " --out bundle.json</span> writes these runs with a SHA-256 manifest, and <span class=\"hash\">luma "
         "verify-bundle bundle.json</span> checks that nothing was edited and that each verdict follows from its "
         "metrics and the contract.</p>\n";
    return o.str();
}

} // namespace luma::report
