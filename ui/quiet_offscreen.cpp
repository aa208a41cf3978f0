#include "ui/quiet_offscreen.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <sys/stat.h>
#include <unistd.h>

namespace luma::ui {

namespace {

QtMessageHandler g_previous = nullptr;

void filterKnownNoise(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.contains(QLatin1String("does not support propagateSizeHints()"))) return;
    if (g_previous) g_previous(type, context, message);
}

// The directory Qt itself falls back to (/tmp/runtime-$USER), made as XDG asks: owned by us, 0700.
void provideRuntimeDir() {
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) return;
    const QByteArray dir = QByteArray("/tmp/runtime-") + QByteArray::number(static_cast<qulonglong>(getuid()));
    struct stat st {};
    if (mkdir(dir.constData(), 0700) != 0 && (stat(dir.constData(), &st) != 0 || st.st_uid != getuid())) return;
    chmod(dir.constData(), 0700);
    qputenv("XDG_RUNTIME_DIR", dir);
}

} // namespace

void quietOffscreen() {
    provideRuntimeDir();
    if (!g_previous) g_previous = qInstallMessageHandler(filterKnownNoise);
}

} // namespace luma::ui
