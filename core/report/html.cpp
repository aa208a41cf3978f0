#include "core/report/html.h"

#include "core/report/frontier_chart.h"
#include "core/report/html_escape.h"

#include <sstream>

namespace luma::report {

namespace {

// Kept to what both a browser and Qt's rich text read: type and class selectors, colours,
// fonts, margins, cell padding, table borders, page breaks.
constexpr const char* kStyle =
    R"(body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #1a1a1a; margin: 24px; }
h1 { font-size: 18pt; margin-bottom: 2px; }
h2 { font-size: 13pt; margin-top: 18px; margin-bottom: 6px; color: #0d3c61; }
h3 { font-size: 11pt; margin-top: 12px; margin-bottom: 4px; }
p { margin-top: 4px; margin-bottom: 6px; }
table { border-collapse: collapse; margin-bottom: 8px; }
th { background-color: #e8eef4; text-align: left; font-weight: bold; }
th, td { border: 1px solid #b0b8c0; padding: 3px; vertical-align: top; }
.sub { color: #555555; }
.hash { font-family: 'DejaVu Sans Mono', monospace; font-size: 8pt; }
.pass { color: #1b5e20; font-weight: bold; }
.fail { color: #b71c1c; font-weight: bold; }
.evidence { font-family: 'DejaVu Sans Condensed', 'Arial Narrow', sans-serif; font-size: 6.5pt; }
.ehash { font-family: 'DejaVu Sans Mono', monospace; font-size: 6pt; }
.answer { background-color: #f1f6ee; }
.newpage { page-break-before: always; }
thead { display: table-header-group; }
)";

std::string verdictClass(const std::string& v) { return v == "PASS" ? "pass" : (v == "FAIL" ? "fail" : ""); }

std::string runsText(const std::vector<long long>& runs) {
    if (runs.empty()) return "-";
    std::string out;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (i == 8) return out + " and " + std::to_string(runs.size() - 8) + " more";
        out += (i ? ", " : "") + std::string("#") + std::to_string(runs[i]);
    }
    return out;
}

std::string nonBreaking(std::string s) {
    for (std::size_t i = s.find(' '); i != std::string::npos; i = s.find(' ', i)) s.replace(i, 1, "&nbsp;");
    return s;
}

std::string signedNumber(double v) { return (v > 0 ? "+" : "") + number(v, 4); }

std::string join(const std::vector<std::string>& v, const char* none = "none") {
    if (v.empty()) return none;
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
    return out;
}

class Writer {
public:
    explicit Writer(const HtmlOptions& o) : m_opt(o) {}
    std::ostringstream out;

    void rows(const Rows& rows, const char* cls = nullptr) {
        out << "<table" << (cls ? std::string(" class=\"") + cls + "\"" : "") << ">\n";
        for (const auto& [label, value] : rows)
            out << "<tr><th>" << escape(label) << "</th><td>" << escape(value) << "</td></tr>\n";
        out << "</table>\n";
    }
    // A table across the text width (Qt's rich text reads the attribute, not CSS widths).
    void table(const char* cls = nullptr) {
        out << "<table width=\"100%\"" << (cls ? std::string(" class=\"") + cls + "\"" : "") << ">\n";
    }
    // `widths`: each column's share of the table in %, or none (the layout's choice).
    void head(const std::vector<std::string>& cells, const std::vector<int>& widths = {}) {
        out << "<thead><tr>";
        for (std::size_t i = 0; i < cells.size(); ++i) {
            out << "<th";
            if (i < widths.size()) out << " width=\"" << widths[i] << "%\"";
            out << ">" << escape(cells[i]) << "</th>";
        }
        out << "</tr></thead>\n";
    }
    // Cells are HTML already (the caller escapes).
    void row(const std::vector<std::string>& cells) {
        out << "<tr>";
        for (const auto& c : cells) out << "<td>" << c << "</td>";
        out << "</tr>\n";
    }
    void chart(const std::vector<FrontierChart>& charts, std::size_t i) { out << chartHtml(charts[i], i, m_opt); }

private:
    const HtmlOptions& m_opt;
};

// Who produced the evidence: this project, or a bundle signed by a key (its fingerprint) or unsigned.
std::string sourceText(const ReportData& d) {
    if (!d.importedFrom) return "Evidence recorded in this project (no bundle imported).";
    const BundleSource& b = *d.importedFrom;
    return "Evidence imported from bundle SHA-256 <span class=\"hash\">" + escape(b.bundleHash) + "</span>, " +
           (b.signer ? "signed by the key of fingerprint <span class=\"hash\">" + escape(*b.signer) +
                           "</span> (SHA-256 of its raw Ed25519 public key; luma verify-bundle checks it)"
                     : std::string("unsigned: nothing says who produced it")) +
           ".";
}

void header(Writer& w, const ReportData& d) {
    w.out << "<h1>Qualification report: " << escape(d.campaign) << "</h1>\n";
    w.out << "<p class=\"sub\">Contract " << escape(d.contractName);
    if (d.machineName) w.out << " on machine " << escape(*d.machineName);
    w.out << " &middot; project " << escape(d.project) << " &middot; evidence "
          << (d.firstRun.empty() ? "none yet" : escape(d.firstRun) + " to " + escape(d.lastRun)) << " &middot; "
          << d.evidence.size() << " runs (" << d.verdictRuns << " with a verdict"
          << (d.invalidRuns ? ", " + std::to_string(d.invalidRuns) + " invalid: below the validity gates" : "")
          << ")</p>\n";
    if (!d.description.empty()) w.out << "<p>" << escape(d.description) << "</p>\n";
    w.out << "<p class=\"sub\">" << sourceText(d) << "</p>\n";
}

// Levels the host could not tell apart, or made otherwise than asked: what was proven there.
std::pair<std::string, std::string> hostMadeRow(const IndistinctLevels& x) {
    std::string levels;
    for (double l : x.levels) levels += (levels.empty() ? "" : ", ") + number(l);
    const std::string made = x.effective ? ", which makes " + number(*x.effective) : std::string();
    if (x.levels.size() > 1)
        return {"Not distinct on the host", x.resource + " " + levels + " all ran as one machine state" + made +
                                                ": the frontier cannot tell them apart"};
    return {"Made otherwise on the host",
            x.resource + " " + levels + " ran" + made + ": what was proven there is that level, not the one asked"};
}

void answer(Writer& w, const ReportData& d) {
    w.out << "<h2>The answer</h2>\n";
    if (!d.hasReport) {
        w.out
            << "<p>The campaign has not finished a qualification yet: no verdict is claimed. The runs recorded so far "
               "are listed under Evidence.</p>\n";
        return;
    }
    const QualifyReport& q = d.qualify;
    if (!q.minimumPass) {
        w.out << "<p class=\"fail\">No state of the resource space passes the contract.</p>\n";
        return;
    }
    Rows r{{"Minimum PASS", levelsText(q.minimumPass->state, q)},
           {"Binding resources", join(q.binding, "none (the smallest state of the space passes)")}};
    for (const auto& e : d.economics)
        if (e.option == "base" && e.priced)
            r.push_back({"Cost and power",
                         number(e.eurPerHour, 4) + " EUR/h, " +
                             (e.measuredEurPerMtok
                                  ? number(*e.measuredEurPerMtok, 4) + " EUR per 1M output tokens as measured, "
                              : e.modelFits ? number(e.eurPerMtok, 4) + " EUR per 1M output tokens (model), "
                                            : std::string()) +
                             number(e.watts, 4) + " W"});
    for (const auto& a : q.adjacentFail)
        r.push_back({"Cut " + a.resource + " to " + levelText(q, a.resource, a.cutTo),
                     "FAIL (" + a.failed + (a.tested ? ", measured" : ", inferred") + ")"});
    for (const auto& x : q.indistinct) r.push_back(hostMadeRow(x));
    w.rows(r, "answer");
}

void specs(Writer& w, const ReportData& d) {
    w.out << "<h2>Contract</h2>\n";
    Rows c = d.contract;
    c.insert(c.begin(), {"Name", d.contractName});
    w.rows(c);
    w.out << "<p class=\"sub\">Contract SHA-256 <span class=\"hash\">" << escape(d.contractHash) << "</span></p>\n";
    w.out << "<h2>Machine and resource space</h2>\n";
    if (d.machineName) {
        Rows m = d.machine;
        m.insert(m.begin(), {"Name", *d.machineName});
        w.rows(m);
        w.out << "<p class=\"sub\">Machine SHA-256 <span class=\"hash\">" << escape(*d.machineHash) << "</span></p>\n";
    } else {
        w.out << "<p>The campaign names no machine: the states are the resource levels below, and nothing is "
                 "priced.</p>\n";
    }
    w.out << "<h3>Resource space (levels searched)</h3>\n";
    w.rows(d.space);
    w.rows(d.search);
}

void frontier(Writer& w, const ReportData& d) {
    w.out << "<h2>Resource frontier</h2>\n";
    if (!d.charts.empty()) w.chart(d.charts, 0);
    w.table();
    w.head({"minimal PASS state", "EUR/h", "W", "proving runs"}, {55, 15, 15, 15});
    for (std::size_t i = 0; i < d.qualify.frontier.size(); ++i) {
        const FrontierPoint& f = d.qualify.frontier[i];
        w.row({escape(levelsText(f.state, d.qualify)), number(f.eurPerHour, 4), number(f.watts, 4),
               runsText(i < d.frontierRuns.size() ? d.frontierRuns[i] : std::vector<long long>{})});
    }
    w.out << "</table>\n";
    w.out << "<h3>Adjacent FAIL states of the minimum PASS</h3>\n";
    w.table();
    w.head({"resource cut", "to", "state", "what broke", "how known"}, {22, 10, 38, 15, 15});
    for (const auto& a : d.qualify.adjacentFail)
        w.row({escape(a.resource), escape(levelText(d.qualify, a.resource, a.cutTo)),
               escape(levelsText(a.state, d.qualify)), "<span class=\"fail\">" + escape(a.failed) + "</span>",
               a.tested ? "measured" : "inferred"});
    w.out << "</table>\n<p>Binding resources: <b>" << escape(join(d.qualify.binding)) << "</b>. Each is necessary: "
          << "one level less of it, everything else kept, fails the contract.</p>\n";
}

void matrix(Writer& w, const ReportData& d) {
    if (d.qualify.interventions.empty()) return;
    w.out << "<h2>Intervention matrix</h2>\n";
    w.table();
    w.head({"intervention", "minimum PASS", "requirement change", "binding: newly / freed", "EUR/h, W change",
            "base adjacent FAILs"},
           {16, 20, 20, 16, 12, 16});
    for (const auto& iv : d.qualify.interventions) {
        std::string recovery;
        for (const auto& x : iv.adjacentFailRecovery)
            recovery +=
                (recovery.empty() ? "" : "<br>") + escape(x.resource) + ": " +
                (x.recoversToPass ? "<span class=\"pass\">recovers</span>" : "<span class=\"fail\">still FAILS</span>");
        const bool change = iv.requirementChange.has_value();
        w.row({"<b>" + escape(iv.name) + "</b><br><span class=\"sub\">" + escape(iv.kind) + ", " +
                   std::to_string(iv.physicalRuns) + " runs</span>",
               iv.minimumPass ? escape(levelsText(iv.minimumPass->state, d.qualify)) : "no state passes",
               change ? escape(levelsText(*iv.requirementChange)) : "-",
               change ? "&#9650; " + escape(join(iv.newlyBinding)) + "<br>&#9660; " + escape(join(iv.freed)) : "-",
               change ? signedNumber(iv.eurPerHourDelta) + " EUR/h<br>" + signedNumber(iv.wattsDelta) + " W" : "-",
               recovery.empty() ? "-" : recovery});
    }
    w.out << "</table>\n";
    for (std::size_t i = 1; i < d.charts.size(); ++i) w.chart(d.charts, i);
}

void economics(Writer& w, const ReportData& d) {
    if (d.economics.empty()) return;
    w.out << "<h2>Economics of each qualified option</h2>\n";
    w.table();
    w.head({"option", "minimum PASS", "EUR/h", "EUR per 1M tokens (model)", "EUR per 1M tokens (measured)", "W",
            "MB moved per token"},
           {14, 28, 9, 12, 15, 9, 13});
    for (const auto& e : d.economics)
        w.row({escape(e.option), escape(levelsText(e.state, d.qualify)), e.priced ? number(e.eurPerHour, 4) : "-",
               e.modelFits ? number(e.eurPerMtok, 4) : "-",
               e.measuredEurPerMtok ? number(*e.measuredEurPerMtok, 4) + " at " + number(*e.measuredTokS, 5) + " tok/s"
                                    : "-",
               e.priced ? number(e.watts, 4) : "-", e.modelFits ? number(e.bytesPerToken / 1e6, 4) : "-"});
    w.out << "</table>\n<p class=\"sub\">EUR/h, W and bytes moved per output token are the predictor's at the state "
             "(with the option's interventions); the measured EUR per 1M tokens divides the price by the throughput "
             "its proving run measured. A dash: the model does not fit that state (it passed physically all the "
             "same), so it gives no per-token figure.</p>\n";
}

// What the qualification itself cost: each host's runs, hours and device-hours, euros where priced.
void qualificationCost(Writer& w, const QualificationCost& cost) {
    w.out << "<h3>What the qualification cost</h3>\n";
    w.table();
    w.head({"host", "runs", "hours", "device-hours", "EUR/h", "EUR"}, {30, 10, 14, 16, 15, 15});
    for (const auto& h : cost.hosts)
        w.row({escape(h.host), std::to_string(h.runs), number(h.hours, 4), number(h.deviceHours, 4),
               h.price ? number(h.price->eurPerHour, 4) + (h.price->spot ? " (spot)" : "") : "-",
               h.price ? number(h.eur, 4) : "-"});
    w.row({"all", std::to_string(cost.runs), number(cost.hours, 4), number(cost.deviceHours, 4), "",
           cost.priced ? number(cost.eur, 4) : "- (a host without a price)"});
    w.out << "</table>\n<p class=\"sub\">Every run counts, whatever its end: an interrupted run occupied its host "
             "too. Device-hours: each run's hours times the accelerators its state used. Prices: each host's "
             "<code>luma hosts add … --eur-per-hour</code>.</p>\n";
}

void evidence(Writer& w, const ReportData& d) {
    w.out << "<h2 class=\"newpage\">Evidence</h2>\n<p>Every figure above and the runs it rests on (numbers as in the "
             "run table below).</p>\n";
    w.table();
    w.head({"figure", "value", "runs", "how"}, {30, 25, 12, 33});
    for (const auto& t : d.trace) w.row({escape(t.figure), escape(t.value), runsText(t.runs), escape(t.how)});
    w.out << "</table>\n<p>Hosts: " << escape(join(d.hosts)) << ". Agent builds (SHA-256 of the agent binary): <span "
          << "class=\"hash\">" << escape(join(d.agentBuilds)) << "</span>.</p>\n";
    qualificationCost(w, d.cost);
    w.out << "<h3 class=\"newpage\">Runs</h3>\n";
    w.table("evidence");
    w.head({"run", "option", "state (" + d.stateColumns + ")", "verdict", "measured", "try", "host", "agent build",
            "state, result SHA-256", "finished (UTC)"},
           {5, 9, 10, 9, 10, 5, 7, 9, 20, 16});
    for (const auto& e : d.evidence) {
        const std::string verdict = e.verdict.empty() || e.verdict == "NONE" ? e.status : e.verdict;
        w.row({"#" + std::to_string(e.id), e.intervention.empty() ? "base" : escape(e.intervention), escape(e.state),
               "<span class=\"" + verdictClass(verdict) + "\">" + escape(verdict) + "</span>" +
                   (e.cause.empty() ? "" : " " + escape(e.cause)),
               escape(e.metrics), std::to_string(e.tryNumber), escape(e.host),
               "<span class=\"ehash\">" + escape(e.agentBuild) + "</span>",
               "<span class=\"ehash\">" + escape(e.stateHash) + " " + escape(e.resultHash) + "</span>",
               nonBreaking(escape(e.finished.empty() ? e.started : e.finished))});
    }
    w.out << "</table>\n";
}

} // namespace

std::vector<std::string> chartSvgs(const ReportData& d) {
    std::vector<std::string> out;
    for (const auto& c : d.charts) out.push_back(frontierSvg(c));
    return out;
}

std::string documentHead(const std::string& title, const std::string& lang) {
    return "<!DOCTYPE html>\n<html lang=\"" + escape(lang) + "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
           escape(title) + "</title>\n<style>\n" + kStyle + "</style>\n</head>\n<body>\n";
}

std::string reportBody(const ReportData& d, const HtmlOptions& options) {
    Writer w(options);
    header(w, d);
    answer(w, d);
    w.out << typesHtml(d);
    specs(w, d);
    if (d.hasReport) {
        frontier(w, d);
        matrix(w, d);
        economics(w, d);
    }
    w.out << "<h2 class=\"newpage\">Method</h2>\n" << methodHtml(d);
    evidence(w, d);
    w.out << "<p class=\"sub\">Campaign SHA-256 <span class=\"hash\">" << escape(d.campaignHash)
          << "</span>. Written by LUMA Workbench from the project's evidence alone; the same project gives the same "
             "report.</p>\n";
    return w.out.str();
}

std::string chartHtml(const FrontierChart& chart, std::size_t index, const HtmlOptions& options) {
    if (options.inlineSvg) return "<div>" + frontierSvg(chart) + "</div>\n";
    return "<p><img src=\"luma-chart:" + std::to_string(index + options.chartOffset) + "\" width=\"" +
           std::to_string(svgWidth(chart)) + "\" height=\"" + std::to_string(svgHeight(chart)) + "\"></p>\n";
}

std::string renderHtml(const ReportData& d, const HtmlOptions& options) {
    return documentHead("Qualification report: " + d.campaign, options.lang) + reportBody(d, options) +
           "</body>\n</html>\n";
}

} // namespace luma::report
