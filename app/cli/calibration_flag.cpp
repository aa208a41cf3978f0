#include "app/cli/calibration_flag.h"

#include "core/calibrate/apply.h"

#include <cmath>

namespace luma::cli {

std::optional<Calibration> applyCalibrationFlag(const Args& args, Machine& machine) {
    const auto file = args.optional("--calibration");
    if (!file) return std::nullopt;
    if (file->empty()) throw UsageError("--calibration must not be empty");
    Calibration c = loadCalibration(*file);
    applyCalibration(machine, c);
    return c;
}

void printCalibrationLine(std::ostream& out, const Calibration& c, const Machine& machine) {
    const AcceleratorCalibration* a = c.find(machine.accelerator->type);
    if (!a) return;
    out << "Calibration " << c.file << " (sha256 " << c.hash.substr(0, 12) << "…): " << a->type << " calibrated on "
        << a->runs.size() << " runs, band ±" << std::lround(a->band * 100) << " %\n";
}

nlohmann::json calibrationJson(const Calibration& c, const Machine& machine) {
    return {{"file", c.file}, {"hash", c.hash}, {"accelerator", machine.accelerator->type}};
}

} // namespace luma::cli
