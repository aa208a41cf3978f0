#include "core/model/feasibility.h"

#include "core/util/spec_error.h"

#include <cstdio>

namespace luma {

namespace {
std::string number(double v) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}
} // namespace

Infeasibility infeasibility(const Contract& c) {
    Infeasibility out;
    if (c.arrival.kind != ArrivalKind::Poisson || !c.slo.throughputTokSMin) return out;
    const double offered = c.arrival.rateRps * static_cast<double>(c.outputTokens), floor = *c.slo.throughputTokSMin;
    if (!(floor > offered)) return out;
    out.key = "slo.throughput_tok_s_min";
    out.message = "infeasible: a throughput floor of " + number(floor) + " tok/s is above the offered load of " +
                  number(c.arrival.rateRps) + " req/s x " + std::to_string(c.outputTokens) +
                  " output tokens = " + number(offered) +
                  " tok/s; no machine serves more tokens than arrive (lower throughput_tok_s_min to at most " +
                  number(offered) + ", or raise workload.arrival.rate_rps to at least " +
                  number(floor / static_cast<double>(c.outputTokens)) + ")";
    return out;
}

void requireFeasible(const Contract& c) {
    if (const Infeasibility i = infeasibility(c)) throw SpecError(c.file, i.key, i.message);
}

} // namespace luma
