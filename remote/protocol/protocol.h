#pragma once
// The agent protocol: newline-delimited JSON objects over a byte stream (stdin/stdout of a
// local child, an SSH exec channel, a Slurm step). Every message has "type".
//   client → agent: hello {protocol}, run {run_id, workload, state?, contract?}, cancel {run_id},
//                   ping {nonce?}, shutdown
//   agent → client: hello {protocol, agent_version, build_sha256, host}, accepted, telemetry,
//                   result, error, pong
// Every event of a run carries run_id and a per-run increasing seq.
#include <cstddef>

namespace luma::protocol {

inline constexpr int kVersion = 1;
inline constexpr std::size_t kMaxLineBytes = 4 * 1024 * 1024;

} // namespace luma::protocol
