#pragma once
// Evidence bundles (luma.bundle/1): one campaign's specs, runs with their results, and report,
// with a SHA-256 manifest over each part's canonical JSON, so that a customer can check that
// nothing was edited, and another project can import the evidence and resume from it. A bundle
// may also be signed (bundle_signature.h); checking one is bundle_check.h.
#include "core/evidence/store.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace luma {

// Throws SpecError when the project has no such campaign (naming those it has).
nlohmann::json exportBundle(EvidenceStore& store, const std::string& campaign);
// The bundle's own hash (manifest.bundle): SHA-256 of its canonical JSON without the manifest
// and the signature.
std::string bundleBodyHash(const nlohmann::json& bundle);

struct ImportOptions {
    bool allowUnsigned = false;             // else an unsigned bundle is refused
    std::optional<std::string> expectedKey; // a raw public key: a bundle signed by another is refused
    const std::string* text = nullptr;      // the file's bytes, when the bundle came from one (bundle_check.h)
};

struct BundleImport {
    long long added = 0;   // finished runs new to the project
    long long skipped = 0; // finished runs that carry no verdict: never evidence
    std::string bundleHash;
    std::optional<std::string> signer; // the signer's fingerprint; none: unsigned
    // The project's report is re-derived from its runs after the import, never taken from the
    // bundle; where its runs reach none (the search needs a state no run holds), the project's
    // report stays as it was and `reportNote` says why.
    bool reportRederived = false;
    std::string reportNote;
};
// Imports a bundle that checks (bundle_check.h: intact, its signature valid, its report what its
// runs give): its campaign and its finished runs that carry a verdict; `luma qualify` on the
// same campaign then resumes from them. Records where they came from (the "import" decision:
// the bundle's hash and its signer). Throws SpecError naming `origin` and the member.
BundleImport importBundle(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin,
                          const ImportOptions& options = {});

// The verdict a bundle's stored result carries, if any: PASS / FAIL results, and an agent's
// out-of-memory error (FAIL).
std::optional<std::string> recordedVerdict(const nlohmann::json& result);

struct BundleRuns {
    long long campaign = 0; // the campaign's id in the store
    long long added = 0, skipped = 0;
};
// Adds the bundle's campaign and finished runs with a verdict to `store`, read strictly (the
// bundle is untrusted input: a SpecError names `origin` and the key), without checking the
// bundle or touching any report: what importBundle and the report's re-derivation build on.
BundleRuns addBundleRuns(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin);

} // namespace luma
