#pragma once
// How far the model is off per campaign, over every run compared (model_disagreements.h): the
// median of predicted over measured for throughput, TPOT and TTFT, and how many verdicts differ.
// A median far from 1 says the campaign's machine is not the host its runs measured (an
// unprofiled or uncalibrated host), where a single run far off may be noise.
#include "core/insights/model_disagreements.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace luma::insights {

struct CampaignAgreement {
    CampaignRef campaign;
    std::size_t runs = 0, verdictDisagreements = 0;
    std::map<std::string, double> medianRatio; // "throughput", "tpot", "ttft" → median predicted / measured
    std::vector<long long> runIds;
    double worstMedianFactor() const; // the largest max(r, 1/r) of the medians, 1 without any
};

// Most verdicts differing first, then the worst median factor.
std::vector<CampaignAgreement> campaignAgreement(const Disagreements& disagreements);

nlohmann::json toJson(const CampaignAgreement& agreement);

} // namespace luma::insights
