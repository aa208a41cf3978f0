#include "core/insights/campaign_agreement.h"

#include <algorithm>

namespace luma::insights {

namespace {

// "throughput_tok_s" → "throughput", "tpot_ms_p50" → "tpot", "ttft_ms_p99" → "ttft".
std::string figureOf(const std::string& metric) { return metric.substr(0, metric.find('_')); }

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

double CampaignAgreement::worstMedianFactor() const {
    double worst = 1;
    for (const auto& [figure, r] : medianRatio)
        if (r > 0) worst = std::max({worst, r, 1 / r});
    return worst;
}

std::vector<CampaignAgreement> campaignAgreement(const Disagreements& d) {
    std::map<CampaignRef, CampaignAgreement> by;
    std::map<CampaignRef, std::map<std::string, std::vector<double>>> ratios;
    for (const auto& r : d.runs) {
        const CampaignRef ref{r.run.project, r.run.campaign};
        CampaignAgreement& a = by[ref];
        a.campaign = ref;
        ++a.runs;
        if (r.verdictDisagrees) ++a.verdictDisagreements;
        a.runIds.push_back(r.run.id);
        for (const auto& e : r.errors) ratios[ref][figureOf(e.metric)].push_back(e.predicted / e.measured);
    }
    std::vector<CampaignAgreement> out;
    out.reserve(by.size());
    for (auto& [ref, a] : by) {
        for (const auto& [figure, values] : ratios[ref]) a.medianRatio[figure] = median(values);
        std::sort(a.runIds.begin(), a.runIds.end());
        out.push_back(std::move(a));
    }
    std::stable_sort(out.begin(), out.end(), [](const CampaignAgreement& a, const CampaignAgreement& b) {
        if (a.verdictDisagreements != b.verdictDisagreements) return a.verdictDisagreements > b.verdictDisagreements;
        return a.worstMedianFactor() > b.worstMedianFactor();
    });
    return out;
}

nlohmann::json toJson(const CampaignAgreement& a) {
    nlohmann::json j = {{"compared_runs", a.runs},
                        {"verdict_disagreements", a.verdictDisagreements},
                        {"median_predicted_over_measured", a.medianRatio},
                        {"worst_median_factor", a.worstMedianFactor()}};
    Basis b;
    b.campaigns.push_back(a.campaign);
    for (long long id : a.runIds) b.runs.push_back({a.campaign.project, a.campaign.campaign, id});
    putBasis(j, b);
    return j;
}

} // namespace luma::insights
