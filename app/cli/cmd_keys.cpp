// `luma keys generate|show|export-public`: the user's Ed25519 signing key (core/evidence/
// signing_key.h), with which `luma export --sign` signs evidence bundles.
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/passphrase_flag.h"

#include "core/evidence/signing_key.h"
#include "core/util/ed25519.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace luma::cli {

namespace {

int generate(const std::string& file, const Args& args) {
    if (args.has("--json")) throw UsageError("--json is for luma keys show");
    const auto passphrase = signingPassphrase(args);
    const Ed25519Key key = Ed25519Key::generate();
    saveSigningKey(file, key, passphrase);
    std::cout << "Wrote a new Ed25519 signing key to " << file << " (mode 0600, "
              << (passphrase ? "encrypted with the passphrase" : "not encrypted: give --passphrase-file to encrypt it")
              << ")\nfingerprint " << ed25519Fingerprint(key.rawPublicKey())
              << "\n(luma keys export-public prints the public key to hand to whoever checks your bundles)\n";
    return 0;
}

int show(const std::string& file, const Args& args) {
    const Ed25519Key key = loadSigningKey(file, signingPassphrase(args));
    const std::string fingerprint = ed25519Fingerprint(key.rawPublicKey());
    if (args.has("--json")) {
        std::cout << nlohmann::json{{"file", file},
                                    {"algorithm", "ed25519"},
                                    {"fingerprint", fingerprint},
                                    {"fingerprint_of", "sha256 of the raw 32-byte public key, hex"}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    std::cout << "Signing key " << file << " (Ed25519)\nfingerprint " << fingerprint
              << "\n(the SHA-256 of the raw 32-byte public key, in hex)\n";
    return 0;
}

} // namespace

int keysCommand(const ArgList& argv) {
    Args args(argv, {"--passphrase-file"}, {"--json"});
    const std::string action = args.positional(0, "what to do: generate, show or export-public");
    args.expectPositionals(1);
    const std::string file = defaultSigningKeyPath();
    if (action == "generate") return generate(file, args);
    if (action == "show") return show(file, args);
    if (action == "export-public") {
        if (args.has("--json")) throw UsageError("--json is for luma keys show");
        std::cout << loadSigningKey(file, signingPassphrase(args)).publicPem();
        return 0;
    }
    throw UsageError("unknown keys action \"" + action + "\" (generate, show or export-public)");
}

} // namespace luma::cli
