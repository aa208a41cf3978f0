#pragma once
// Evidence bundles (luma.bundle/1): one campaign's specs, runs with their results, and report,
// with a SHA-256 manifest over each part's canonical JSON, so that a customer can check that
// nothing was edited, and another project can import the evidence and resume from it.
#include "core/evidence/store.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma {

// Throws SpecError when the project has no such campaign (naming those it has).
nlohmann::json exportBundle(EvidenceStore& store, const std::string& campaign);
// Empty when the bundle is intact and every finished run's verdict follows from its metrics and
// the contract's SLOs; else what does not match.
std::vector<std::string> verifyBundle(const nlohmann::json& bundle);

struct BundleImport {
    long long added = 0;   // finished runs new to the project
    long long skipped = 0; // finished runs that carry no verdict: never evidence
};
// Imports a verified bundle's campaign and its finished runs that carry a verdict; `luma
// qualify` on the same campaign then resumes from them. Everything is validated first (the
// bundle is untrusted input): throws SpecError naming `origin` and the key.
BundleImport importBundle(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin);

} // namespace luma
