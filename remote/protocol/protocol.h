#pragma once
// The agent protocol: newline-delimited JSON objects over a byte stream (stdin/stdout of a
// local child, an SSH exec channel, a Slurm step). Every message has "type".
//   client → agent: hello {protocol}, run {run_id, workload, state?, contract?, interventions?},
//                   cancel {run_id}, ping {nonce?}, shutdown
//   agent → client: hello {protocol, agent_version, build_sha256, host}, accepted {kind},
//                   telemetry {data}, result {metrics, verdict?, mechanisms, wall_s, …},
//                   error {code, message, run_id?, supported?}, pong {nonce?, time}, bye
// Every event of a run (accepted, telemetry, result, and the error that ends a run) carries
// run_id, a per-run increasing seq from 1, and the agent's wall-clock time. An error that
// refuses a run before it starts (bad_run, busy, …) carries run_id but no seq. The agent runs
// one workload at a time: a run sent while another is active gets `busy`.
// messages.h holds each message as a struct with toJson() and a validating parse;
// error_code.h names every error code and what a client should conclude from it;
// line_framer.h and message.h split a byte stream into bounded lines and JSON objects.
#include <cstddef>

namespace luma::protocol {

inline constexpr int kVersion = 1;
inline constexpr std::size_t kMaxLineBytes = 4 * 1024 * 1024;

} // namespace luma::protocol
