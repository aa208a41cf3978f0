#include "ui/reportexport.h"

#include "core/report/html.h"
#include "core/report/report_data.h"
#include "core/util/spec_error.h"
#include "ui/project.h"
#include "ui/report/pdf_render.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace luma::ui {

QString writeReport(const Project& project, const QString& campaign, const QString& path) {
    try {
        const report::ReportData data = project.reportData(campaign);
        if (path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) {
            std::string error;
            const report::PdfInput input{report::renderHtml(data, {false, "en"}), report::chartSvgs(data),
                                         "Qualification report: " + data.campaign};
            if (!report::renderPdf(input, path.toStdString(), error))
                return QObject::tr("%1: cannot write the PDF: %2").arg(path, QString::fromStdString(error));
            return {};
        }
        QFile file(path);
        const QByteArray html = QByteArray::fromStdString(report::renderHtml(data));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(html) != html.size())
            return QObject::tr("%1: cannot write the report: %2").arg(path, file.errorString());
        return {};
    } catch (const SpecError& e) {
        return QString::fromStdString(e.what());
    }
}

void exportReportDialog(QWidget* parent, const Project* project, const QString& campaign) {
    if (!project || campaign.isEmpty()) {
        QMessageBox::information(parent, QObject::tr("Export Report"),
                                 QObject::tr("Open a project and select one of its campaigns first."));
        return;
    }
    const QString suggested = QFileInfo(project->path()).dir().filePath(campaign + QStringLiteral("-report.pdf"));
    const QString path =
        QFileDialog::getSaveFileName(parent, QObject::tr("Export Report"), suggested,
                                     QObject::tr("PDF report (*.pdf);;Self-contained HTML report (*.html)"));
    if (path.isEmpty()) return;
    const QString error = writeReport(*project, campaign, path);
    if (!error.isEmpty()) QMessageBox::warning(parent, QObject::tr("Export Report"), error);
}

} // namespace luma::ui
