#pragma once
// Every `code` an agent `error` event can carry, named once for both ends of the protocol, and
// what a client should conclude from each. The wire names (name()) are the protocol: never
// rename one; add new codes at the end.
#include <optional>
#include <string_view>

namespace luma::protocol {

enum class ErrorCode {
    // Framing and the conversation itself.
    Malformed,        // malformed: not JSON, or not an object with a string "type"
    Oversized,        // oversized: a line over kMaxLineBytes
    ProtocolMismatch, // protocol_mismatch: hello asked for a protocol this agent does not speak
    NoHello,          // no_hello: a message that needs a hello came before it
    UnknownType,      // unknown_type
    UnknownRun,       // unknown_run: cancel of a run that is not active
    DuplicateRun,     // duplicate_run: a run_id that was already used
    Busy,             // busy: another run is active
    Internal,         // internal: a bug or an unexpected exception in the agent
    // The run as asked.
    BadRun,             // bad_run: the run message or its options are wrong
    BadState,           // bad_state
    BadWorkload,        // bad_workload
    BadContract,        // bad_contract
    Unenforceable,      // unenforceable: a resource level this backend cannot make physical
    BackendUnavailable, // backend_unavailable
    // The run as it went.
    ConstraintFailed, // constraint_failed: applying an enforceable level failed
    Oom,              // oom
    KernelFailed,     // kernel_failed
    ProbeFailed,      // probe_failed
    CommandFailed,    // command_failed
    NoMetrics,        // no_metrics
    Timeout,          // timeout
    Cancelled,        // cancelled
    // Protocol 2.
    BadSeq,  // bad_seq: attach or ack with a seq the run never reached
    RunLost, // run_lost: a detached run's process ended without a final event (killed, host rebooted)
};

inline constexpr ErrorCode kAllErrorCodes[] = {
    ErrorCode::Malformed,   ErrorCode::Oversized,     ErrorCode::ProtocolMismatch,   ErrorCode::NoHello,
    ErrorCode::UnknownType, ErrorCode::UnknownRun,    ErrorCode::DuplicateRun,       ErrorCode::Busy,
    ErrorCode::Internal,    ErrorCode::BadRun,        ErrorCode::BadState,           ErrorCode::BadWorkload,
    ErrorCode::BadContract, ErrorCode::Unenforceable, ErrorCode::BackendUnavailable, ErrorCode::ConstraintFailed,
    ErrorCode::Oom,         ErrorCode::KernelFailed,  ErrorCode::ProbeFailed,        ErrorCode::CommandFailed,
    ErrorCode::NoMetrics,   ErrorCode::Timeout,       ErrorCode::Cancelled,          ErrorCode::BadSeq,
    ErrorCode::RunLost,
};

std::string_view name(ErrorCode code);
// nullopt for a name this build does not know (e.g. from a newer agent): keep the text, never crash.
std::optional<ErrorCode> errorCodeFromName(std::string_view name);

// What a campaign runner should do with a failed run.
enum class ErrorClass {
    Configuration, // the run can never succeed as configured: stop the campaign with the reason
    Inconclusive,  // infrastructure trouble: retry, never a verdict
    Cancelled,     // someone asked for it to stop
};

ErrorClass errorClass(ErrorCode code);

} // namespace luma::protocol
