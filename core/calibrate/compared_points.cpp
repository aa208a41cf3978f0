#include "core/calibrate/compared_points.h"

#include "core/calibrate/derating_parameters.h"

namespace luma {

std::vector<HeldOutPoint> comparedPoints(const std::vector<ComparedRun>& runs, const Derating& start,
                                         const AcceleratorCalibration& calibration) {
    const Derating after = withFittedFields(start, calibration.derating);
    std::vector<HeldOutPoint> out;
    out.reserve(runs.size());
    for (const ComparedRun& r : runs) {
        HeldOutPoint p{r.run, r.measured, {}, {}};
        const Prediction b = predictObservation(r, start), a = predictObservation(r, after);
        for (const CalibrationMetric m : calibrationMetrics()) {
            const auto i = static_cast<std::size_t>(m);
            p.before[i] = predictedMetric(b, m);
            p.after[i] = predictedMetric(a, m);
        }
        out.push_back(p);
    }
    return out;
}

} // namespace luma
