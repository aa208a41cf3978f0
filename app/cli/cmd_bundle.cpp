// `luma export`, `luma verify-bundle`, `luma import`: a campaign's evidence as a bundle
// (core/evidence/bundle.h), optionally signed with the user's key (bundle_signature.h), checked
// as someone who did not produce it would (bundle_check.h), and imported into another project.
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/passphrase_flag.h"

#include "core/evidence/bundle.h"
#include "core/evidence/bundle_check.h"
#include "core/evidence/bundle_signature.h"
#include "core/evidence/signing_key.h"
#include "core/evidence/store.h"
#include "core/util/ed25519.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace luma::cli {

namespace {

// The raw key of `--public-key KEY.pub` (PEM, as `luma keys export-public` prints it), if given.
std::optional<std::string> expectedKey(const Args& args) {
    const auto file = args.optional("--public-key");
    if (!file) return std::nullopt;
    std::ifstream in(*file, std::ios::binary);
    if (!in) throw SpecError(*file, "", "cannot read the public key");
    std::stringstream text;
    text << in.rdbuf();
    std::string why;
    auto raw = ed25519PublicKeyFromPem(text.str().substr(0, 64 * 1024), &why);
    if (!raw) throw SpecError(*file, "", why);
    return raw;
}

} // namespace

int exportCommand(const ArgList& argv) {
    Args args(argv, {"--campaign", "--out", "--passphrase-file"}, {"--sign"});
    const std::string file = args.positional(0, "PROJECT.luma");
    args.expectPositionals(1);
    if (args.optional("--passphrase-file") && !args.has("--sign"))
        throw UsageError("--passphrase-file is for the signing key: give --sign too");
    if (!std::ifstream(file)) throw SpecError(file, "", "no such project file");
    // The key first: a wrong passphrase must not leave an unsigned bundle behind.
    const std::optional<Ed25519Key> key =
        args.has("--sign") ? std::optional(loadSigningKey(defaultSigningKeyPath(), signingPassphrase(args)))
                           : std::nullopt;
    EvidenceStore store(file, StoreAccess::Read);
    if (!store.readOnlyNote().empty()) std::cerr << file << ": " << store.readOnlyNote() << '\n';
    if (const auto damage = store.damage(); !damage.empty())
        throw SpecError(file, "",
                        "the project is damaged, so it is not exported: " + damage.front() + " (luma check " + file +
                            " lists every problem)");
    nlohmann::json bundle = exportBundle(store, args.required("--campaign"));
    if (key) signBundle(bundle, *key);
    const std::string out = args.required("--out");
    std::ofstream o(out);
    if (!o || !(o << bundleText(bundle))) throw SpecError(out, "", "cannot write the bundle");
    std::cout << "Wrote " << out << " (" << bundle["parts"]["runs"].size() << " runs), bundle SHA-256 "
              << bundle["manifest"]["bundle"].get<std::string>();
    if (key) std::cout << ", signed by fingerprint " << ed25519Fingerprint(key->rawPublicKey());
    std::cout << '\n';
    return 0;
}

int verifyBundleCommand(const ArgList& argv) {
    Args args(argv, {"--public-key"}, {});
    const std::string file = args.positional(0, "BUNDLE.json");
    args.expectPositionals(1);
    const auto key = expectedKey(args);
    const std::string text = readTextFile(file, kMaxBundleFileBytes);
    const BundleCheck c = checkBundle(parseJsonText(text, file), key, &text);
    const bool intact = c.status == BundleStatus::SignedIntact || c.status == BundleStatus::UnsignedIntact;
    if (intact) {
        std::cout << file << ": " << checkText(c) << " (bundle SHA-256 " << c.bundleHash << ")\n";
        if (c.status == BundleStatus::UnsignedIntact && key) {
            std::cerr << file << ": a signature by " << ed25519Fingerprint(*key) << " was asked for\n";
            return 1;
        }
        return 0;
    }
    std::cerr << file << ": " << checkText(c) << '\n';
    for (std::size_t i = 1; i < c.problems.size(); ++i) std::cerr << file << ":   " << c.problems[i] << '\n';
    return 1;
}

int importCommand(const ArgList& argv) {
    Args args(argv, {"--public-key"}, {"--allow-unsigned"});
    const std::string project = args.positional(0, "PROJECT.luma");
    const std::string file = args.positional(1, "BUNDLE.json");
    args.expectPositionals(2);
    ImportOptions options;
    options.allowUnsigned = args.has("--allow-unsigned");
    options.expectedKey = expectedKey(args);
    const std::string text = readTextFile(file, kMaxBundleFileBytes);
    const nlohmann::json bundle = parseJsonText(text, file);
    options.text = &text;
    const bool existed = std::filesystem::exists(project);
    BundleImport imported;
    try {
        EvidenceStore store(project);
        imported = importBundle(store, bundle, file, options);
    } catch (...) {
        // A failed import into a new project leaves no empty project behind.
        if (!existed)
            for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(project + suffix);
        throw;
    }
    std::cout << "Imported " << imported.added << " finished runs into " << project << " from bundle SHA-256 "
              << imported.bundleHash
              << (imported.signer ? ", signed by fingerprint " + *imported.signer : ", unsigned");
    if (imported.skipped) std::cout << " (" << imported.skipped << " without a verdict left out: no evidence)";
    if (imported.reportRederived)
        std::cout << "\nThe campaign's report was re-derived from the project's runs";
    else if (!imported.reportNote.empty())
        std::cout << "\nThe project's report was left as it was: " << imported.reportNote;
    std::cout << "\nluma show " << project << " prints the evidence\n";
    return 0;
}

} // namespace luma::cli
