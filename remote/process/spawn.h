#pragma once
// The one way LUMA starts a process: posix_spawn of an argv (no shell) in its own process
// group, with pipes for its output, so that cancelling kills the whole group and a terminal's
// Ctrl-C reaches only the face, which then stops its children cleanly. Used for the agent
// child of the client and for the agent's command workloads.
#include <optional>
#include <stdexcept>
#include <string>
#include <sys/types.h>
#include <vector>

namespace luma::process {

class SpawnError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct SpawnSpec {
    std::vector<std::string> argv;     // argv[0] is looked up in PATH when it has no '/'
    std::vector<std::string> extraEnv; // NAME=value, added to this process's environment
    bool pipeStdin = false;            // false: stdin is /dev/null
};

// A running child and its pipes (close-on-exec, non-blocking output). Destroying a child that
// was not reaped kills its process group and reaps it, so no zombie or orphan is left.
class Child {
public:
    Child() = default;
    Child(Child&& other) noexcept;
    Child& operator=(Child&& other) noexcept;
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;
    ~Child();

    pid_t pid() const { return m_pid; }
    int stdinFd() const { return m_in; }
    int stdoutFd() const { return m_out; }
    int stderrFd() const { return m_err; }
    void closeStdin();
    void closeOutput(); // stdout and stderr

    void signalGroup(int signal) const; // the child and everything it started
    std::optional<int> tryWait();       // the wait status once it has exited
    int wait();                         // blocks; the wait status
    // Waits up to `graceS`, then SIGKILLs the group and reaps.
    int waitOrKill(double graceS);

private:
    friend Child spawn(const SpawnSpec&);
    void reset() noexcept;
    pid_t m_pid = -1;
    int m_in = -1, m_out = -1, m_err = -1;
    std::optional<int> m_status;
};

// Throws SpawnError naming the program and the reason ("cannot run \"vllm\": No such file or directory").
Child spawn(const SpawnSpec& spec);

} // namespace luma::process
