#include "core/codesign/speed_scale.h"

#include "core/codesign/pair_figures.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace luma {

namespace {

double metric(const nlohmann::json& result, const char* key) {
    const auto m = result.find("metrics");
    if (m == result.end() || !m->is_object()) return 0;
    const auto v = m->find(key);
    return v != m->end() && v->is_number() && std::isfinite(v->get<double>()) ? v->get<double>() : 0;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

} // namespace

SpeedScale measuredSpeed(const Contract& contract, const Machine& machine, const Choices& choices,
                         const Configuration& config, const Levels& state, const EvidenceStore& store,
                         const std::string& pexCampaign) {
    SpeedScale out;
    const auto record = pexCampaign.empty() ? std::nullopt : store.findCampaign(pexCampaign);
    if (!record) return out;
    const bool poisson = contract.arrival.kind == ArrivalKind::Poisson;
    const char* key = poisson ? "tpot_ms_p50" : "throughput_tok_s";
    const nlohmann::json where = toJson(state);
    std::vector<double> measured;
    for (const auto& run : store.runs(record->id)) {
        if (run.status != "finished" || run.state != where) continue;
        if (const double v = metric(run.result, key); v > 0) {
            measured.push_back(v);
            out.runs.push_back(run.id);
        }
    }
    if (measured.empty()) return out;
    const PairFigures model = predictedFigures(contract, machine, choices, config, state);
    const double predicted = poisson ? model.tpotMsP50 : model.throughputTokS;
    if (!(predicted > 0) || !std::isfinite(predicted)) {
        out.runs.clear();
        return out;
    }
    // A faster host: more throughput, less time per token.
    out.ratio = poisson ? predicted / median(measured) : median(measured) / predicted;
    return out;
}

Machine scaledMachine(const Machine& machine, const SpeedScale& scale) {
    Machine out = machine;
    if (!machine.accelerator || scale.ratio == 1 || !(scale.ratio > 0)) return out;
    const double r = scale.ratio;
    Accelerator a = *machine.accelerator;
    for (auto& [precision, tflops] : a.tflopsDense) tflops *= r;
    a.hbmTbps *= r;
    a.derating.stepOverheadUs /= r;
    a.derating.layerOverheadUs /= r;
    a.derating.sequenceOverheadUs /= r;
    out.calibratedAccelerator = std::make_shared<const Accelerator>(std::move(a));
    out.accelerator = out.calibratedAccelerator.get();
    nlohmann::json runs = nlohmann::json::array();
    for (const long long id : scale.runs) runs.push_back(id);
    out.spec["model_speed_scale"] = {{"ratio", r}, {"runs", runs}};
    return out;
}

Machine parseScaledMachine(const nlohmann::json& spec, const std::filesystem::path& file) {
    if (!spec.is_object() || !spec.contains("model_speed_scale")) return parseMachine(spec, file);
    nlohmann::json plain = spec;
    const nlohmann::json recorded = plain["model_speed_scale"];
    plain.erase("model_speed_scale");
    SpeedScale scale;
    if (!recorded.is_object() || !recorded.contains("ratio") || !recorded["ratio"].is_number() ||
        !(recorded["ratio"].get<double>() > 0))
        throw SpecError(file.string(), "model_speed_scale.ratio", "expected a positive number");
    scale.ratio = recorded["ratio"].get<double>();
    for (const auto& id : recorded.value("runs", nlohmann::json::array()))
        if (id.is_number_integer()) scale.runs.push_back(id.get<long long>());
    return scaledMachine(parseMachine(plain, file), scale);
}

} // namespace luma
