// Calibration from evidence, measured: for each campaign of a project, the median error on
// held-out runs (k-fold) before and after calibrating on that campaign's other runs, for
// throughput and TPOT p50 (the goal: <= 10 % after), with TTFT p50 and memory beside them;
// against the analytic model and against the simulation (luma calibrate --simulate).
//
//   bench_calibration PROJECT.luma [--campaign NAME]
//   bench_calibration            (no project: qualifies the bundled tiny example on this host
//                                 first, as packaging/dev.sh run does: about a minute on 2 cores)
#include "core/calibrate/calibrate.h"
#include "core/evidence/store.h"
#include "core/util/spec_error.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

constexpr double kGoal = 0.10;

int run(const std::string& command) {
    std::cerr << "+ " << command << '\n';
    return std::system(command.c_str());
}

std::string quoted(const std::string& s) { return "'" + s + "'"; }

// The tiny example qualified on this host with a machine generated from its measured profile.
std::string tinyProject(const fs::path& dir) {
    const std::string luma = quoted(LUMA_CLI);
    fs::remove_all(dir); // a fresh project: this host's profile, this build's runs
    fs::create_directories(dir);
    for (const auto& f : fs::directory_iterator(fs::path(LUMA_SOURCE_DIR) / "resources/examples/tiny"))
        if (f.path().filename() != "machine.json")
            fs::copy_file(f.path(), dir / f.path().filename(), fs::copy_options::overwrite_existing);
    const std::string d = dir.string();
    if (run(luma + " hosts profile local --db " + quoted(d + "/hosts.luma") + " --out " +
            quoted(d + "/host-profile.json") + " >&2") != 0 ||
        run(luma + " machine from-host --host-profile " + quoted(d + "/host-profile.json") + " --out " +
            quoted(d + "/machine.json") + " --name local-cpu --max-sequences 16 --max-batched-tokens 512 >&2") != 0 ||
        // The floor dev.sh run cuts for this host, so that compute binds here too (the bundled
        // floor passes every compute level of a fast host: too few runs to calibrate).
        run(quoted(std::string(LUMA_SOURCE_DIR) + "/packaging/tiny_floor.sh") + " " + luma + " " +
            quoted(d + "/machine.json") + " " + quoted(d + "/contract-campaign.json") + " " +
            quoted(d + "/contract-campaign.json") + " >&2") != 0 ||
        run(luma + " qualify " + quoted(d + "/campaign.json") + " --db " + quoted(d + "/tiny.luma") + " --quiet >&2") !=
            0)
        throw std::runtime_error("could not qualify the tiny example on this host");
    return d + "/tiny.luma";
}

std::string pct(double share) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%6.1f %%", share * 100.0);
    return buf;
}

bool report(const luma::EvidenceStore& store, const std::string& campaign, bool simulate) {
    luma::CalibrateOptions options;
    options.filter.campaigns = {campaign};
    options.simulate = simulate;
    const auto t0 = std::chrono::steady_clock::now();
    luma::CalibrationOutcome o;
    try {
        o = luma::calibrateProject(store, options);
    } catch (const luma::SpecError& e) {
        std::cout << "campaign " << campaign << ": not measured: " << e.what() << "\n";
        return false; // a goal nothing measured is not met
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    bool met = true;
    for (const auto& a : o.calibration.accelerators) {
        std::cout << "campaign " << campaign << " on " << a.type << ", against the "
                  << (simulate ? "simulation" : "analytic model") << ": " << a.runs.size() << " runs compared of "
                  << o.finishedRuns << " finished, " << a.folds << "-fold held out\n";
        std::cout << "  metric              before median  after median  before mean  after mean\n";
        for (const luma::CalibrationMetric m : luma::calibrationMetrics()) {
            const luma::MetricErrors& e = a.errors.at(luma::metricKey(m));
            const bool goal = m == luma::CalibrationMetric::Throughput || m == luma::CalibrationMetric::TpotP50;
            if (goal) met = met && e.after.median <= kGoal;
            std::printf("  %-18s  %13s  %12s  %11s  %10s%s\n", luma::metricKey(m), pct(e.before.median).c_str(),
                        pct(e.after.median).c_str(), pct(e.before.mean).c_str(), pct(e.after.mean).c_str(),
                        goal ? (e.after.median <= kGoal ? "   goal <= 10 %: met" : "   goal <= 10 %: NOT met") : "");
        }
        std::printf("  band +-%.1f %%; calibrated in %.0f ms (%lld predictions)\n", a.band * 100.0, ms, o.predictions);
    }
    return met;
}

} // namespace

int main(int argc, char** argv) {
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        std::string project, campaign;
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (args[i] == "--campaign" && i + 1 < args.size())
                campaign = args[++i];
            else if (project.empty())
                project = args[i];
            else
                throw std::runtime_error("usage: bench_calibration [PROJECT.luma [--campaign NAME]]");
        }
        if (project.empty()) project = tinyProject(fs::temp_directory_path() / "bench_calibration_tiny");
        const luma::EvidenceStore store(project, luma::StoreAccess::Read);
        std::cout << "bench_calibration: " << project << "\n";
        bool met = true;
        for (const auto& name : campaign.empty() ? store.campaignNames() : std::vector<std::string>{campaign})
            for (const bool simulate : {false, true}) met = report(store, name, simulate) && met;
        std::cout << (met ? "goals met\n" : "goals not met or not measured (see above)\n");
        return 0;
    } catch (const std::exception& e) {
        std::cerr << "bench_calibration: " << e.what() << '\n';
        return 1;
    }
}
