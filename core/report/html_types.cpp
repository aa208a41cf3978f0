// The report's section of a campaign over accelerator types: the types side by side (the same
// figures `luma show` prints) and the "move to TYPE" rows of the intervention matrix.
#include "core/report/html.h"
#include "core/report/html_escape.h"

#include <sstream>

namespace luma::report {

namespace {

std::string names(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
    return out.empty() ? "none" : out;
}

std::string signedFigure(double v) { return (v > 0 ? "+" : "") + number(v, 4); }

std::string head(const std::vector<std::string>& cells) {
    std::string out = "<table width=\"100%\">\n<thead><tr>";
    for (const auto& c : cells) out += "<th>" + escape(c) + "</th>";
    return out + "</tr></thead>\n";
}

std::string row(const std::vector<std::string>& cells) {
    std::string out = "<tr>";
    for (const auto& c : cells) out += "<td>" + c + "</td>";
    return out + "</tr>\n";
}

std::string perMtok(const Economics& e) {
    if (e.measuredEurPerMtok) return number(*e.measuredEurPerMtok, 4) + " (measured)";
    return e.modelFits ? number(e.eurPerMtok, 4) + " (model)" : "-";
}

std::string typeRow(const TypeFigures& t, bool cheapest, bool shown) {
    const std::string name = "<b>" + escape(t.type) + "</b>" + (cheapest ? " &#9733; cheapest" : "") +
                             (shown ? "<br><span class=\"sub\">this report</span>" : "");
    if (!t.qualified)
        return row({name, "<span class=\"fail\">not qualified</span>", escape(t.problem), "-", "-", "-", "-",
                    std::to_string(t.physicalRuns)});
    const Economics* e = t.economics ? &*t.economics : nullptr;
    return row({name, escape(levelsText(t.minimumPass->state)), escape(names(t.binding)),
                number(t.minimumPass->eurPerHour, 4), e && e->priced ? perMtok(*e) : "-",
                number(t.minimumPass->watts, 4), e && e->modelFits ? number(e->bytesPerToken / 1e6, 4) : "-",
                std::to_string(t.physicalRuns)});
}

std::string moveRow(const InterventionOutcome& iv) {
    std::string recovery;
    for (const auto& x : iv.adjacentFailRecovery)
        recovery +=
            (recovery.empty() ? "" : "<br>") + escape(x.resource) + ": " +
            (x.recoversToPass ? "<span class=\"pass\">passes</span>" : "<span class=\"fail\">still FAILS</span>");
    const bool change = iv.requirementChange.has_value();
    return row({"<b>" + escape(iv.name) + "</b>",
                iv.minimumPass ? escape(levelsText(iv.minimumPass->state)) : "no state passes",
                change ? escape(levelsText(*iv.requirementChange)) : "-",
                change ? "&#9650; " + escape(names(iv.newlyBinding)) + "<br>&#9660; " + escape(names(iv.freed)) : "-",
                change ? signedFigure(iv.eurPerHourDelta) + " EUR/h<br>" + signedFigure(iv.wattsDelta) + " W" : "-",
                recovery.empty() ? "-" : recovery});
}

} // namespace

std::string typesHtml(const ReportData& d) {
    if (!d.types) return {};
    const TypeSummary& s = *d.types;
    std::ostringstream out;
    out << "<h2>Across accelerator types</h2>\n<p>Campaign " << escape(s.campaign) << " over " << s.types.size()
        << " accelerator types, each qualified as a campaign of its own (" << escape(s.campaign)
        << "@TYPE) on the hosts of its type. The sections below detail " << escape(d.campaign) << ".</p>\n";
    out << head({"accelerator", "minimum PASS", "binding resources", "EUR/h", "EUR per 1M tokens", "W",
                 "MB moved per token", "runs"});
    for (const auto& t : s.types) out << typeRow(t, t.type == s.cheapest, t.campaign == d.campaign);
    out << "</table>\n<p>"
        << (s.cheapest.empty() ? std::string("No accelerator type qualified.")
                               : "&#9733; The cheapest qualified system: <b>" + escape(s.cheapest) +
                                     "</b> (by EUR/h at its minimum PASS, then W).")
        << " EUR per 1M tokens and bytes moved are the predictor's at each minimum PASS, or the price over the "
           "throughput its proving run measured where one did.</p>\n";
    if (s.moves.from.empty() || s.moves.moves.empty()) return out.str();
    out << "<h3>Moving from " << escape(s.moves.from) << " to another type</h3>\n<p>Each other type read as an "
        << "intervention on " << escape(s.moves.from)
        << "'s minimum PASS: the change in requirement, the resources that newly bind (&#9650;) or are freed "
           "(&#9660;), the EUR/h and W deltas, and whether each of its adjacent FAIL states passes on the other "
           "type.</p>\n";
    out << head({"intervention", "minimum PASS", "requirement change", "binding: newly / freed", "EUR/h, W change",
                 "adjacent FAILs of " + s.moves.from});
    for (const auto& iv : s.moves.moves) out << moveRow(iv);
    out << "</table>\n";
    return out.str();
}

} // namespace luma::report
