#pragma once
// The PEX half of `luma codesign`: the campaign's base search (its own interventions left out:
// the configuration takes their place) qualified with one configuration of the choices applied to
// every run, kept in the project as a campaign of its own (schema luma.codesign/1, step "pex"),
// named by the configuration: the same configuration again is the same campaign, replayed.
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "core/tune/configuration.h"

#include <optional>
#include <string>
#include <vector>

namespace luma {

// The workload a configuration's runs use: its backend's, else the choices' own, else the
// campaign's (a choices file for co-design may leave the workload to the campaign).
struct RunWorkload {
    const nlohmann::json* json = nullptr;
    const WorkloadSpec* spec = nullptr;
};
RunWorkload runWorkload(const Choices& choices, const KnobValue* backend, const Campaign& campaign);

// The campaign one PEX step qualifies: the base campaign with the configuration's workload, no
// interventions of its own, and a spec (and so a name) that says which configuration it runs.
Campaign pexCampaign(const Campaign& base, const Choices& choices, const Configuration& config);

struct PexStep {
    std::string campaign;
    QualifyReport report;
    std::vector<long long> runs; // the step's finished runs in the project
    long long recorded = 0;      // finished runs behind it, every invocation's
    long long sent = 0;          // runs this call sent
    bool budgetSpent = false;    // stopped before its end: the loop's budget could not pay a run
};

// Qualifies `pex` on `executor` with the configuration's interventions, sending at most
// `allowedRuns` runs (counting the step's runs an earlier invocation finished). Throws what
// qualify() throws; a spent budget is no exception but `budgetSpent`.
PexStep runPexStep(const Campaign& pex, const Choices& choices, const Configuration& config, EvidenceStore& store,
                   RunExecutor& executor, long long allowedRuns, const QualifyOptions& options);

} // namespace luma
