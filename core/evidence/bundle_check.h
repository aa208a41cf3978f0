#pragma once
// What a bundle is, checked as someone who did not produce it would: exactly one of
//   intact and signed by fingerprint X | intact, unsigned | edited (which member) |
//   signature invalid | signed by an unexpected key.
// Edited: the file's bytes are not as export wrote them; a part does not match its manifest hash; or, re-hashed, what the parts say cannot be
// (a run's verdict that its metrics do not give, physically impossible metrics, an out-of-memory
// FAIL without the numbers that prove it, a report that the runs, replayed through the
// qualifier, do not give). Signature invalid: a signed bundle whose signature does not verify,
// or whose signed statement is about another manifest (re-hashed after signing).
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace luma {

enum class BundleStatus { SignedIntact, UnsignedIntact, Edited, SignatureInvalid, UnexpectedKey };

struct BundleCheck {
    BundleStatus status = BundleStatus::Edited;
    std::string fingerprint;         // the signer's (SignedIntact, UnexpectedKey, SignatureInvalid when it reads)
    std::string expectedFingerprint; // UnexpectedKey: the key that was asked for
    std::string bundleHash;          // manifest.bundle as recorded
    std::string member;              // Edited: the member that does not hold ("parts.runs", "parts.report")
    std::vector<std::string> problems;
};

// `expectedKey`: a raw Ed25519 public key the bundle must be signed by. `text`: the file the
// bundle was read from, whose bytes must then be as luma export wrote them (JSON indented by two
// spaces, a final newline): a re-formatted file, or a number re-spelled to the same value, is an
// edit like any other, so that one changed byte anywhere fails.
BundleCheck checkBundle(const nlohmann::json& bundle, const std::optional<std::string>& expectedKey = std::nullopt,
                        const std::string* text = nullptr);
// The text luma export writes for `bundle`.
std::string bundleText(const nlohmann::json& bundle);
// The outcome in one line: "intact and signed by fingerprint 3f…", "edited: part \"runs\" was changed", …
std::string checkText(const BundleCheck& check);

// The problems of a bundle, empty when it is intact (signed or unsigned).
std::vector<std::string> verifyBundle(const nlohmann::json& bundle);

} // namespace luma
