#include "core/codesign/codesign.h"

#include "core/report/report_data.h"
#include "core/util/number_text.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <set>

namespace luma {

namespace {

bool sameConfig(const Configuration& a, const Configuration& b) { return a.index == b.index; }

// The choices with `config` as their default: tune proves its default beside its best, so the
// configuration in place is measured on the same state as what would replace it.
Choices withDefault(const Choices& ch, const Configuration& config) {
    Choices out = ch;
    for (std::size_t k = 0; k < out.knobs.size(); ++k) out.knobs[k].defaultIndex = config.index[k];
    out.spec["default"] = toJson(ch, config);
    out.hash = contentHash(out.spec);
    return out;
}

Levels largestState(const Space& space) {
    Levels out;
    for (const auto& d : space.dims) out[d.name] = d.levels.back();
    return out;
}

std::string stateText(const Levels& state) { return "[" + levelsText(state) + "]"; }

class Loop {
public:
    Loop(const Campaign& c, const Choices& ch, EvidenceStore& store, const ExecutorFor& executors,
         const CodesignOptions& o)
        : m_c(c), m_ch(ch), m_store(store), m_executors(executors), m_o(o) {}

    CodesignResult run();

private:
    enum class Step { Go, Stop, Rejected };
    Step pexStep(CodesignIteration& it);
    std::optional<Configuration> alternative();
    bool tuneStep(CodesignIteration& it);
    void finish();
    CodesignPair pairOf(const Levels& state, const Configuration& config, bool qualified) const;
    std::string contestedNote(const Proof& proof) const;
    void say(const std::string& line) const {
        if (m_o.progress) m_o.progress(line);
    }
    long long left() const { return m_o.budgetRuns - m_used; }
    void count(const std::string& campaign, long long recorded) {
        if (m_counted.insert(campaign).second) m_used += recorded; // a step met again is replayed, not paid twice
    }
    std::string key(const Configuration& config) const { return configurationKey(m_ch, config); }

    const Campaign& m_c;
    const Choices& m_ch;
    EvidenceStore& m_store;
    const ExecutorFor& m_executors;
    const CodesignOptions& m_o;
    CodesignResult m_out;
    long long m_used = 0;
    std::set<std::string> m_counted;
};

Loop::Step Loop::pexStep(CodesignIteration& it) {
    const Levels top = largestState(m_c.space);
    const PairFigures atTop = predictedFigures(m_c.contract, *m_c.machine, m_ch, it.config, top);
    // A quality floor holds or breaks whatever the machine: nothing to run.
    it.qualityBroken = atTop.capacity.cause.rfind("quality:", 0) == 0;
    if (it.qualityBroken) {
        it.note = "the configuration breaks a quality floor (" + atTop.capacity.cause + "): no state can pass";
        say("PEX " + std::to_string(it.number) + ": [" + key(it.config) + "] " + it.note);
    } else {
        const Campaign pex = pexCampaign(m_c, m_ch, it.config);
        say("PEX " + std::to_string(it.number) + ": the minimum machine for [" + key(it.config) + "]");
        QualifyOptions qo;
        qo.cancel = m_o.cancel;
        if (m_o.progress)
            qo.progress = [this](const QualifyEvent& e) {
                if (const auto* f = std::get_if<RunFinished>(&e))
                    say("  " + stateText(f->state) + " -> " + outcomeName(f->outcome) +
                        (f->cause.empty() ? "" : " (" + f->cause + ")") + (f->replayed ? " [from the project]" : ""));
            };
        it.pex = runPexStep(pex, m_ch, it.config, m_store, m_executors(backendOf(m_ch, it.config)), left(), qo);
        count(it.pex.campaign, it.pex.recorded);
        m_out.runsSent += it.pex.sent;
        if (it.pex.budgetSpent) {
            m_out.stop = "the run budget (" + std::to_string(m_o.budgetRuns) + ") was spent during PEX " +
                         std::to_string(it.number);
            return Step::Stop;
        }
        if (it.pex.report.minimumPass) it.minimumPass = it.pex.report.minimumPass->state;
    }
    if (it.minimumPass) {
        it.tunedOn = *it.minimumPass;
        return Step::Go;
    }
    if (it.number > 1) {
        it.rejected = true;
        if (it.note.empty())
            it.note = "PEX found no state that passes with it: tune's run of it was inside the host's noise";
        return Step::Rejected;
    }
    it.tunedOn = top;
    if (it.note.empty()) it.note = "no state of the space passes with the starting configuration";
    it.note += "; tuned on the largest state";
    return Step::Go;
}

// PEX rejected what tune chose: the next configuration that tune's runs passed on that state, or
// none (the loop ends; converged where the configuration in place there was qualified).
std::optional<Configuration> Loop::alternative() {
    const CodesignIteration& chooser = m_out.iterations[m_out.iterations.size() - 2];
    const auto seen = [&](const Configuration& c) {
        return std::any_of(m_out.iterations.begin(), m_out.iterations.end(),
                           [&](const CodesignIteration& x) { return sameConfig(x.config, c); });
    };
    for (const TuneRow& row : chooser.tune->proven) { // best measured first
        if (!row.proof || !(row.proof->measuredRps > 0)) continue;
        if (sameConfig(row.config, chooser.config)) {
            m_out.converged = chooser.minimumPass.has_value();
            m_out.stop = (m_out.converged ? "converged: " : "") + std::string("what tune chose on ") +
                         stateText(chooser.tunedOn) + " did not re-qualify under PEX, so [" + key(chooser.config) +
                         "] stands there";
            return std::nullopt;
        }
        if (!seen(row.config)) return row.config;
    }
    m_out.stop =
        "no configuration that tune's runs passed on " + stateText(chooser.tunedOn) + " re-qualified under PEX";
    return std::nullopt;
}

bool Loop::tuneStep(CodesignIteration& it) {
    // Enough for the configuration in place and one challenger.
    const int needed = m_c.contract.arrival.kind == ArrivalKind::Poisson ? 4 : 2;
    if (left() < needed) {
        m_out.stop = "the run budget (" + std::to_string(m_o.budgetRuns) + ") cannot pay tune " +
                     std::to_string(it.number) + " (" + std::to_string(left()) + " left)";
        return false;
    }
    TuneOptions to;
    to.budgetRuns = static_cast<int>(std::min<long long>(m_o.tuneBudgetRuns, left()));
    to.noiseBand = m_o.noiseBand;
    to.state = it.tunedOn;
    // The configuration in place is proven beside the best where PEX proved it on this state
    // (tuned on the largest state, where it passed nowhere, only a prediction can put it forward).
    to.proveDefault = it.minimumPass.has_value();
    to.proof.cancel = m_o.cancel;
    if (m_o.progress) to.proof.progress = [this](const std::string& line) { say("  " + line); };
    // The ranking at the speed the PEX step's runs of this configuration showed on this state.
    it.speed = measuredSpeed(m_c.contract, *m_c.machine, m_ch, it.config, it.tunedOn, m_store, it.pex.campaign);
    Machine machine = scaledMachine(*m_c.machine, it.speed);
    machine.name += " " + stateText(it.tunedOn);
    say("tune " + std::to_string(it.number) + ": the best configuration on " + stateText(it.tunedOn) +
        (it.speed.runs.empty() ? std::string()
                               : " (the model at " + numberText(it.speed.ratio) + "x its speed, as " +
                                     std::to_string(it.speed.runs.size()) + " PEX run(s) measured)"));
    it.tune = tune(m_c.contract, machine, withDefault(m_ch, it.config), to, &m_store, &m_executors);
    count(it.tune->campaign, it.tune->runsRecorded);
    m_out.runsSent += it.tune->physicalRuns;
    if (it.tune->proven.empty()) {
        m_out.stop = "the model predicts that no configuration passes on " + stateText(it.tunedOn) + " (" +
                     it.tune->best.predicted.cause +
                     "), so tune had nothing to prove: give the campaign a measured machine (luma machine from-host) "
                     "or calibrate its accelerator";
        return false;
    }
    it.moved = it.tune->beatsDefault;
    it.next = it.moved ? it.tune->best.config : it.config;
    it.goodputRps = it.moved ? it.tune->best.goodputRps() : it.tune->byDefault.goodputRps();
    if (!(it.goodputRps > 0)) {
        // PEX proved the configuration in place on this state, no configuration passed tune's runs
        // to challenge it, and its own runs there did not pass: the pair stands on PEX's proof.
        if (!it.moved && it.minimumPass && it.tune->byDefault.proof) {
            it.contested = true;
            it.note = contestedNote(*it.tune->byDefault.proof);
            return true;
        }
        m_out.stop = "no configuration of the choices passes on " + stateText(it.tunedOn);
        return false;
    }
    return true;
}

// Why tune's runs of the configuration PEX passed on the state did not pass there.
std::string Loop::contestedNote(const Proof& proof) const {
    const double rate = m_c.contract.arrival.kind == ArrivalKind::Poisson ? m_c.contract.arrival.rateRps : 0.0;
    const ProofRun* atLoad = nullptr;
    const ProofRun* above = nullptr;
    for (const ProofRun& r : proof.runs) {
        if (!r.evidence || r.pass) continue;
        if (r.rateRps <= roundedRate(rate))
            atLoad = &r;
        else if (!above || r.rateRps < above->rateRps)
            above = &r;
    }
    if (atLoad)
        return "tune's run of it at the contract's load failed there (" + atLoad->cause +
               "), where PEX's passed: the state is at the host's noise edge";
    if (above)
        return "tune's runs of it failed only above the contract's rate (at " + numberText(above->rateRps) +
               " req/s: " + above->cause + "): its capacity there lies between the two";
    return "tune's runs of it gave no evidence (" +
           (proof.runs.empty() ? std::string("none ran") : proof.runs.back().cause) + ")";
}

CodesignResult Loop::run() {
    if (!m_c.machine || !m_c.contract.model)
        throw SpecError(m_c.file, m_c.machine ? "contract" : "machine",
                        "codesign tunes with the model: the campaign needs a machine and a contract with a model");
    Configuration config = defaultConfiguration(m_ch);
    for (int n = 1;; ++n) {
        if (n > m_o.maxIterations) {
            m_out.stop = "stopped after " + std::to_string(m_o.maxIterations) + " iterations";
            break;
        }
        CodesignIteration it;
        it.number = n;
        it.config = config;
        const Step step = pexStep(it);
        if (step == Step::Rejected) {
            m_out.iterations.push_back(it);
            const std::optional<Configuration> next = alternative();
            if (!next) break;
            config = *next;
            continue;
        }
        const bool go = step == Step::Go;
        const CodesignIteration* last = m_out.iterations.empty() ? nullptr : &m_out.iterations.back();
        if (go && last && it.minimumPass && *it.minimumPass == last->tunedOn) {
            it.goodputRps = last->goodputRps;
            it.note = "PEX returned the state tune chose this configuration on";
            m_out.iterations.push_back(std::move(it));
            m_out.converged = true;
            m_out.stop = "converged: the machine did not change, and tune already chose this configuration on it";
            break;
        }
        const bool tuned = go && tuneStep(it);
        m_out.iterations.push_back(it);
        if (!tuned) break;
        if (!it.moved) {
            m_out.converged = true;
            if (it.contested) {
                m_out.stop = "converged: PEX proved [" + key(it.config) + "] on " + stateText(it.tunedOn) +
                             " and no configuration passed tune's runs there to challenge it; " + it.note;
                break;
            }
            m_out.stop = "converged: no configuration beats [" + key(it.config) + "] on " + stateText(it.tunedOn) +
                         " beyond the noise band";
            const auto& ranked = it.tune->top; // the model's ranking, best first
            if (ranked.empty() || !(ranked.front().predicted.goodputRps > 0))
                m_out.stop += " (the model predicts that none passes there, against PEX's proof: " +
                              it.tune->best.predicted.cause + "; calibrate the machine's accelerator)";
            break;
        }
        const bool seen = std::any_of(m_out.iterations.begin(), m_out.iterations.end(),
                                      [&](const CodesignIteration& x) { return sameConfig(x.config, it.next); });
        if (seen) {
            m_out.stop = "a cycle: tune chose [" + key(it.next) + "] again, which PEX already qualified";
            break;
        }
        config = it.next;
    }
    finish();
    return m_out;
}

CodesignPair Loop::pairOf(const Levels& state, const Configuration& config, bool qualified) const {
    CodesignPair p;
    p.state = state;
    p.config = config;
    p.qualified = qualified;
    p.predicted = predictedFigures(m_c.contract, *m_c.machine, m_ch, config, state);
    p.goodputRps = p.predicted.capacity.goodputRps;
    // A tune step that ran on this state and proved this configuration there.
    for (const auto& it : m_out.iterations) {
        if (!it.tune || it.tunedOn != state) continue;
        for (const auto& row : it.tune->proven) {
            if (!row.proof || !sameConfig(row.config, config)) continue;
            // A proof whose every run failed measured no goodput: the model's, below its lowest fail.
            if (!(row.proof->measuredRps > 0)) {
                if (row.proof->lowestFailRps > 0) p.goodputRps = std::min(p.goodputRps, row.proof->lowestFailRps);
                continue;
            }
            p.goodputRps = row.proof->measuredRps;
            p.goodputProven = true;
            p.runs.clear();
            for (const auto& r : row.proof->runs) p.runs.push_back(r.runId);
        }
    }
    p.eurPerMtok = eurPerMtok(m_c.contract, p.predicted.eurPerHour, p.goodputRps);
    return p;
}

void Loop::finish() {
    m_out.physicalRuns = m_used;
    for (auto& it : m_out.iterations)
        it.pair = pairOf(it.minimumPass ? *it.minimumPass : it.tunedOn, it.config, it.minimumPass.has_value());
    if (!m_out.iterations.empty()) m_out.start = m_out.iterations.front().pair;
    // Converged: where the loop settled. Otherwise the cheapest pair PEX qualified (then the most goodput).
    const CodesignPair* best = nullptr;
    for (const auto& it : m_out.iterations) {
        if (!it.pair.qualified) continue;
        const CodesignPair& p = it.pair;
        if (m_out.converged || !best || p.predicted.eurPerHour < best->predicted.eurPerHour ||
            (p.predicted.eurPerHour == best->predicted.eurPerHour && p.goodputRps > best->goodputRps))
            best = &p;
    }
    if (best) m_out.final = *best;
    const nlohmann::json spec = codesignSpec(m_c, m_ch, m_o);
    m_out.campaign = codesignName(m_c, m_ch, spec);
    const CampaignRecord record = m_store.campaign(m_out.campaign, contentHash(spec), spec);
    m_store.putDecision(record.id, "codesign", toJson(m_ch, m_out));
}

} // namespace

nlohmann::json codesignSpec(const Campaign& campaign, const Choices& choices, const CodesignOptions& o) {
    return {{"schema", "luma.codesign/1"},
            {"step", "loop"},
            {"campaign", campaign.spec},
            {"choices", choices.spec},
            {"budget_runs", o.budgetRuns},
            {"max_iterations", o.maxIterations},
            {"tune_budget_runs", o.tuneBudgetRuns},
            {"noise_band", o.noiseBand}};
}

std::string codesignName(const Campaign& campaign, const Choices& choices, const nlohmann::json& spec) {
    return "codesign " + campaign.name + " with " + choices.name + " @" + contentHash(spec).substr(0, 12);
}

CodesignResult codesign(const Campaign& campaign, const Choices& choices, EvidenceStore& store,
                        const ExecutorFor& executors, const CodesignOptions& options) {
    return Loop(campaign, choices, store, executors, options).run();
}

std::string physicalProblem(const Choices& choices, const Campaign& campaign) {
    std::vector<const WorkloadSpec*> workloads = {runWorkload(choices, nullptr, campaign).spec};
    for (const auto& k : choices.knobs)
        for (const auto& v : k.values)
            if (k.knob == Knob::Backend) workloads.push_back(runWorkload(choices, &v, campaign).spec);
    for (const WorkloadSpec* w : workloads)
        if (std::string why = physicalProblem(choices, *w); !why.empty()) return why;
    return {};
}

} // namespace luma
