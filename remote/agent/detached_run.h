#pragma once
// A detached run: `luma-agent --detached-run FOLDER` runs the run of a spool folder (spool.h) as
// its own process session, so that it lives on when the connection that asked for it (the SSH
// channel, the agent on it, their stdio) is gone, and writes every event to the folder's
// events.jsonl. Cancellation comes through the folder too (a `cancel` file), so any later
// connection can ask for it.
#include <string>

namespace luma::agent {

// The connection's side: starts this binary's runner for `folder` and returns once the runner
// holds the folder's lock (so that a run sent right after sees the machine busy). Throws
// std::runtime_error with the reason when it cannot.
void startDetachedRun(const std::string& folder);

// The runner's side, called from main before any thread exists: forks into a new session (the
// caller's child exits at once, its grandchild is the run), then runs the workload to its final
// event. Returns the exit status for the process that returns (either of them).
int detachedRunMain(const std::string& folder);

// A worker's side (worker_queue.h): runs the queued run of `folder` in this process, a child the
// worker forked and waits for, so that the run stays inside the worker's batch job (a Slurm job
// tracks and cancels its processes by descent). Waits for the folder's lock (a connection may
// hold it for an instant to test it), removes `queued` and runs the workload to its final event;
// a run that already has events (its runner died after taking it) is not run again.
int queuedRunMain(const std::string& folder);

} // namespace luma::agent
