// `luma calibrate`: fit the predictor's derating from a project's finished runs, cross-validated,
// and write it as a luma.calibration/1; thin over core/calibrate.
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/calibrate/calibrate.h"
#include "core/calibrate/derating_parameters.h"
#include "core/predict/prediction_json.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"

#include <filesystem>
#include <iostream>

namespace luma::cli {

namespace {

// Held-out runs as JSON: measured, and predicted before and after, per metric (null: not measured).
nlohmann::json pointsJson(const std::vector<HeldOutPoint>& points) {
    const auto figures = [](const std::array<double, kCalibrationMetrics>& v) {
        nlohmann::json j = nlohmann::json::object();
        for (const CalibrationMetric m : calibrationMetrics())
            j[metricKey(m)] = finiteOrNull(v[static_cast<std::size_t>(m)]);
        return j;
    };
    nlohmann::json out = nlohmann::json::array();
    for (const auto& p : points)
        out.push_back({{"run", p.run},
                       {"measured", figures(p.measured)},
                       {"before", figures(p.before)},
                       {"after", figures(p.after)}});
    return out;
}

std::string pct(double share) { return fixed(share * 100.0, 1) + " %"; }

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

void printAccelerator(std::ostream& out, const AcceleratorCalibration& a, const Derating& before) {
    out << "\nAccelerator " << a.type << ": " << a.runs.size() << " runs (campaign"
        << (a.campaigns.size() == 1 ? " " : "s ") << joined(a.campaigns) << "; host"
        << (a.hosts.size() == 1 ? " " : "s ") << joined(a.hosts) << "), " << a.folds
        << "-fold cross-validation; errors on held-out runs, |predicted - measured| / measured\n";
    Table t({"metric", "runs", "before median", "before mean", "after median", "after mean"});
    for (const CalibrationMetric m : calibrationMetrics()) {
        const auto it = a.errors.find(metricKey(m));
        if (it == a.errors.end() || it->second.runs == 0) continue;
        const MetricErrors& e = it->second;
        t.add({std::string(metricLabel(m)) + (metricFitted(m) ? "" : " (not fitted)"), std::to_string(e.runs),
               pct(e.before.median), pct(e.before.mean), pct(e.after.median), pct(e.after.mean)});
    }
    t.print(out);
    out << "Fitted derating (on all " << a.runs.size() << " runs):";
    for (const auto& p : fittedParameters())
        out << ' ' << p.key << ' ' << num(a.derating.*p.field, 4) << " (was " << num(before.*p.field, 4) << ")";
    out << "\nBand: ±" << pct(a.band) << " (the largest held-out mean error after calibration)\n";
}

} // namespace

int calibrateCommand(const ArgList& argv) {
    ArgList rest = argv;
    CalibrateOptions options;
    options.filter.campaigns = takeRepeated(rest, "--campaign");
    Args args(rest, {"--host", "--out", "--folds"}, {"--json", "--simulate"});
    options.simulate = args.has("--simulate");
    options.project = args.positional(0, "PROJECT.luma");
    args.expectPositionals(1);
    options.filter.host = args.optional("--host").value_or("");
    if (args.optional("--host") && options.filter.host.empty()) throw UsageError("--host must not be empty");
    if (auto k = args.optionalPositive("--folds")) {
        if (*k < 2 || *k != static_cast<int>(*k)) throw UsageError("--folds expects a whole number of at least 2");
        options.folds = static_cast<int>(*k);
    }
    const std::string outFile = args.required("--out");
    if (!std::filesystem::exists(options.project)) throw SpecError(options.project, "", "no such project file");
    const EvidenceStore store(options.project, StoreAccess::Read);
    const CalibrationOutcome o = calibrateProject(store, options);
    writeJsonFile(outFile, o.calibration.spec);
    if (args.has("--json")) {
        nlohmann::json before = nlohmann::json::object(), points = nlohmann::json::object();
        for (const auto& a : o.calibration.accelerators) {
            for (const auto& p : fittedParameters()) before[a.type][p.key] = o.start.at(a.type).*p.field;
            points[a.type] = pointsJson(o.points.at(a.type));
        }
        std::cout << nlohmann::json{{"calibration", o.calibration.spec},
                                    {"hash", o.calibration.hash},
                                    {"out", outFile},
                                    {"finished_runs", o.finishedRuns},
                                    {"derating_before", before},
                                    {"held_out", points},
                                    {"notes", o.notes},
                                    {"warnings", o.warnings}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    std::cout << "Calibration of " << options.project << " from " << o.finishedRuns << " finished runs";
    if (!options.filter.campaigns.empty()) std::cout << " of " << joined(options.filter.campaigns);
    if (!options.filter.host.empty()) std::cout << " on " << options.filter.host;
    std::cout << ", compared with "
              << (options.simulate ? "the simulation (the serving loop the runs ran, over the step model)"
                                   : "the analytic model")
              << '\n';
    for (const auto& a : o.calibration.accelerators) printAccelerator(std::cout, a, o.start.at(a.type));
    for (const auto& w : o.warnings) std::cout << "\nWarning: " << w << '\n';
    if (!o.notes.empty()) {
        std::cout << "\nLeft out (" << o.notes.size() << "):\n";
        for (const auto& n : o.notes) std::cout << "  " << n << '\n';
    }
    std::cout << "\nWrote " << outFile << " (luma.calibration/1, sha256 " << o.calibration.hash
              << "); use it with luma predict|explore|qualify --calibration " << outFile << '\n';
    return 0;
}

} // namespace luma::cli
