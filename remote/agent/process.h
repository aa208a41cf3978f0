#pragma once
// Runs an argv (no shell, started by remote/process/spawn) with captured output, a time limit
// and cancellation that kills its whole process group.
#include <atomic>
#include <string>
#include <vector>

namespace luma::agent {

struct ProcessResult {
    bool started = false;
    std::string startError;
    int exitCode = -1; // -1 when killed by a signal
    int signal = 0;
    bool timedOut = false;
    bool cancelled = false;
    std::string out; // the last `maxCapture` bytes of stdout
    std::string err; // the last `maxCapture` bytes of stderr
};

ProcessResult runProcess(const std::vector<std::string>& argv, const std::vector<std::string>& extraEnv,
                         double timeoutS, const std::atomic<bool>* cancel, std::size_t maxCapture = 1 << 20);

// The last `lines` lines of `text`, for error messages.
std::string tail(const std::string& text, int lines);

} // namespace luma::agent
