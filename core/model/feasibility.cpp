#include "core/model/feasibility.h"

#include "core/util/number_text.h"
#include "core/util/spec_error.h"

namespace luma {

Infeasibility infeasibility(const Contract& c) {
    Infeasibility out;
    if (c.arrival.kind != ArrivalKind::Poisson || !c.slo.throughputTokSMin) return out;
    const double offered = c.arrival.rateRps * static_cast<double>(c.outputTokens), floor = *c.slo.throughputTokSMin;
    if (!(floor > offered)) return out;
    out.key = "slo.throughput_tok_s_min";
    out.message = "infeasible: a throughput floor of " + numberText(floor) + " tok/s is above the offered load of " +
                  numberText(c.arrival.rateRps) + " req/s x " + std::to_string(c.outputTokens) +
                  " output tokens = " + numberText(offered) +
                  " tok/s; no machine serves more tokens than arrive (lower throughput_tok_s_min to at most " +
                  numberText(offered) + ", or raise workload.arrival.rate_rps to at least " +
                  numberText(floor / static_cast<double>(c.outputTokens)) + ")";
    return out;
}

void requireFeasible(const Contract& c) {
    if (const Infeasibility i = infeasibility(c)) throw SpecError(c.file, i.key, i.message);
}

} // namespace luma
