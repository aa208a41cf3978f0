#include "core/report/economics.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/prior.h"
#include "core/report/trace.h"

#include <cmath>

namespace luma::report {

Economics priceOption(const Campaign& c, const std::string& option, const std::vector<Intervention>& iv,
                      const FrontierPoint& min, const std::vector<RunRecord>& runs) {
    Economics e;
    e.option = option;
    e.state = min.state;
    e.eurPerHour = min.eurPerHour;
    e.watts = min.watts;
    if (c.machine && c.contract.model) {
        const Prediction p = PredictorPrior(c, iv).predictAt(latticeStateOf(c.space, min.state));
        e.priced = true;
        // Where the model itself does not fit or deploy the state (it passed physically all the
        // same), it has no per-token figures to give.
        e.modelFits = p.fits && p.deployable && std::isfinite(p.eurPerMtok) && p.throughputTokS > 0;
        e.eurPerMtok = p.eurPerMtok;
        e.bytesPerToken = p.bytesPerToken;
    }
    const std::string name = option == "base" ? "" : option;
    for (const auto& run : proofRuns(runs, name, min.state, "PASS")) {
        const auto& m = run->run.result.value("metrics", nlohmann::json::object());
        const auto t = m.find("throughput_tok_s");
        if (t == m.end() || !t->is_number() || t->get<double>() <= 0) continue;
        e.measuredTokS = t->get<double>();
        if (e.priced) e.measuredEurPerMtok = e.eurPerHour / (*e.measuredTokS * 3600.0) * 1e6;
    }
    return e;
}

} // namespace luma::report
