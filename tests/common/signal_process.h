#pragma once
// A signal to a QProcess the test started, and to nothing else. QProcess::processId() is 0 once the
// process has ended, and kill(0, sig) signals the caller's whole process group: the test, ctest and
// the CI script with it (a SIGKILL there ends CI with 137). So a process that is not running, or has
// no pid, is not signalled: false. One still Starting is (it runs; without waitForStarted
// or an event loop QProcess has not yet said so).
#include <QProcess>

#include <csignal>
#include <sys/types.h>

namespace luma::test {

inline bool signalProcess(const QProcess& p, int sig) {
    const auto pid = static_cast<pid_t>(p.processId());
    if (pid <= 0 || p.state() == QProcess::NotRunning) return false; // Starting: not yet seen by an event loop
    return ::kill(pid, sig) == 0;
}

} // namespace luma::test
