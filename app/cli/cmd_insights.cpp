// `luma insights PROJECT.luma… [--json]`: knowledge across campaigns (core/insights), as a
// readable report or one JSON object. Every statement names the campaigns and the runs behind it.
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/insights/basis_text.h"
#include "core/insights/insights.h"
#include "core/qualify/report.h"
#include "core/report/report_data.h"

#include <algorithm>
#include <iostream>

namespace luma::cli {

namespace {

using namespace luma::insights;

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& s : items) out += (out.empty() ? "" : ", ") + s;
    return out;
}

void printBindings(std::ostream& out, const Insights& in, bool several) {
    out << "\nBinding resources (the resource whose cut broke the contract at an adjacent FAIL), by contract shape,\n"
           "accelerator and host; recurring: in two or more campaigns.\n";
    if (in.bindings.empty()) {
        out << "  none: no campaign finished a qualification with an adjacent FAIL\n";
        return;
    }
    Table t({"by", "group", "resource", "broke", "campaigns", "recurring", "which campaigns", "runs"});
    for (const auto& g : in.bindings)
        t.add({g.by, g.group, g.resource, joined(g.failed), std::to_string(g.basis.campaigns.size()),
               g.recurring() ? "yes" : "no", campaignsText(g.basis.campaigns, several),
               runsText(g.basis.runs, several)});
    t.print(out);
}

std::string moneyText(const RecoveryCase& k) {
    if (!k.priced) return "not priced (no machine or model)";
    std::string s = num(k.eurPerHour) + " EUR/h, " + num(k.watts) + " W (base minimum PASS " + num(k.baseEurPerHour) +
                    " EUR/h, " + num(k.baseWatts) + " W)";
    if (k.measuredEurPerMtok) s += ", measured " + num(*k.measuredEurPerMtok) + " EUR per 1M tokens";
    return s;
}

void printInterventions(std::ostream& out, const Insights& in, bool several) {
    out << "\nInterventions against adjacent FAILs: does the FAIL state pass with it, at what EUR and W.\n";
    if (in.interventions.empty()) {
        out << "  none: no campaign re-qualified with an intervention\n";
        return;
    }
    Table t({"intervention", "kind", "resource", "broke", "recovered", "campaign", "state", "cost and power",
             "FAIL runs", "runs with it"});
    for (const auto& g : in.interventions)
        for (const auto& k : g.cases) {
            t.add({g.intervention, g.kind, g.resource, g.failed, g.recovered ? "yes" : "no",
                   campaignsText({k.campaign}, several), levelsText(k.state), moneyText(k),
                   runsText(refs(k.campaign, k.failRuns), several),
                   runsText(refs(k.campaign, k.recoveryRuns), several)});
        }
    t.print(out);
}

std::string ratioText(const RunDisagreement& d, const std::string& prefix) {
    for (const auto& e : d.errors)
        if (e.metric.rfind(prefix, 0) == 0) return num(e.predicted / e.measured, 3) + "x";
    return "-";
}

void printDisagreements(std::ostream& out, const Insights& in, bool several) {
    const auto& runs = in.disagreements.runs;
    out << "\nWhere the model and the evidence disagree most: predicted over measured, the "
        << std::min(kMostDisagreeing, runs.size()) << " most disagreeing of " << runs.size() << " runs compared ("
        << in.disagreements.verdictDisagreements << " with another verdict).\n";
    if (runs.empty()) {
        out << "  none: no run of a campaign with a machine and a model\n";
        return;
    }
    Table t({"run", "campaign", "intervention", "state", "run verdict", "model verdict", "throughput", "TPOT", "TTFT",
             "worst"});
    for (std::size_t i = 0; i < runs.size() && i < kMostDisagreeing; ++i) {
        const RunDisagreement& d = runs[i];
        const MetricError* w = d.worst();
        t.add({runsText({d.run}, several), campaignsText({{d.run.project, d.run.campaign}}, several),
               d.intervention.empty() ? "-" : d.intervention, levelsText(d.state),
               d.measuredVerdict + (d.measuredCause.empty() ? "" : " (" + d.measuredCause + ")"),
               d.predictedVerdict + (d.verdictDisagrees ? " (differs)" : ""), ratioText(d, "throughput"),
               ratioText(d, "tpot"), ratioText(d, "ttft"), w ? w->metric + " " + num(w->factor(), 3) + "x" : "-"});
    }
    t.print(out);
}

std::string medianText(const CampaignAgreement& a, const std::string& figure) {
    const auto it = a.medianRatio.find(figure);
    return it == a.medianRatio.end() ? "-" : num(it->second, 3) + "x";
}

void printAgreement(std::ostream& out, const Insights& in, bool several) {
    if (in.agreement.empty()) return;
    out << "By campaign: the median of predicted over measured, and the verdicts that differ.\n";
    Table t({"campaign", "runs compared", "verdicts differ", "throughput", "TPOT", "TTFT", "runs"});
    for (const auto& a : in.agreement)
        t.add({campaignsText({a.campaign}, several), std::to_string(a.runs), std::to_string(a.verdictDisagreements),
               medianText(a, "throughput"), medianText(a, "tpot"), medianText(a, "ttft"),
               runsText(refs(a.campaign, a.runIds), several)});
    t.print(out);
}

void printFrontiers(std::ostream& out, const Insights& in, bool several) {
    out << "\nFrontiers the model would now predict without a physical run (its verdict agrees with every proven "
           "cell):\n";
    bool any = false;
    for (const auto& f : in.frontiers)
        if (f.predictable()) {
            any = true;
            out << "  " << campaignsText({f.campaign}, several) << ": all " << f.cells.size()
                << " proven cells agree (runs " << runsText(f.basis().runs, several) << ")\n";
        }
    if (!any) out << "  none\n";
    out << "Frontiers it would not predict:\n";
    any = false;
    for (const auto& f : in.frontiers) {
        if (f.predictable()) continue;
        any = true;
        out << "  " << campaignsText({f.campaign}, several) << ": ";
        if (!f.why.empty()) {
            out << f.why << '\n';
            continue;
        }
        out << f.agreeing() << " of " << f.cells.size() << " proven cells agree\n";
        for (const auto& c : f.cells)
            if (!c.agrees())
                out << "    " << (c.intervention.empty() ? "" : "with " + c.intervention + ", ") << levelsText(c.state)
                    << ": proven " << (c.provenPass ? "PASS" : "FAIL") << ", model " << c.predicted << " (runs "
                    << runsText(refs(f.campaign, c.runs), several) << ")\n";
    }
    if (!any) out << "  none\n";
}

} // namespace

int insightsCommand(const ArgList& argv) {
    Args args(argv, {}, {"--json"});
    if (args.positionals().empty()) args.positional(0, "PROJECT.luma"); // a usage error naming it
    const Insights in = insightsOf(args.positionals());
    if (args.has("--json")) {
        std::cout << toJson(in).dump(2) << '\n';
        return 0;
    }
    const bool several = in.projects.size() > 1;
    std::cout << "Insights from " << in.campaigns << " campaigns (" << in.qualifiedCampaigns << " qualified) in "
              << in.projects.size() << (several ? " projects (" : " project (") << joined(in.projects) << "), "
              << in.verdictRuns << " runs with a verdict.\n";
    printBindings(std::cout, in, several);
    printInterventions(std::cout, in, several);
    printDisagreements(std::cout, in, several);
    printAgreement(std::cout, in, several);
    printFrontiers(std::cout, in, several);
    return 0;
}

} // namespace luma::cli
