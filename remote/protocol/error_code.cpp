#include "remote/protocol/error_code.h"

namespace luma::protocol {

std::string_view name(ErrorCode code) {
    switch (code) {
    case ErrorCode::Malformed: return "malformed";
    case ErrorCode::Oversized: return "oversized";
    case ErrorCode::ProtocolMismatch: return "protocol_mismatch";
    case ErrorCode::NoHello: return "no_hello";
    case ErrorCode::UnknownType: return "unknown_type";
    case ErrorCode::UnknownRun: return "unknown_run";
    case ErrorCode::DuplicateRun: return "duplicate_run";
    case ErrorCode::Busy: return "busy";
    case ErrorCode::Internal: return "internal";
    case ErrorCode::BadRun: return "bad_run";
    case ErrorCode::BadState: return "bad_state";
    case ErrorCode::BadWorkload: return "bad_workload";
    case ErrorCode::BadContract: return "bad_contract";
    case ErrorCode::Unenforceable: return "unenforceable";
    case ErrorCode::BackendUnavailable: return "backend_unavailable";
    case ErrorCode::ConstraintFailed: return "constraint_failed";
    case ErrorCode::Oom: return "oom";
    case ErrorCode::KernelFailed: return "kernel_failed";
    case ErrorCode::ProbeFailed: return "probe_failed";
    case ErrorCode::CommandFailed: return "command_failed";
    case ErrorCode::NoMetrics: return "no_metrics";
    case ErrorCode::Timeout: return "timeout";
    case ErrorCode::Cancelled: return "cancelled";
    case ErrorCode::BadSeq: return "bad_seq";
    case ErrorCode::RunLost: return "run_lost";
    }
    return "internal"; // unreachable for a valid enumerator
}

std::optional<ErrorCode> errorCodeFromName(std::string_view text) {
    for (ErrorCode c : kAllErrorCodes)
        if (name(c) == text) return c;
    return std::nullopt;
}

ErrorClass errorClass(ErrorCode code) {
    switch (code) {
    // The conversation or the run as written is wrong; resending it unchanged fails the same way.
    case ErrorCode::Malformed:
    case ErrorCode::Oversized:
    case ErrorCode::ProtocolMismatch:
    case ErrorCode::NoHello:
    case ErrorCode::UnknownType:
    case ErrorCode::UnknownRun:
    case ErrorCode::DuplicateRun:
    case ErrorCode::BadRun:
    case ErrorCode::BadState:
    case ErrorCode::BadWorkload:
    case ErrorCode::BadContract:
    case ErrorCode::BadSeq: return ErrorClass::Configuration;
    // This host cannot make the state physical at all: a different host is needed, not a retry.
    case ErrorCode::Unenforceable:
    case ErrorCode::BackendUnavailable: return ErrorClass::Configuration;
    // An allocation that failed after the state's budget check passed (the device had less free
    // memory than the state claims, another process held it): the host's trouble, not a verdict
    // about the state. An out-of-memory FAIL is evidence only as a result with the budget check's
    // numbers (result_judgement.h: isProvenOom); an `oom` error carries none.
    case ErrorCode::Oom:
    // An agent bug says nothing about the machine state; another try (or agent) may succeed.
    case ErrorCode::Internal:
    // A failing kernel or probe is a driver/device hiccup, not a property of the state.
    case ErrorCode::KernelFailed:
    case ErrorCode::ProbeFailed:
    // A user command that crashed or printed no metrics is the harness failing, not a verdict.
    case ErrorCode::CommandFailed:
    case ErrorCode::NoMetrics:
    // An enforceable level that failed to apply (e.g. thread pool creation) is transient.
    case ErrorCode::ConstraintFailed:
    // A run past its time limit did not measure anything; it may be a slow or loaded host.
    case ErrorCode::Timeout:
    // Another run held the machine; the same run later is fine.
    case ErrorCode::Busy:
    // The run's process was killed or its host rebooted: nothing was measured to the end.
    case ErrorCode::RunLost: return ErrorClass::Inconclusive;
    case ErrorCode::Cancelled: return ErrorClass::Cancelled;
    }
    return ErrorClass::Inconclusive; // unreachable for a valid enumerator
}

} // namespace luma::protocol
