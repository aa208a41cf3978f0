#pragma once
// Cooperative cancellation shared by every long operation of the engine (explore, simulate,
// the PEX search, qualify): a face sets the token (the workbench's Cancel button, the CLI's
// Ctrl-C), the work checks it at its natural step boundaries and stops with `Cancelled`,
// leaving everything it committed consistent.
#include <atomic>
#include <stdexcept>

namespace luma {

class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("cancelled") {}
};

class CancelToken {
public:
    void cancel() noexcept { m_flag.store(true, std::memory_order_relaxed); }
    bool cancelled() const noexcept { return m_flag.load(std::memory_order_relaxed); }
    void throwIfCancelled() const {
        if (cancelled()) throw Cancelled();
    }
    // For code that takes a plain flag (the agent's workloads, signal handlers).
    const std::atomic<bool>& flag() const noexcept { return m_flag; }

private:
    std::atomic<bool> m_flag{false};
};

// A null token never cancels, so callers that do not care pass nothing.
inline bool isCancelled(const CancelToken* token) { return token && token->cancelled(); }
inline void throwIfCancelled(const CancelToken* token) {
    if (token) token->throwIfCancelled();
}

} // namespace luma
