#include "core/report/story.h"

#include <algorithm>
#include <cmath>

namespace luma::report {

namespace {

const Trace* traceOf(const ReportData& d, const std::string& figure) {
    for (const auto& t : d.trace)
        if (t.figure == figure) return &t;
    return nullptr;
}

void prove(Slide& s, const Trace* t) {
    if (!t) return;
    s.runs = t->runs;
    s.proofHow = t->how;
}

const Economics* economicsOf(const ReportData& d, const std::string& option) {
    for (const auto& e : d.economics)
        if (e.option == option) return &e;
    return nullptr;
}

std::string joined(const std::vector<std::string>& v, const std::string& none) {
    if (v.empty()) return none;
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
    return out;
}

std::string costLine(const Economics& e) {
    if (!e.priced) return "not priced: the campaign names no machine";
    std::string s = "EUR " + number(e.eurPerHour, 4) + " per hour";
    if (e.modelFits) s += " · EUR " + number(e.eurPerMtok, 4) + " per 1M tokens · " + number(e.watts, 4) + " W";
    return s;
}

// The cell of `chart` at `state`'s first two resources, if the state lies on its grid.
std::optional<std::pair<int, int>> cellOf(const FrontierChart& chart, const Levels& state) {
    const auto index = [&](const std::string& name, const std::vector<double>& levels) -> int {
        const auto it = state.find(name);
        if (it == state.end()) return levels.size() == 1 ? 0 : -1;
        for (std::size_t i = 0; i < levels.size(); ++i)
            if (std::abs(levels[i] - it->second) <= 1e-9 * std::max(1.0, std::abs(it->second)))
                return static_cast<int>(i);
        return -1;
    };
    const int x = index(chart.xName, chart.xLevels);
    const int y = chart.yName.empty() ? 0 : index(chart.yName, chart.yLevels);
    if (x < 0 || y < 0) return std::nullopt;
    return std::make_pair(x, y);
}

int recoveries(const InterventionOutcome& iv) {
    return static_cast<int>(std::count_if(iv.adjacentFailRecovery.begin(), iv.adjacentFailRecovery.end(),
                                          [](const Recovery& r) { return r.recoversToPass; }));
}

// The intervention the story presents: the one that recovers most adjacent FAILs (then the
// cheapest per hour); -1 when none recovers one.
int chosenIntervention(const QualifyReport& q) {
    int best = -1;
    for (int i = 0; i < static_cast<int>(q.interventions.size()); ++i) {
        const auto& iv = q.interventions[static_cast<std::size_t>(i)];
        if (recoveries(iv) == 0) continue;
        if (best < 0 || recoveries(iv) > recoveries(q.interventions[static_cast<std::size_t>(best)]) ||
            (recoveries(iv) == recoveries(q.interventions[static_cast<std::size_t>(best)]) &&
             iv.eurPerHourDelta < q.interventions[static_cast<std::size_t>(best)].eurPerHourDelta))
            best = i;
    }
    return best;
}

Slide contractSlide(const ReportData& d) {
    Slide s;
    s.kind = Slide::Kind::Contract;
    s.title = "The service: " + d.contractName;
    for (const auto& [label, value] : d.contract)
        if (s.lines.size() < 10) s.lines.push_back(label + ": " + value);
    if (d.machineName) s.lines.push_back("On " + *d.machineName + ", over " + d.stateColumns);
    return s;
}

void addBaseSearch(const ReportData& d, Story& story) {
    const QualifyReport& q = d.qualify;
    Slide pass;
    pass.kind = Slide::Kind::MinimumPass;
    pass.title = "Minimum PASS: " + levelsText(q.minimumPass->state, q);
    if (const Economics* e = economicsOf(d, "base")) pass.lines.push_back(costLine(*e));
    pass.lines.push_back("The smallest state of the space that holds every SLO, proven by " +
                         std::to_string(q.physicalRuns) + " physical runs (" + std::to_string(q.certificateLowerBound) +
                         " at the least any search needs)");
    prove(pass, traceOf(d, "Minimum PASS"));
    if (!d.charts.empty()) {
        pass.chart = 0;
        pass.highlight = d.charts[0].minimumPass;
    }
    story.slides.push_back(pass);

    for (const auto& a : q.adjacentFail) {
        Slide fail;
        fail.kind = Slide::Kind::AdjacentFail;
        fail.title = "Cut " + a.resource + " to " + levelText(q, a.resource, a.cutTo) + ": FAIL (" + a.failed + ")";
        fail.lines.push_back("One step below the minimum PASS in " + a.resource +
                             ", everything else kept: " + levelsText(a.state, q));
        fail.lines.push_back(a.tested ? "Measured at this state" : "Inferred: a state above it failed");
        const std::string figure = "Adjacent FAIL: " + a.resource + " cut to " + levelText(q, a.resource, a.cutTo);
        prove(fail, traceOf(d, figure));
        if (!d.charts.empty()) {
            fail.chart = 0;
            fail.highlight = cellOf(d.charts[0], a.state);
        }
        story.slides.push_back(fail);
    }

    Slide binding;
    binding.kind = Slide::Kind::Binding;
    binding.title = "Binding: " + joined(q.binding, "no resource");
    if (q.binding.empty()) {
        binding.lines.push_back("No cut of one resource fails: the minimum PASS is the space's smallest state.");
    } else {
        binding.lines.push_back("Less of it fails the contract: it is the resource to relieve.");
        for (const auto& a : q.adjacentFail)
            if (std::find(q.binding.begin(), q.binding.end(), a.resource) != q.binding.end()) {
                binding.lines.push_back(a.resource + ": " + levelText(q, a.resource, a.cutTo) + " breaks " + a.failed);
                if (const Trace* t =
                        traceOf(d, "Adjacent FAIL: " + a.resource + " cut to " + levelText(q, a.resource, a.cutTo)))
                    binding.runs.insert(binding.runs.end(), t->runs.begin(), t->runs.end());
            }
        binding.proofHow = "the adjacent FAILs' runs";
    }
    if (!d.charts.empty()) binding.chart = 0;
    story.slides.push_back(binding);
}

void addIntervention(const ReportData& d, Story& story, int index) {
    const QualifyReport& q = d.qualify;
    const InterventionOutcome& iv = q.interventions[static_cast<std::size_t>(index)];
    story.intervention = iv.name;
    const int chart = index + 1 < static_cast<int>(d.charts.size()) ? index + 1 : -1;

    Slide what;
    what.kind = Slide::Kind::Intervention;
    what.title = "Intervention: " + iv.name + " (" + iv.kind + ")";
    if (iv.requirementChange) {
        for (const auto& [resource, delta] : *iv.requirementChange) {
            if (delta == 0) continue;
            if (!q.minimumPass) continue;
            const auto at = q.minimumPass->state.find(resource);
            if (at == q.minimumPass->state.end()) continue;
            const double base = at->second;
            what.lines.push_back(resource + ": " + number(base, 4) + " → " + number(base + delta, 4));
            if (base > 0) what.bars.push_back({resource, 100.0, 100.0 * (base + delta) / base});
        }
        what.barsBase = "base";
        what.barsWith = iv.name;
        what.barsUnit = "% of the base's minimum PASS level";
    }
    if (!iv.freed.empty()) what.lines.push_back("Frees: " + joined(iv.freed, ""));
    if (!iv.newlyBinding.empty()) what.lines.push_back("Newly binding: " + joined(iv.newlyBinding, ""));
    what.lines.push_back(std::to_string(iv.physicalRuns) + " physical runs, " + std::to_string(iv.warmStartStates) +
                         " PASS states kept from the base search");
    prove(what, traceOf(d, "Minimum PASS with " + iv.name));
    story.slides.push_back(what);

    Slide recovered;
    recovered.kind = Slide::Kind::Recovered;
    recovered.title = "With " + iv.name + ": " + std::to_string(recoveries(iv)) + " of " +
                      std::to_string(iv.adjacentFailRecovery.size()) + " adjacent FAILs now PASS";
    for (const auto& r : iv.adjacentFailRecovery) {
        recovered.lines.push_back(levelsText(r.state, q) + ": " + (r.recoversToPass ? "PASS" : "still FAILS"));
        if (r.recoversToPass && recovered.runs.empty()) {
            prove(recovered, traceOf(d, "With " + iv.name + ", adjacent FAIL " + levelsText(r.state, q)));
            if (chart >= 0) recovered.highlight = cellOf(d.charts[static_cast<std::size_t>(chart)], r.state);
        }
    }
    if (iv.minimumPass) recovered.lines.push_back("Its minimum PASS: " + levelsText(iv.minimumPass->state, q));
    recovered.chart = chart;
    story.slides.push_back(recovered);

    Slide savings;
    savings.kind = Slide::Kind::Savings;
    savings.title = "What " + iv.name + " saves";
    const Economics* base = economicsOf(d, "base");
    const Economics* with = economicsOf(d, iv.name);
    if (base && with && base->priced && with->priced) {
        savings.barsBase = "base";
        savings.barsWith = iv.name;
        savings.barsUnit = "% of the base";
        const auto figure = [&](const std::string& label, double b, double w, const std::string& unit) {
            if (!(b > 0)) return;
            savings.bars.push_back({label, 100.0, 100.0 * w / b});
            const double change = 100.0 * (w - b) / b;
            savings.lines.push_back(label + ": " + number(b, 4) + " → " + number(w, 4) + unit + " (" +
                                    (change <= 0 ? "" : "+") + number(change, 3) + " %)");
        };
        figure("EUR per hour", base->eurPerHour, with->eurPerHour, "");
        if (base->modelFits && with->modelFits) {
            figure("EUR per 1M tokens", base->eurPerMtok, with->eurPerMtok, "");
            figure("W", base->watts, with->watts, " W");
            figure("bytes moved per token", base->bytesPerToken, with->bytesPerToken, " B");
        }
        savings.lines.push_back("The frontier moved: " + std::to_string(iv.frontier.size()) +
                                " minimal PASS states with it, " + std::to_string(q.frontier.size()) + " without");
    } else {
        savings.lines.push_back("Not priced: the campaign names no machine, or one option has no minimum PASS.");
    }
    prove(savings, traceOf(d, "Minimum PASS with " + iv.name));
    savings.chart = -1;
    story.slides.push_back(savings);
}

Slide noRecoverySlide(const QualifyReport& q) {
    Slide s;
    s.kind = Slide::Kind::NoRecovery;
    if (q.interventions.empty()) {
        s.title = "No intervention was tried";
        s.lines.push_back("The campaign lists no intervention: add one to see what would recover the adjacent FAILs.");
        return s;
    }
    s.title = "No intervention recovered an adjacent FAIL";
    for (const auto& iv : q.interventions)
        s.lines.push_back(
            iv.name + ": re-ran the adjacent FAIL state" +
            (iv.adjacentFailRecovery.size() == 1 ? "" : "s (" + std::to_string(iv.adjacentFailRecovery.size()) + ")") +
            "; " + (iv.adjacentFailRecovery.size() == 1 ? "it still fails" : "none passes"));
    return s;
}

} // namespace

Story buildStory(const ReportData& d) {
    Story story;
    story.campaign = d.campaign;
    story.slides.push_back(contractSlide(d));
    if (!d.hasReport || !d.qualify.minimumPass) {
        Slide s;
        s.kind = Slide::Kind::NoReport;
        s.title = d.hasReport ? "No state of the space passes" : "Not qualified yet";
        s.lines.push_back(d.hasReport ? "Every state the search ran failed the contract: there is no minimum PASS to "
                                        "present. A larger space, or an intervention, is the next step."
                                      : "The campaign has no finished qualification: run it to the end (luma qualify, "
                                        "or Start in the workbench) and present it then.");
        story.slides.push_back(s);
        return story;
    }
    addBaseSearch(d, story);
    if (const int chosen = chosenIntervention(d.qualify); chosen >= 0)
        addIntervention(d, story, chosen);
    else
        story.slides.push_back(noRecoverySlide(d.qualify));
    return story;
}

} // namespace luma::report
