#include "ui/documents/calibrationdata.h"

#include "core/calibrate/compared_points.h"
#include "core/util/spec_error.h"

namespace luma::ui {

CalibrationData computeCalibrationData(CalibrationRequest r) {
    CalibrationData out;
    out.notes = r.runs.notes;
    out.type = r.type;
    const auto runs = r.runs.byAccelerator.find(r.type);
    if (runs == r.runs.byAccelerator.end() || runs->second.empty()) {
        out.error = "no finished run of the campaign measured what the model predicts (throughput, TTFT, TPOT): "
                    "nothing to compare yet";
        return out;
    }
    out.start = r.runs.start.at(r.type);
    if (r.calibration && r.calibration->find(r.type)) {
        out.calibration = std::move(r.calibration);
    } else {
        try {
            CalibrateOptions o;
            o.project = r.project;
            out.calibration = calibrateCollected(r.runs, o, r.project).calibration;
            out.fittedHere = true;
        } catch (const SpecError& e) {
            out.error = e.what();
        }
    }
    const AcceleratorCalibration* a = out.calibration ? out.calibration->find(r.type) : nullptr;
    if (a) {
        out.points = comparedPoints(runs->second, out.start, *a);
    } else {
        // Too few runs to calibrate: the points before calibration alone.
        AcceleratorCalibration none;
        none.derating = out.start;
        out.points = comparedPoints(runs->second, out.start, none);
    }
    return out;
}

const AcceleratorCalibration* calibrationEntry(const CalibrationData& data) {
    return data.calibration ? data.calibration->find(data.type) : nullptr;
}

} // namespace luma::ui
