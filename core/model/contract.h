#pragma once
// The accepted-service contract (luma.contract/1): what must be served and how well.
#include "core/model/model_shape.h"
#include "core/model/quality.h"
#include "core/numeric/precision.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace luma {

enum class ArrivalKind { Offline, Poisson, Closed };

struct Arrival {
    ArrivalKind kind = ArrivalKind::Offline;
    long long requests = 1000; // requests in one experiment
    double rateRps = 0;        // poisson
    long long concurrency = 0; // closed
};

struct Slo {
    std::optional<double> ttftMsP50, ttftMsP99, tpotMsP50, tpotMsP99;
    std::optional<double> throughputTokSMin, successRateMin;
};

struct Economics {
    std::optional<double> eurPerMtokMax;
    std::optional<double> wattsMax;
};

// How long a client waits for a request before it gives up (workload.request_timeout_s): the
// OpenAI Python client's default, 600 s (openai-python src/openai/_constants.py, DEFAULT_TIMEOUT).
inline constexpr double kDefaultRequestTimeoutS = 600;

struct Contract {
    std::string name;
    std::optional<ModelShape> model; // absent for model-free (command) campaigns
    PrecisionSet precision;
    long long inputTokens = 0;
    long long outputTokens = 0;
    Arrival arrival;
    // A request not finished this long after it was sent (offline: after its prompt started, as
    // its TTFT counts) has failed: the client gave up, it is not a success and its tokens are
    // not delivered, in the model, the simulation and the emulator alike.
    double requestTimeoutS = kDefaultRequestTimeoutS;
    Slo slo;
    Economics economics;
    // Bounds on any other metric a run reports: the slo section's generic `<metric>_min` /
    // `<metric>_max` keys, then the quality section's (quality.h); at most kMaxMetricBounds.
    std::vector<MetricBound> bounds;
    QualitySpec quality; // its baseline and source (its bounds are in `bounds`)
    nlohmann::json spec; // with model.hf_config inlined: what the hash covers
    std::string hash;
    std::string file;
};

Contract parseContract(const nlohmann::json& doc, const std::filesystem::path& file);
Contract loadContract(const std::filesystem::path& file);
const char* arrivalKindName(ArrivalKind k);

} // namespace luma
