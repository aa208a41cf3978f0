#pragma once
// The luma binary run as a user runs it (LUMA_CLI, defined per test), for the CLI suites: its exit
// code (-2 when it crashed, -1 when it did not finish within a minute), stdout and stderr.
#include <QProcess>
#include <QStringList>

namespace luma::test {

struct LumaResult {
    int code = -1;
    QString out, err;
};

inline LumaResult runLuma(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(LUMA_CLI), args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace luma::test
