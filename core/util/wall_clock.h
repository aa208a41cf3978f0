#pragma once
// Seconds since the Unix epoch, as events, runs and records carry them (`time` in the protocol).
#include <chrono>

namespace luma {

inline double wallClockSeconds() {
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

} // namespace luma
