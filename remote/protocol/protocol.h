#pragma once
// The agent protocol: newline-delimited JSON objects over a byte stream (stdin/stdout of a
// local child, an SSH exec channel, a Slurm step). Every message has "type".
//   client → agent: hello {protocol}, run {run_id, workload, state?, contract?, interventions?},
//                   cancel {run_id}, ping {nonce?}, shutdown,
//                   attach {run_id, from_seq}, ack {run_id, seq}                  (protocol 2)
//   agent → client: hello {protocol, agent_version, build_sha256, host, detached_runs?}, accepted {kind},
//                   telemetry {data}, result {metrics, verdict?, mechanisms, wall_s, …},
//                   error {code, message, run_id?, supported?}, pong {nonce?, time}, bye,
//                   heartbeat {run_id, time}                                        (protocol 3)
// Every event of a run (accepted, telemetry, result, and the error that ends a run) carries
// run_id, a per-run increasing seq from 1, and the agent's wall-clock time. An error that
// refuses a run before it starts (bad_run, busy, …) carries run_id but no seq. The agent runs
// one workload at a time: a run sent while another is active gets `busy`.
// Protocol 2 (detached runs): an agent started with a state root (hello says detached_runs)
// runs each run as its own process session that writes its events to an on-disk spool; the
// connection that sent `run` is attached to it, and a later connection sends `attach` to get
// the events after the seq it committed (replayed, then live). `ack` of the final event drops
// the spool. A run is never lost with its connection, and never run twice: the client attaches
// instead of resending. An agent speaks protocols 1 and 2; the client asks for 2 and refuses an
// agent that answers otherwise (protocol_mismatch names the versions on both sides).
// Protocol 3 (heartbeats): while a run is alive on a connection (running here, or followed in the
// spool), the agent sends `heartbeat` for it every kHeartbeatIntervalS. It is no event of the run
// (no seq, never spooled or replayed). A client that hears nothing at all from the agent for
// kSilenceLimitS while it awaits a run's end takes the agent as lost: the run ends inconclusive
// (a detached run is attached to again over a new connection) and the campaign moves on, on every
// transport, however long the run's own deadline. An agent speaks protocols 1 to 3; the client
// asks for 3.
// messages.h holds each message as a struct with toJson() and a validating parse;
// error_code.h names every error code and what a client should conclude from it;
// line_framer.h and message.h split a byte stream into bounded lines and JSON objects.
#include <cstddef>

namespace luma::protocol {

inline constexpr int kVersion = 3;
inline constexpr int kOldestVersion = 1;    // the agent still greets protocol 1 clients
inline constexpr int kHeartbeatVersion = 3; // the first protocol with heartbeats
inline constexpr double kHeartbeatIntervalS = 1.0;
// The client's default; LUMA_AGENT_SILENCE_S overrides it (a slow link), see README.
inline constexpr double kSilenceLimitS = 5.0;
inline constexpr std::size_t kMaxLineBytes = 4 * 1024 * 1024;

} // namespace luma::protocol
