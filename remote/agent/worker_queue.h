#pragma once
// Runs served by a worker on another machine through a spool on a shared file system: how a
// Slurm host works (remote/client/slurm_launcher.h). The batch job on the compute node runs
// `luma-agent --worker ROOT`; the client talks to `luma-agent --stdio --state-root ROOT
// --runs-by-worker` on the login node over SSH. That agent queues each run in its spool folder
// instead of starting it, and follows the folder's events.jsonl as for any detached run; the
// worker picks queued runs one at a time and runs each to its final event in a child that holds
// the run's lock. No port is opened anywhere: the shared home carries everything.
//
// Files in the spool root, beside the run folders of spool.h:
//   worker.lock   flock()ed by the worker for its whole life (so, as for a runner, the kernel
//                 drops it when the worker dies; the file system must pass flock between nodes,
//                 as NFSv4 and Lustre mounted with -o flock do)
//   worker.json   {"host": <its hello facts>, "pid", "job", "node"}, written once it serves
//   stop          asks the worker to exit when its current run has ended
// and in a run's folder:
//   queued        the run waits for the worker; removed by the runner once it holds the lock,
//                 so at any moment a live run is queued, locked, or has its final event
#include <nlohmann/json.hpp>

#include <string>

namespace luma::agent {

// The connection's side: marks the run of `folder` (made by Spool::create) for the worker.
void enqueueRun(const std::string& folder);
bool runQueued(const std::string& folder);
// Whether a worker holds `root`'s worker lock.
bool workerAlive(const std::string& root);
// What the worker said about its host in worker.json (untrusted file content: an object or null).
nlohmann::json workerHost(const std::string& root);

// The worker: serves `root` until `stop` appears or no run was queued for `idleExitS` seconds.
// Returns the exit status (3 when another worker already serves the root).
int workerMain(const std::string& root, double idleExitS);

} // namespace luma::agent
