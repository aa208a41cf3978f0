#include "ui/models/exploreslice.h"

#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/util/spec_error.h"

#include <algorithm>

namespace luma::ui {

std::shared_ptr<const ExploreSpecs> exploreSpecsFromCampaign(const nlohmann::json& spec, const std::string& origin) {
    if (!spec.is_object() || !spec.contains("contract") || !spec["contract"].is_object())
        throw SpecError(origin, "contract", "the stored campaign holds no contract");
    if (!spec.contains("machine") || !spec["machine"].is_object())
        throw SpecError(
            origin, "machine",
            "the campaign has no machine: explore predicts states of a machine, and this campaign only runs "
            "its workload (add a machine to the campaign file to explore it)");
    if (!spec.contains("space") || !spec["space"].is_object())
        throw SpecError(origin, "space", "the stored campaign holds no space");
    auto out = std::make_shared<ExploreSpecs>();
    out->contract = parseContract(spec["contract"], origin + " (contract)");
    if (!out->contract.model)
        throw SpecError(origin, "contract.model",
                        "the contract has no model: the predictor needs one to explore the space");
    out->machine = parseMachine(spec["machine"], origin + " (machine)");
    out->space = parseSpace(spec["space"], origin + " (space)", true);
    if (out->space.dims.empty()) throw SpecError(origin, "space.dims", "the space has no dimensions to explore");
    if (spec.contains("interventions") && spec["interventions"].is_array())
        out->interventions = parseInterventions(spec["interventions"], origin, "interventions");
    return out;
}

ExploreSlice predictSlice(const SliceRequest& request) {
    ExploreSlice out;
    out.request = request;
    const ExploreSpecs& s = *request.specs;
    const std::size_t d = s.space.dims.size();
    if (request.xDim >= d || request.levels.size() != d ||
        (d > 1 && (request.yDim >= d || request.yDim == request.xDim))) {
        out.error = "the axes or fixed levels do not match the space";
        return out;
    }
    std::vector<Intervention> iv;
    if (request.intervention >= 0 && request.intervention < static_cast<int>(s.interventions.size()))
        iv.push_back(s.interventions[static_cast<std::size_t>(request.intervention)]);
    const Dim& dx = s.space.dims[request.xDim];
    const std::size_t nx = dx.levels.size(), ny = d > 1 ? s.space.dims[request.yDim].levels.size() : 1;
    MachineState fixed;
    for (std::size_t i = 0; i < d; ++i)
        if (i != request.xDim && (d < 2 || i != request.yDim)) {
            const auto& levels = s.space.dims[i].levels;
            fixed.set(s.space.dims[i].resource, levels[std::min(request.levels[i], levels.size() - 1)]);
        }
    try {
        out.cells.reserve(nx * ny);
        for (std::size_t y = 0; y < ny; ++y)
            for (std::size_t x = 0; x < nx; ++x) {
                MachineState state = fixed;
                state.set(dx.resource, dx.levels[x]);
                if (d > 1) state.set(s.space.dims[request.yDim].resource, s.space.dims[request.yDim].levels[y]);
                const Deployment deployment = resolveDeployment(s.machine, s.contract, state, iv);
                SliceCell c{predict(s.contract, deployment),
                            deployment.valid ? std::string() : deployment.invalidReason};
                out.passing += c.prediction.pass ? 1 : 0;
                out.cells.push_back(std::move(c));
            }
    } catch (const std::exception& e) { // SpecError from the predictor: shown, never thrown across the thread
        out.cells.clear();
        out.error = e.what();
        return out;
    }
    out.staircase.assign(nx, static_cast<int>(ny));
    for (std::size_t x = 0; x < nx; ++x)
        for (std::size_t y = 0; y < ny; ++y)
            if (out.cells[y * nx + x].prediction.pass) {
                out.staircase[x] = static_cast<int>(y);
                break;
            }
    return out;
}

PredictedFrontier predictFrontier(const std::shared_ptr<const ExploreSpecs>& specs, int intervention,
                                  const CancelToken* cancel) {
    PredictedFrontier out;
    out.intervention = intervention;
    std::vector<Intervention> iv;
    if (intervention >= 0 && intervention < static_cast<int>(specs->interventions.size()))
        iv.push_back(specs->interventions[static_cast<std::size_t>(intervention)]);
    try {
        ExploreOptions options;
        options.cancel = cancel;
        out.result = explore(specs->contract, specs->machine, specs->space, iv, options);
    } catch (const Cancelled&) {
        out.error = "cancelled"; // superseded: the tracker drops it
    } catch (const std::exception& e) {
        out.error = e.what();
    }
    return out;
}

} // namespace luma::ui
