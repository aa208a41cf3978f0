#include "core/search/explore_types.h"

#include "core/predict/deployment_layout.h"
#include "core/predict/prediction_json.h"
#include "core/predict/predictor.h"

namespace luma {

namespace {

const FrontierState* cheapestState(const TypeExploration& t) {
    if (t.result.cheapest < 0) return nullptr;
    return &t.result.frontier[static_cast<std::size_t>(t.result.cheapest)];
}

} // namespace

std::string unqualifiedWhy(const TypeExploration& t) {
    if (t.typed.empty) return "no level of the space fits this type";
    if (!t.largest) return "no state of the space is predicted to pass";
    const Prediction& p = *t.largest;
    std::string why = "its largest state fails";
    if (!p.deployable) return why + ": no serving engine would deploy it";
    if (!p.fits) return why + ": out of memory";
    if (!p.slos.pass())
        why += " " + std::string(sloFailureCause(p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)].kind));
    return why + " (binding: " + bindingName(p.binding) + ")";
}

namespace {

int cheapestTypeOf(const std::vector<TypeExploration>& types) {
    int best = -1;
    for (std::size_t i = 0; i < types.size(); ++i) {
        const FrontierState* f = cheapestState(types[i]);
        if (!f) continue;
        const FrontierState* b = best < 0 ? nullptr : cheapestState(types[static_cast<std::size_t>(best)]);
        if (!b || f->prediction.eurPerHour < b->prediction.eurPerHour ||
            (f->prediction.eurPerHour == b->prediction.eurPerHour && f->prediction.watts < b->prediction.watts))
            best = static_cast<int>(i);
    }
    return best;
}

// The largest state of the type's space, laid out as the engine would.
Prediction largestState(const Contract& contract, const TypedSpace& t, const std::vector<Intervention>& interventions,
                        double usdToEur) {
    MachineState top;
    for (const auto& d : t.space.dims) top.set(d.resource, d.levels.back());
    return predict(contract, chooseLayout(t.machine, contract, top, interventions, usdToEur).deployment);
}

nlohmann::json summaryRow(const TypeExploration& t) {
    nlohmann::json row = {{"accelerator", t.typed.type}, {"qualified", t.result.cheapest >= 0}};
    const FrontierState* f = cheapestState(t);
    if (!f) {
        row["why"] = unqualifiedWhy(t);
        return row;
    }
    nlohmann::json state = nlohmann::json::object();
    for (std::size_t i = 0; i < f->levels.size(); ++i) state[t.typed.space.dims[i].name] = f->levels[i];
    const Prediction& p = f->prediction;
    row["minimum_pass"] = state;
    row["binding"] = bindingName(p.binding);
    row["eur_per_hour"] = p.eurPerHour;
    row["eur_per_mtok"] = finiteOrNull(p.eurPerMtok);
    row["watts"] = p.watts;
    row["bytes_per_token"] = p.bytesPerToken;
    row["frontier_states"] = t.result.frontier.size();
    return row;
}

} // namespace

TypedExploreResult exploreTypes(const Contract& contract, const Machine& machine, const Space& space,
                                const std::vector<Intervention>& interventions, const ExploreOptions& options,
                                const std::vector<HostProfile>& profiles) {
    return exploreTypedSpaces(contract, splitByAcceleratorType(space, machine, profiles), interventions, options);
}

TypedExploreResult exploreTypedSpaces(const Contract& contract, std::vector<TypedSpace> typed,
                                      const std::vector<Intervention>& interventions, const ExploreOptions& options) {
    TypedExploreResult out;
    long long total = 0, before = 0;
    for (const auto& t : typed)
        if (!t.empty) total += static_cast<long long>(t.space.stateCount());
    for (auto& t : typed) {
        TypeExploration e;
        if (!t.empty) {
            ExploreOptions each = options;
            if (options.progress)
                each.progress = [&](long long done, long long) { options.progress(before + done, total); };
            e.result = explore(contract, t.machine, t.space, interventions, each);
            before += e.result.evaluated;
            const double usdToEur = options.usdToEur > 0 ? options.usdToEur : Catalog::builtin().usdToEur();
            if (e.result.frontier.empty()) e.largest = largestState(contract, t, interventions, usdToEur);
        }
        e.typed = std::move(t);
        out.types.push_back(std::move(e));
    }
    out.cheapestType = cheapestTypeOf(out.types);
    return out;
}

nlohmann::json toJson(const TypedExploreResult& r) {
    nlohmann::json types = nlohmann::json::array(), summary = nlohmann::json::array();
    for (const auto& t : r.types) {
        types.push_back({{"accelerator", t.typed.type},
                         {"machine", {{"name", t.typed.machine.name}, {"hash", t.typed.machine.hash}}},
                         {"space", {{"hash", t.typed.space.hash}}},
                         {"notes", t.typed.notes},
                         {"exploration", toJson(t.result, t.typed.space)}});
        summary.push_back(summaryRow(t));
    }
    nlohmann::json out = {{"types", types}, {"summary", summary}};
    out["cheapest"] = r.cheapestType >= 0 ? summary[static_cast<std::size_t>(r.cheapestType)] : nlohmann::json();
    return out;
}

} // namespace luma
