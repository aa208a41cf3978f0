#pragma once
// Runs a PEX campaign: the frontier search over agents, every run kept in the evidence store.
// Re-running resumes: the search is deterministic given its observations, and every finished
// run is replayed from the store instead of being run again.
#include "core/evidence/store.h"
#include "core/model/campaign.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace luma::client {

struct QualifyOptions {
    std::string agentPath;                            // the luma-agent for host "local"
    std::function<void(const std::string&)> progress; // one line per decided state (optional)
};

// Returns the campaign report (also stored as the campaign's latest "report" decision).
nlohmann::json qualify(const Campaign& campaign, EvidenceStore& store, const QualifyOptions& options);

// A self-verifying evidence bundle of one campaign: specs, runs with results, the report, and a
// SHA-256 manifest over each part's canonical JSON.
nlohmann::json exportBundle(EvidenceStore& store, const std::string& campaign);
// Empty when the bundle is intact; else what does not match.
std::vector<std::string> verifyBundle(const nlohmann::json& bundle);
// Imports a verified bundle's campaign and finished runs into a project; returns the runs added.
// `luma qualify` on the same campaign then resumes from them. Throws SpecError on a bad bundle.
long long importBundle(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin);

} // namespace luma::client
