// libluma_report_pdf.so: the PDF renderer as a module that `luma report` loads at run time, so
// that the luma command itself links no Qt (it is copied to GPU hosts that have none) and only a
// PDF report needs Qt 6 Gui and Svg. A plain C entry point; the one a program without a
// QGuiApplication gets one on the offscreen platform, so it runs on a server without a display.
#include "ui/report/pdf_render.h"

#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// Qt's notes about the platform it was started on ("XDG_RUNTIME_DIR not set", …) are not the
// report's business: luma prints its own lines, and only Qt's critical errors pass.
void quietQt(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type == QtCriticalMsg || type == QtFatalMsg) std::fprintf(stderr, "%s\n", qPrintable(message));
}

} // namespace

extern "C" __attribute__((visibility("default"))) int luma_report_write_pdf(const char* html, const char* const* svgs,
                                                                            int count, const char* title,
                                                                            const char* path, char* error,
                                                                            int errorSize) {
    std::unique_ptr<QGuiApplication> app;
    if (!QGuiApplication::instance()) {
        qInstallMessageHandler(quietQt);
        qputenv("QT_QPA_PLATFORM", "offscreen");
        static int argc = 1;
        static char name[] = "luma";
        static char* argv[] = {name, nullptr};
        app = std::make_unique<QGuiApplication>(argc, argv);
    }
    luma::report::PdfInput input{html, {}, title};
    for (int i = 0; i < count; ++i) input.svgs.emplace_back(svgs[i]);
    std::string why;
    if (luma::report::renderPdf(input, path, why)) return 0;
    if (error && errorSize > 0) {
        std::strncpy(error, why.c_str(), static_cast<std::size_t>(errorSize) - 1);
        error[errorSize - 1] = '\0';
    }
    return 1;
}
