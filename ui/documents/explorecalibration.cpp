#include "ui/documents/explorecalibration.h"

#include "core/calibrate/apply.h"
#include "core/predict/band_basis.h"
#include "core/util/spec_error.h"
#include "ui/project.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace luma::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("CalibrationChoice", text); }

QString restsOn(const Calibration& c, const AcceleratorCalibration& a) {
    return tr("%1 calibrated on %2 runs, band ±%3 % (luma.calibration/1 %4…)")
        .arg(QString::fromStdString(a.type))
        .arg(a.runs.size())
        .arg(std::lround(a.band * 100))
        .arg(QString::fromStdString(c.hash.substr(0, 12)));
}

} // namespace

CalibrationChoice chooseCalibration(const Project* project, const QString& campaign, const Machine& machine,
                                    const Calibration* workbench) {
    CalibrationChoice out;
    if (!machine.accelerator) return out;
    const std::string type = machine.accelerator->type;
    QString skipped;
    if (workbench) {
        if (const AcceleratorCalibration* a = workbench->find(type)) {
            out.calibration = *workbench;
            out.origin = QFileInfo(QString::fromStdString(workbench->file)).fileName();
            out.text =
                tr("Calibration %1 (the workbench's --calibration): %2").arg(out.origin, restsOn(*workbench, *a));
            return out;
        }
        skipped = tr(" (%1 does not calibrate %2)")
                      .arg(QFileInfo(QString::fromStdString(workbench->file)).fileName(), QString::fromStdString(type));
    }
    try {
        const auto decision = project ? project->latestDecision(campaign, "calibration") : std::nullopt;
        const auto c = decision
                           ? calibrationFromDecision(*decision, project->displayName().toStdString() + " (campaign " +
                                                                    campaign.toStdString() + ", calibration decision)")
                           : std::nullopt;
        if (const AcceleratorCalibration* a = c ? c->find(type) : nullptr) {
            out.calibration = *c;
            out.origin =
                c->file.empty()
                    ? tr("the campaign's runs (after %1)")
                          .arg(decision->value("after", "").empty()
                                   ? tr("the base search")
                                   : QString::fromStdString(decision->value("after", "")))
                    : tr("qualify --calibration %1").arg(QFileInfo(QString::fromStdString(c->file)).fileName());
            out.text = tr("Calibration from %1%2: %3").arg(out.origin, skipped, restsOn(*c, *a));
            return out;
        }
    } catch (const SpecError& e) {
        skipped += tr(" (its calibration decision cannot be read: %1)").arg(QString::fromStdString(e.what()));
    }
    out.text = tr("Uncalibrated%1: %2.").arg(skipped, QString::fromStdString(bandStatement(*machine.accelerator)));
    return out;
}

} // namespace luma::ui
