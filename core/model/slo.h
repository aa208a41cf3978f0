#pragma once
// Checking measured or predicted service metrics against a contract's SLOs and economics:
// one margin per stated limit (relative headroom, > 0 passes) and the first that failed.
#include "core/model/contract.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>

namespace luma {

enum class SloKind { TtftP50, TtftP99, TpotP50, TpotP99, Throughput, SuccessRate, EurPerMtok, Watts };
const char* sloName(SloKind k);         // the contract key, e.g. "ttft_ms_p99"
const char* sloFailureCause(SloKind k); // "TTFT", "TPOT", "throughput", "success", "cost", "power"

struct SloCheck {
    SloKind kind = SloKind::TtftP99;
    double value = 0;
    double limit = 0;
    double margin = 0;
    bool pass = true;
    bool reported = true; // false: a measured run did not report the metric (value NaN)
};

struct SloChecks {
    std::array<SloCheck, 8> checks{};
    int count = 0;
    int firstFailed = -1;
    bool pass() const { return firstFailed < 0; }
    void add(SloKind kind, double value, double limit); // direction from the kind
};

struct ServiceMetrics {
    std::optional<double> ttftMsP50, ttftMsP99, tpotMsP50, tpotMsP99, throughputTokS, successRate, eurPerMtok, watts;
};

// A limit whose metric was not measured never passes (value NaN, `reported` false).
SloChecks checkSlos(const Contract& contract, const ServiceMetrics& metrics);
ServiceMetrics metricsFromJson(const nlohmann::json& metrics); // keys as in the contract
// {"verdict", "margins", "failed"}; a limit whose metric was not reported is listed in
// "not_reported", not as a failed SLO, and when no reported metric failed there is no verdict:
// a run that did not measure what the contract asks says nothing about its state.
nlohmann::json toJson(const SloChecks& checks);

} // namespace luma
