#include "core/report/compare.h"

#include "core/report/html_escape.h"

#include <set>
#include <sstream>

namespace luma::report {

namespace {

const Economics* baseEconomics(const ReportData& d) {
    for (const auto& e : d.economics)
        if (e.option == "base" && e.priced) return &e;
    return nullptr;
}

std::string joined(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
    return out.empty() ? "none" : out;
}

std::string signedText(double v, int digits) { return (v > 0 ? "+" : "") + number(v, digits); }

std::string adjacentText(const ReportData& d) {
    std::string out;
    for (const auto& a : d.qualify.adjacentFail)
        out += (out.empty() ? "" : "<br>") +
               escape(a.resource + " to " + levelText(d.qualify, a.resource, a.cutTo) + ": " + a.failed);
    return out.empty() ? "-" : out;
}

void row(std::ostringstream& o, const std::string& label, const std::string& a, const std::string& b,
         const std::string& moved) {
    o << "<tr><th>" << escape(label) << "</th><td>" << a << "</td><td>" << b << "</td><td>" << moved << "</td></tr>\n";
}

// What moved from a to b: each resource's minimum requirement, binding gained or freed.
std::string requirementMoves(const ReportData& a, const ReportData& b) {
    if (!a.qualify.minimumPass || !b.qualify.minimumPass) return "-";
    std::string out;
    for (const auto& [name, level] : b.qualify.minimumPass->state) {
        const auto it = a.qualify.minimumPass->state.find(name);
        if (it == a.qualify.minimumPass->state.end() || it->second == level) continue;
        out += (out.empty() ? "" : ", ") + name + " " + signedText(level - it->second, 6);
    }
    return escape(out.empty() ? "unchanged" : out);
}

std::string bindingMoves(const ReportData& a, const ReportData& b) {
    const std::set<std::string> before(a.qualify.binding.begin(), a.qualify.binding.end()),
        after(b.qualify.binding.begin(), b.qualify.binding.end());
    std::vector<std::string> gained, freed;
    for (const auto& x : after)
        if (!before.count(x)) gained.push_back(x);
    for (const auto& x : before)
        if (!after.count(x)) freed.push_back(x);
    return "&#9650; " + escape(joined(gained)) + "<br>&#9660; " + escape(joined(freed));
}

void summaryTable(std::ostringstream& o, const ReportData& a, const ReportData& b) {
    o << "<table width=\"100%\">\n<thead><tr><th width=\"18%\"></th><th width=\"29%\">" << escape(a.campaign)
      << "</th><th width=\"29%\">" << escape(b.campaign) << "</th><th width=\"24%\">what moved</th></tr></thead>\n";
    row(o, "Contract",
        escape(a.contractName) + "<br><span class=\"hash\">" + escape(a.contractHash.substr(0, 16)) + "</span>",
        escape(b.contractName) + "<br><span class=\"hash\">" + escape(b.contractHash.substr(0, 16)) + "</span>",
        a.contractHash == b.contractHash ? "the same contract" : "<b>different contracts</b>");
    row(o, "Machine", escape(a.machineName.value_or("none")), escape(b.machineName.value_or("none")),
        a.machineHash == b.machineHash ? "the same machine" : "another machine");
    const auto minText = [](const ReportData& d) {
        return d.qualify.minimumPass ? escape(levelsText(d.qualify.minimumPass->state, d.qualify))
                                     : std::string(d.hasReport ? "no state passes" : "not qualified yet");
    };
    row(o, "Minimum PASS", minText(a), minText(b), requirementMoves(a, b));
    row(o, "Binding resources", escape(joined(a.qualify.binding)), escape(joined(b.qualify.binding)),
        bindingMoves(a, b));
    row(o, "Adjacent FAILs", adjacentText(a), adjacentText(b), "");
    const Economics *ea = baseEconomics(a), *eb = baseEconomics(b);
    const auto figure = [](const Economics* e, double Economics::*f, int digits) {
        return e ? number((*e).*f, digits) : std::string("-");
    };
    const auto delta = [&](double Economics::*f) {
        return ea && eb ? signedText((*eb).*f - (*ea).*f, 4) : std::string("-");
    };
    row(o, "EUR/h", figure(ea, &Economics::eurPerHour, 4), figure(eb, &Economics::eurPerHour, 4),
        delta(&Economics::eurPerHour));
    const Economics *ma = ea && ea->modelFits ? ea : nullptr, *mb = eb && eb->modelFits ? eb : nullptr;
    row(o, "EUR per 1M tokens (model)", figure(ma, &Economics::eurPerMtok, 4), figure(mb, &Economics::eurPerMtok, 4),
        ma && mb ? signedText(mb->eurPerMtok - ma->eurPerMtok, 4) : std::string("-"));
    row(o, "W", figure(ea, &Economics::watts, 4), figure(eb, &Economics::watts, 4), delta(&Economics::watts));
    row(o, "Runs recorded", std::to_string(a.evidence.size()), std::to_string(b.evidence.size()), "");
    o << "</table>\n";
}

} // namespace

std::string renderComparisonHtml(const ReportData& a, const ReportData& b, const HtmlOptions& options) {
    std::ostringstream o;
    o << documentHead("Comparison: " + a.campaign + " and " + b.campaign, options.lang);
    o << "<h1>Comparison: " << escape(a.campaign) << " and " << escape(b.campaign) << "</h1>\n<p class=\"sub\">Project "
      << escape(a.project) << " &middot; what moved reads from the first campaign to the second.</p>\n";
    summaryTable(o, a, b);
    o << "<h2>Base frontiers</h2>\n";
    if (!a.charts.empty()) o << chartHtml(a.charts[0], 0, options);
    if (!b.charts.empty()) {
        HtmlOptions second = options;
        second.chartOffset += a.charts.size();
        o << chartHtml(b.charts[0], 0, second);
    }
    HtmlOptions first = options, second = options;
    second.chartOffset += a.charts.size();
    o << "<p class=\"newpage sub\">Campaign 1 of 2: " << escape(a.campaign) << "</p>\n" << reportBody(a, first);
    o << "<p class=\"newpage sub\">Campaign 2 of 2: " << escape(b.campaign) << "</p>\n"
      << reportBody(b, second) << "</body>\n</html>\n";
    return o.str();
}

std::vector<std::string> comparisonChartSvgs(const ReportData& a, const ReportData& b) {
    std::vector<std::string> out = chartSvgs(a);
    for (auto& s : chartSvgs(b)) out.push_back(std::move(s));
    return out;
}

} // namespace luma::report
