// Calibration from evidence, measured: for each campaign of a project, the median error on
// held-out runs (k-fold) before and after calibrating on that campaign's other runs, for
// throughput and TPOT p50 (the goal: <= 10 % after), with TTFT p50 and memory beside them;
// against the analytic model and against the simulation (luma calibrate --simulate).
//
//   bench_calibration PROJECT.luma [--campaign NAME]
//   bench_calibration            (no project: qualifies the bundled tiny example on this host
//                                 first, as packaging/dev.sh run does: about a minute on 2 cores)
#include "tiny_project.h"

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

constexpr double kGoal = 0.10;

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
        if (project.empty())
            project = luma::bench::tinyProject(std::filesystem::temp_directory_path() / "bench_calibration_tiny");
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
