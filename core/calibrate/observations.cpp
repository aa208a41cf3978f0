#include "core/calibrate/observations.h"

#include "core/model/campaign.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"
#include "core/util/number_text.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace luma {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double positiveOrNaN(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return kNaN;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number()) return kNaN;
    const double v = it->get<double>();
    return std::isfinite(v) && v > 0 ? v : kNaN;
}

bool hostMatches(const std::string& stored, const std::string& wanted) {
    // Stored as "local (vm)": the name the user gave and, in brackets, the host's own name.
    return wanted.empty() || stored == wanted || stored.rfind(wanted + " (", 0) == 0;
}

std::shared_ptr<CalibrationSubject> subjectOf(const Campaign& c) {
    auto s = std::make_shared<CalibrationSubject>();
    s->campaign = c.name;
    s->contract = c.contract;
    s->machine = *c.machine;
    s->accelerator = std::make_shared<Accelerator>(*c.machine->accelerator);
    s->machine.accelerator = s->accelerator.get();
    return s;
}

// The run's resource levels as a machine state; false when a dimension of the space is missing.
bool stateOf(const Campaign& c, const nlohmann::json& levels, MachineState& out) {
    for (const auto& d : c.space.dims) {
        const auto it = levels.is_object() ? levels.find(d.name) : levels.end();
        if (it == levels.end() || !it->is_number()) return false;
        out.set(d.resource, it->get<double>());
    }
    return true;
}

// The run as an observation; the reason it cannot be one otherwise.
std::string observe(const Campaign& c, const StoredRun& r, const std::shared_ptr<CalibrationSubject>& s,
                    ComparedRun& o) {
    const std::string what = "run " + std::to_string(r.id) + " of " + c.name;
    o.run = r.id;
    o.host = r.host;
    o.subject = s;
    if (!stateOf(c, r.state, o.state)) return what + ": its state lacks a resource of the campaign's space";
    if (!r.intervention.empty()) {
        const auto iv = std::find_if(c.interventions.begin(), c.interventions.end(),
                                     [&](const Intervention& i) { return i.name == r.intervention; });
        if (iv == c.interventions.end())
            return what + ": intervention \"" + r.intervention + "\" is not the campaign's";
        o.interventions = {*iv};
    }
    for (const CalibrationMetric m : calibrationMetrics())
        o.measured[static_cast<std::size_t>(m)] = measuredMetric(r.result, m);
    if (std::isnan(o.measured[0])) return what + ": no measured throughput (a FAIL before serving, or an error)";
    const Prediction p = predictObservation(o, s->accelerator->derating);
    if (!p.deployable || !p.fits)
        return what + ": it served, but the model says " + predictionCause(p) +
               " there (memory and parallelism do not move with a derating)";
    return {};
}

} // namespace

const std::array<CalibrationMetric, kCalibrationMetrics>& calibrationMetrics() {
    static const std::array<CalibrationMetric, kCalibrationMetrics> kAll = {
        CalibrationMetric::Throughput, CalibrationMetric::TtftP50, CalibrationMetric::TpotP50,
        CalibrationMetric::Memory};
    return kAll;
}

const char* metricKey(CalibrationMetric m) {
    switch (m) {
    case CalibrationMetric::Throughput: return "throughput_tok_s";
    case CalibrationMetric::TtftP50: return "ttft_ms_p50";
    case CalibrationMetric::TpotP50: return "tpot_ms_p50";
    case CalibrationMetric::Memory: return "memory_gib";
    }
    return "?";
}

const char* metricLabel(CalibrationMetric m) {
    switch (m) {
    case CalibrationMetric::Throughput: return "throughput (tok/s)";
    case CalibrationMetric::TtftP50: return "TTFT p50 (ms)";
    case CalibrationMetric::TpotP50: return "TPOT p50 (ms)";
    case CalibrationMetric::Memory: return "memory (GiB)";
    }
    return "?";
}

bool metricFitted(CalibrationMetric m) { return m != CalibrationMetric::Memory; }

double predictedMetric(const Prediction& p, CalibrationMetric m) {
    switch (m) {
    case CalibrationMetric::Throughput: return p.throughputTokS;
    case CalibrationMetric::TtftP50: return p.ttftMsP50;
    case CalibrationMetric::TpotP50: return p.tpotMsP50;
    case CalibrationMetric::Memory: return p.weightsGib + p.kvUsedGib;
    }
    return kNaN;
}

double measuredMetric(const nlohmann::json& result, CalibrationMetric m) {
    if (!result.is_object()) return kNaN;
    if (m != CalibrationMetric::Memory) return positiveOrNaN(result.value("metrics", nlohmann::json()), metricKey(m));
    const nlohmann::json memory = result.value("memory", nlohmann::json());
    const double weights = positiveOrNaN(memory, "weights_gib"), kv = positiveOrNaN(memory, "kv_gib");
    return weights + kv; // NaN unless both were reported
}

Prediction predictObservation(const ComparedRun& o, const Derating& derating) {
    CalibrationSubject& s = *o.subject;
    s.accelerator->derating = derating;
    PredictOptions verdictOnly; // figures only: no binding analysis
    verdictOnly.binding = false;
    const Deployment d = resolveDeployment(s.machine, s.contract, o.state, o.interventions);
    Prediction p = predict(s.contract, d, verdictOnly);
    if (!s.simulate || !d.valid || !p.fits) return p;
    const SimulationResult sim = simulate(s.contract, d, {});
    if (!sim.fits) return p;
    p.throughputTokS = sim.stats.throughputTokS;
    p.ttftMsP50 = sim.stats.ttftMsP50;
    p.tpotMsP50 = sim.stats.tpotMsP50;
    return p;
}

CollectedRuns collectObservations(const EvidenceStore& store, ObservationFilter filter, bool simulate) {
    std::sort(filter.runs.begin(), filter.runs.end());
    const std::vector<std::string> names = store.campaignNames();
    for (const auto& wanted : filter.campaigns)
        if (std::find(names.begin(), names.end(), wanted) == names.end()) {
            std::string known;
            for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
            throw SpecError(store.path(), "campaign",
                            "no campaign \"" + wanted + "\" (the project has: " + (known.empty() ? "none" : known) +
                                ")");
        }
    CollectedRuns out;
    for (const auto& name : names) {
        if (!filter.campaigns.empty() &&
            std::find(filter.campaigns.begin(), filter.campaigns.end(), name) == filter.campaigns.end())
            continue;
        const CampaignRecord record = *store.findCampaign(name);
        // luma tune and luma codesign keep their steps as campaigns of their own schemas: runs of
        // configurations the campaign spec does not describe, so nothing this fit can predict.
        if (const std::string schema = record.spec.is_object() ? record.spec.value("schema", "") : "";
            schema == "luma.tune/1" || schema == "luma.codesign/1") {
            out.notes.push_back("campaign " + name + ": a " + schema + " campaign, left out");
            continue;
        }
        const Campaign c = parseCampaign(record.spec, store.path());
        if (!c.machine || !c.contract.model) {
            out.notes.push_back("campaign " + name + ": no machine or no model, so nothing to predict");
            continue;
        }
        const auto subject = subjectOf(c);
        const std::string type = subject->accelerator->type;
        const double tokens =
            static_cast<double>(c.contract.arrival.requests) * static_cast<double>(c.contract.outputTokens);
        subject->simulate = simulate && tokens <= kMaxSimulatedTokens;
        if (simulate && !subject->simulate)
            out.notes.push_back("campaign " + name + ": " + numberText(tokens) +
                                " output tokens are too many to simulate per prediction: compared analytically");
        const std::string stack = c.machine->runtime.servingStack;
        for (const StoredRun& r : store.runs(record.id)) {
            if (r.status != "finished" || !hostMatches(r.host, filter.host)) continue;
            if (!filter.runs.empty() && !std::binary_search(filter.runs.begin(), filter.runs.end(), r.id)) continue;
            if (const auto seen = out.stack.find(type); seen != out.stack.end() && seen->second != stack) {
                auto named = [](const std::string& s) { return s.empty() ? std::string("no stack") : s; };
                out.notes.push_back("campaign " + name + ": its " + type + " is served by " + named(stack) + ", the " +
                                    type + " runs collected before by " + named(seen->second) +
                                    " (one calibration starts from one stack's derating): left out; calibrate it "
                                    "apart (--campaign " +
                                    name + ")");
                break;
            }
            ++out.finishedRuns;
            ComparedRun o;
            if (std::string why = observe(c, r, subject, o); !why.empty()) {
                out.notes.push_back(std::move(why));
                continue;
            }
            out.start.emplace(type, subject->accelerator->derating);
            out.stack.emplace(type, stack);
            out.byAccelerator[type].push_back(std::move(o));
        }
    }
    for (auto& [type, runs] : out.byAccelerator)
        std::sort(runs.begin(), runs.end(), [](const ComparedRun& a, const ComparedRun& b) { return a.run < b.run; });
    return out;
}

} // namespace luma
