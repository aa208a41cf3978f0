// What signing and checking a bundle cost, on a bundle of the tiny campaign: by default the
// emulated tiny campaign (tests/common/emulated_campaign.h, the bundled campaign's space and
// interventions answered in process), or the bundle file given (`luma export` of a real project).
// Each figure is the median of repeated calls, and verify-bundle's parts as shares of its whole:
// the manifest (every part's SHA-256), the signature (DSSE over the in-toto statement, Ed25519),
// and the report's re-derivation (the runs replayed through the qualifier in a scratch project).
//
//   bench_signing [BUNDLE.json] [--repeats N]
#include "emulated_campaign.h"

#include "core/evidence/bundle.h"
#include "core/evidence/bundle_check.h"
#include "core/evidence/bundle_rederive.h"
#include "core/evidence/bundle_signature.h"
#include "core/util/ed25519.h"
#include "core/util/json_file.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <string>
#include <unistd.h>
#include <vector>

using namespace luma;

namespace {

double medianMs(int repeats, const std::function<void()>& fn) {
    std::vector<double> ms;
    for (int i = 0; i < repeats; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        fn();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

nlohmann::json emulatedBundle(const std::string& dir) {
    const std::string db = dir + "/tiny.luma";
    test::qualifyEmulated(test::writeEmulatedCampaign(dir, "tiny"), db);
    EvidenceStore store(db);
    return exportBundle(store, "tiny");
}

} // namespace

int main(int argc, char** argv) {
    int repeats = 15;
    std::string file;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeats") == 0 && i + 1 < argc)
            repeats = std::max(1, std::atoi(argv[++i]));
        else
            file = argv[i];
    }
    std::string dir = (std::filesystem::temp_directory_path() / "bench-signing-XXXXXX").string();
    if (!::mkdtemp(dir.data())) return 1;
    nlohmann::json bundle = file.empty() ? emulatedBundle(dir) : readJsonFile(file, kMaxBundleFileBytes);
    bundle.erase("signature");
    const Ed25519Key key = Ed25519Key::generate();
    nlohmann::json signedBundle = bundle;
    signBundle(signedBundle, key);
    if (checkBundle(signedBundle).status != BundleStatus::SignedIntact) {
        std::fprintf(stderr, "the signed bundle does not verify: %s\n", checkText(checkBundle(signedBundle)).c_str());
        return 1;
    }
    const std::string text = bundleText(signedBundle);
    std::printf("bundle: %s, %zu runs, %zu bytes signed\n", file.empty() ? "emulated tiny campaign" : file.c_str(),
                bundle["parts"]["runs"].size(), text.size());

    const double sign = medianMs(repeats, [&] {
        nlohmann::json b = bundle;
        signBundle(b, key);
    });
    const double verify = medianMs(repeats, [&] { (void)checkBundle(signedBundle, std::nullopt, &text); });
    const double signature = medianMs(repeats, [&] { (void)checkBundleSignature(signedBundle); });
    const double manifest = medianMs(repeats, [&] {
        for (auto it = signedBundle["parts"].begin(); it != signedBundle["parts"].end(); ++it) (void)contentHash(*it);
        (void)bundleBodyHash(signedBundle);
    });
    const double rederive = medianMs(repeats, [&] { (void)bundleReportProblem(signedBundle); });
    std::printf(
        "median of %d: sign %.2f ms; verify-bundle %.2f ms = manifest %.2f ms (%.0f %%) + signature %.2f ms "
        "(%.0f %%) + report re-derived from the runs %.2f ms (%.0f %%) + the runs' verdicts and the file's bytes\n",
        repeats, sign, verify, manifest, 100 * manifest / verify, signature, 100 * signature / verify, rederive,
        100 * rederive / verify);
    std::printf("verify / sign: %.1fx\n", verify / sign);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    return 0;
}
