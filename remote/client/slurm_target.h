#pragma once
// What a `slurm://` host names: `slurm://[user@]login-host[:port]?partition=…&gres=…&account=…&time=…`,
// the cluster's login node (reached over SSH exactly as `ssh://` would reach it, ssh config and
// all) and what each batch job asks of Slurm. Query keys:
//   partition, account   passed to sbatch as --partition / --account
//   gres                 --gres, e.g. gpu:1 or gpu:a100:2 (GPU requests)
//   time                 --time, as Slurm writes it: MINUTES, [D-]HH:MM[:SS] or MM:SS
//   exclusive            yes (default) | no: --exclusive, a whole node, as a machine state claims
//   max_pending          seconds a job may wait in the queue before it is cancelled (default 600)
//   agent_root           where the agent is installed and runs are spooled on the shared home
// An unknown key, a repeated one or a value Slurm would not take is refused by name.
#include "remote/client/ssh_target.h"

#include <optional>
#include <string>

namespace luma::client {

struct SlurmTarget {
    SshTarget login;       // user, host, port and agent_root of the login node
    std::string partition; // "" = the cluster's default
    std::string gres;
    std::string account;
    std::string time; // "" = the partition's default limit
    bool exclusive = true;
    double maxPendingS = 600;
    std::string uri() const; // the canonical form
};

bool isSlurmUri(const std::string& text);
// The target, or nullopt with `error` naming the part that is wrong.
std::optional<SlurmTarget> parseSlurmUri(const std::string& text, std::string* error);

} // namespace luma::client
