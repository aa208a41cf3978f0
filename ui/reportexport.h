#pragma once
// File > Export Report…: the campaign's customer report as HTML or PDF, the same content and the
// same writers as `luma report` (core/report builds and lays out the HTML, ui/report the PDF).
#include <QString>

class QWidget;

namespace luma::ui {

class Project;

// Writes the report of `campaign` to `path` (.pdf: PDF, otherwise HTML). Returns the error, or
// an empty string when it was written.
QString writeReport(const Project& project, const QString& campaign, const QString& path);

// Asks where to write, then writes; a failure is shown in a message box.
void exportReportDialog(QWidget* parent, const Project* project, const QString& campaign);

} // namespace luma::ui
