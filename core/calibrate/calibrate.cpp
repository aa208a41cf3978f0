#include "core/calibrate/calibrate.h"

#include "core/calibrate/cross_validation.h"
#include "core/calibrate/derating_fit.h"
#include "core/calibrate/derating_parameters.h"
#include "core/util/number_text.h"
#include "core/util/spec_error.h"

#include <cmath>
#include <set>

namespace luma {

namespace {

std::string filterText(const ObservationFilter& f) {
    std::string out;
    for (const auto& c : f.campaigns) out += (out.empty() ? "campaign " : ", ") + c;
    if (!f.host.empty()) out += (out.empty() ? "" : "; ") + std::string("host ") + f.host;
    return out.empty() ? "" : " (" + out + ")";
}

AcceleratorCalibration calibrateType(const std::string& type, const std::vector<ComparedRun>& runs,
                                     const Derating& start, int folds, CalibrationOutcome& out) {
    CrossValidation cv = crossValidate(runs, start, folds);
    std::vector<const ComparedRun*> all;
    all.reserve(runs.size());
    for (const auto& o : runs) all.push_back(&o);
    const DeratingFit fit = fitDerating(all, start);
    out.predictions += cv.predictions + fit.predictions;
    for (const CalibrationMetric m : calibrationMetrics()) {
        const MetricErrors& e = cv.errors.at(metricKey(m));
        if (metricFitted(m) && e.runs > 0 && e.after.median > e.before.median)
            out.warnings.push_back("accelerator " + type + ": " + metricKey(m) +
                                   " is predicted worse on held-out runs (median " +
                                   numberText(std::round(e.before.median * 1000) / 10) + " % before, " +
                                   numberText(std::round(e.after.median * 1000) / 10) +
                                   " % after): the runs vary in a way the model's shape does not follow");
    }
    out.points[type] = std::move(cv.points);
    AcceleratorCalibration a;
    a.type = type;
    a.derating = withFittedFields(start, fit.derating);
    a.band = cv.band;
    a.folds = cv.folds;
    a.errors = cv.errors;
    std::set<std::string> campaigns, hosts;
    for (const auto& o : runs) {
        a.runs.push_back(o.run);
        campaigns.insert(o.subject->campaign);
        hosts.insert(o.host);
    }
    a.campaigns.assign(campaigns.begin(), campaigns.end());
    a.hosts.assign(hosts.begin(), hosts.end());
    return a;
}

} // namespace

CalibrationOutcome calibrateProject(const EvidenceStore& store, const CalibrateOptions& options) {
    return calibrateCollected(collectObservations(store, options.filter, options.simulate), options, store.path());
}

CalibrationOutcome calibrateCollected(CollectedRuns collected, const CalibrateOptions& options,
                                      const std::string& projectPath) {
    for (const auto& [type, derating] : options.start)
        if (collected.start.count(type)) collected.start[type] = derating;
    CalibrationOutcome out;
    out.notes = collected.notes;
    out.finishedRuns = collected.finishedRuns;
    out.start = collected.start;
    if (collected.finishedRuns == 0)
        throw SpecError(projectPath, "",
                        "no finished run matches" + filterText(options.filter) + ": nothing to calibrate on");
    Calibration& c = out.calibration;
    c.project = options.project.empty() ? projectPath : options.project;
    c.campaigns = options.filter.campaigns;
    c.host = options.filter.host;
    c.comparedWith = options.simulate ? "simulation" : "analytic";
    std::string counts;
    for (const auto& [type, runs] : collected.byAccelerator) {
        counts += (counts.empty() ? "" : ", ") + std::to_string(runs.size()) + " on " + type;
        if (static_cast<long long>(runs.size()) < kMinCalibrationRuns) {
            out.notes.push_back("accelerator " + type + ": " + std::to_string(runs.size()) +
                                " runs with measured metrics, fewer than the " + std::to_string(kMinCalibrationRuns) +
                                " a cross-validated fit needs: not calibrated");
            continue;
        }
        c.accelerators.push_back(calibrateType(type, runs, collected.start.at(type), options.folds, out));
        c.accelerators.back().servingStack = collected.stack[type];
    }
    if (c.accelerators.empty())
        throw SpecError(projectPath, "",
                        "too few runs to calibrate" + filterText(options.filter) + ": " +
                            std::to_string(collected.finishedRuns) + " finished, of which " +
                            (counts.empty() ? std::string("none") : counts) +
                            " with measured metrics the model can be compared with; at least " +
                            std::to_string(kMinCalibrationRuns) + " on one accelerator type are needed");
    out.calibration = sealCalibration(std::move(c));
    return out;
}

} // namespace luma
