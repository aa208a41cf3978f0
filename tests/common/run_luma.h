#pragma once
// The luma binary run as a user runs it (LUMA_CLI, defined per test), for the CLI suites: its exit
// code (-2 when it crashed, -1 when it did not finish within a minute), stdout and stderr.
#include <QProcess>
#include <QStringList>

#include <string>

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

// The remote-host suites' luma: the test's own agent (LUMA_AGENT_BIN), host profiles under
// `xdgConfig`, and no ssh-agent (the test's keys only).
inline QProcessEnvironment remoteLumaEnvironment(const std::string& xdgConfig) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LUMA_AGENT", LUMA_AGENT_BIN);
    env.insert("XDG_CONFIG_HOME", QString::fromStdString(xdgConfig));
    env.remove("SSH_AUTH_SOCK");
    return env;
}

struct LumaRun {
    int code = -1;
    std::string out, err;
};

// luma in `env`, killed after `timeoutMs` (code -1, err "timed out").
inline LumaRun runLumaIn(const QProcessEnvironment& env, const QStringList& args, int timeoutMs) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LUMA_CLI), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, "", "timed out"};
    }
    return {p.exitCode(), p.readAllStandardOutput().toStdString(), p.readAllStandardError().toStdString()};
}

} // namespace luma::test
