// The co-design loop as JSON: what `luma codesign --json` prints and the project keeps as the
// loop's "codesign" decision (luma show reads it back).
#include "core/codesign/codesign.h"

#include <cmath>

namespace luma {

namespace {

nlohmann::json finite(double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(); }

nlohmann::json ids(const std::vector<long long>& runs) {
    nlohmann::json out = nlohmann::json::array();
    for (const long long id : runs) out.push_back(id);
    return out;
}

nlohmann::json pairJson(const Choices& ch, const CodesignPair& p) {
    return {{"machine_state", toJson(p.state)},
            {"configuration", toJson(ch, p.config)},
            {"configuration_key", configurationKey(ch, p.config)},
            {"qualified", p.qualified},
            {"goodput_rps", finite(p.goodputRps)},
            {"goodput_proven", p.goodputProven},
            {"predicted_goodput_rps", finite(p.predicted.capacity.goodputRps)},
            {"eur_per_hour", finite(p.predicted.eurPerHour)},
            {"eur_per_mtok", finite(p.eurPerMtok)},
            {"watts", finite(p.predicted.watts)},
            {"bytes_per_token", finite(p.predicted.bytesPerToken)},
            {"runs", ids(p.runs)},
            {"basis", "eur_per_hour, watts and bytes_per_token: the model at the contract's load; goodput_rps: " +
                          std::string(p.goodputProven ? "measured" : "predicted") +
                          "; eur_per_mtok: eur_per_hour over goodput_rps"}};
}

// final / start for each figure (null where the start has none).
nlohmann::json change(const nlohmann::json& start, const nlohmann::json& final) {
    nlohmann::json out = nlohmann::json::object();
    for (const char* key : {"eur_per_hour", "eur_per_mtok", "watts", "bytes_per_token", "goodput_rps"}) {
        const auto& a = start[key];
        const auto& b = final[key];
        out[key] = a.is_number() && b.is_number() && a.get<double>() > 0
                       ? nlohmann::json(b.get<double>() / a.get<double>())
                       : nlohmann::json();
    }
    return out;
}

nlohmann::json pexJson(const CodesignIteration& it) {
    if (it.pex.campaign.empty()) return nullptr;
    nlohmann::json adjacent = nlohmann::json::array();
    for (const auto& a : it.pex.report.adjacentFail)
        adjacent.push_back({{"resource", a.resource}, {"cut_to", a.cutTo}, {"failed", a.failed}, {"tested", a.tested}});
    return {{"campaign", it.pex.campaign},
            {"minimum_pass", it.minimumPass ? toJson(*it.minimumPass) : nlohmann::json()},
            {"adjacent_fail", adjacent},
            {"runs", ids(it.pex.runs)},
            {"physical_runs", it.pex.recorded},
            {"runs_sent", it.pex.sent}};
}

std::vector<long long> tuneRuns(const TuneResult& t) {
    std::vector<long long> out;
    for (const auto& row : t.proven)
        for (const auto& r : row.proof->runs) out.push_back(r.runId);
    return out;
}

nlohmann::json tuneJson(const Choices& ch, const CodesignIteration& it) {
    if (!it.tune) return nullptr;
    const TuneResult& t = *it.tune;
    return {{"campaign", t.campaign},
            {"on_state", toJson(it.tunedOn)},
            {"model_speed_scale", {{"ratio", it.speed.ratio}, {"runs", ids(it.speed.runs)}}},
            {"configurations_ranked", t.configurationsRanked},
            {"incumbent", toJson(ch, t.byDefault)},
            {"best", toJson(ch, t.best)},
            {"beats_incumbent", t.beatsDefault},
            {"runs", ids(tuneRuns(t))},
            {"physical_runs", t.runsRecorded},
            {"runs_sent", t.physicalRuns}};
}

nlohmann::json iterationJson(const Choices& ch, const CodesignIteration& it) {
    std::vector<long long> runs = it.pex.runs;
    if (it.tune)
        for (const long long id : tuneRuns(*it.tune)) runs.push_back(id);
    nlohmann::json binding = nlohmann::json::array();
    for (const auto& b : it.pex.report.binding) binding.push_back(b);
    nlohmann::json j = {{"iteration", it.number},
                        {"configuration", toJson(ch, it.config)},
                        {"configuration_key", configurationKey(ch, it.config)},
                        {"machine_state", it.minimumPass ? toJson(*it.minimumPass) : nlohmann::json()},
                        {"qualified", it.minimumPass.has_value()},
                        // A rejected configuration was neither qualified nor tuned: no figure.
                        {"goodput_rps", it.minimumPass || it.tune ? finite(it.pair.goodputRps) : nlohmann::json()},
                        {"goodput_proven", it.pair.goodputProven},
                        {"eur_per_hour", finite(it.pair.predicted.eurPerHour)},
                        {"watts", finite(it.pair.predicted.watts)},
                        {"binding", binding},
                        {"tune_binding", it.tune ? toJson(ch, it.tune->best).value("failed_above", "") : ""},
                        {"pex", pexJson(it)},
                        {"tune", tuneJson(ch, it)},
                        {"moved", it.moved},
                        {"runs", ids(runs)}};
    if (it.moved) {
        j["next_configuration"] = toJson(ch, it.next);
        j["next_goodput_rps"] = finite(it.goodputRps);
    }
    if (it.qualityBroken) j["quality_broken"] = true;
    if (it.rejected) j["rejected"] = true;
    if (!it.note.empty()) j["note"] = it.note;
    return j;
}

} // namespace

nlohmann::json toJson(const Choices& choices, const CodesignResult& r) {
    nlohmann::json iterations = nlohmann::json::array();
    for (const auto& it : r.iterations) iterations.push_back(iterationJson(choices, it));
    nlohmann::json out = {{"campaign", r.campaign},
                          {"iterations", iterations},
                          {"converged", r.converged},
                          {"stop", r.stop},
                          {"physical_runs", r.physicalRuns},
                          {"runs_sent", r.runsSent},
                          {"start", r.start ? pairJson(choices, *r.start) : nlohmann::json()},
                          {"final", r.final ? pairJson(choices, *r.final) : nlohmann::json()}};
    if (r.start && r.final) out["final_over_start"] = change(out["start"], out["final"]);
    return out;
}

} // namespace luma
