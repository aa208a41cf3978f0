#include "remote/process/spawn.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace luma::process {

namespace {

struct Pipe {
    int fd[2] = {-1, -1};
    Pipe() {
        if (pipe2(fd, O_CLOEXEC) != 0) throw SpawnError(std::string("pipe: ") + std::strerror(errno));
    }
    ~Pipe() {
        for (int f : fd)
            if (f >= 0) close(f);
    }
    int take(int end) {
        int f = fd[end];
        fd[end] = -1;
        return f;
    }
};

// posix_spawn's attribute and file-action objects, destroyed on every path.
struct SpawnSetup {
    posix_spawnattr_t attr;
    posix_spawn_file_actions_t actions;
    SpawnSetup() {
        posix_spawnattr_init(&attr);
        posix_spawn_file_actions_init(&actions);
    }
    ~SpawnSetup() {
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attr);
    }
};

} // namespace

Child spawn(const SpawnSpec& spec) {
    if (spec.argv.empty() || spec.argv[0].empty()) throw SpawnError("cannot run an empty argv");
    std::vector<char*> args;
    for (const auto& a : spec.argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) env.emplace_back(*e);
    env.insert(env.end(), spec.extraEnv.begin(), spec.extraEnv.end());
    std::vector<char*> envp;
    envp.reserve(env.size() + 1);
    for (auto& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);

    Pipe in, out, err;
    SpawnSetup s;
    // Its own process group; default signal dispositions and an empty mask, whatever the
    // parent ignores (the client ignores SIGPIPE, which a user's benchmark must not inherit).
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD}) sigaddset(&defaults, sig);
    posix_spawnattr_setflags(&s.attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    posix_spawnattr_setpgroup(&s.attr, 0);
    posix_spawnattr_setsigmask(&s.attr, &none);
    posix_spawnattr_setsigdefault(&s.attr, &defaults);
    if (spec.pipeStdin)
        posix_spawn_file_actions_adddup2(&s.actions, in.fd[0], 0);
    else
        posix_spawn_file_actions_addopen(&s.actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&s.actions, out.fd[1], 1);
    posix_spawn_file_actions_adddup2(&s.actions, err.fd[1], 2);

    pid_t pid = -1;
    // glibc reports a failed exec as posix_spawn's result (it spawns with CLONE_VFORK).
    const int rc = posix_spawnp(&pid, args[0], &s.actions, &s.attr, args.data(), envp.data());
    if (rc != 0) throw SpawnError("cannot run \"" + spec.argv[0] + "\": " + std::strerror(rc));
    Child child;
    child.m_pid = pid;
    child.m_in = spec.pipeStdin ? in.take(1) : -1;
    child.m_out = out.take(0);
    child.m_err = err.take(0);
    fcntl(child.m_out, F_SETFL, O_NONBLOCK);
    fcntl(child.m_err, F_SETFL, O_NONBLOCK);
    return child;
}

Child::Child(Child&& o) noexcept { *this = std::move(o); }

Child& Child::operator=(Child&& o) noexcept {
    if (this != &o) {
        reset();
        m_pid = o.m_pid;
        m_in = o.m_in;
        m_out = o.m_out;
        m_err = o.m_err;
        m_status = o.m_status;
        o.m_pid = o.m_in = o.m_out = o.m_err = -1;
        o.m_status.reset();
    }
    return *this;
}

Child::~Child() { reset(); }

void Child::reset() noexcept {
    if (m_pid > 0 && !m_status) {
        kill(-m_pid, SIGKILL);
        int st = 0;
        while (waitpid(m_pid, &st, 0) < 0 && errno == EINTR) {}
    }
    closeStdin();
    closeOutput();
    m_pid = -1;
    m_status.reset();
}

void Child::closeStdin() {
    if (m_in >= 0) close(m_in);
    m_in = -1;
}

void Child::closeOutput() {
    for (int* fd : {&m_out, &m_err}) {
        if (*fd >= 0) close(*fd);
        *fd = -1;
    }
}

void Child::signalGroup(int signal) const {
    if (m_pid > 0) kill(-m_pid, signal);
}

std::optional<int> Child::tryWait() {
    if (m_status || m_pid <= 0) return m_status;
    int st = 0;
    pid_t r;
    while ((r = waitpid(m_pid, &st, WNOHANG)) < 0 && errno == EINTR) {}
    if (r == m_pid) m_status = st;
    return m_status;
}

int Child::wait() {
    if (m_status || m_pid <= 0) return m_status.value_or(0);
    int st = 0;
    while (waitpid(m_pid, &st, 0) < 0 && errno == EINTR) {}
    m_status = st;
    return st;
}

int Child::waitOrKill(double graceS) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(graceS);
    while (!tryWait() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (!m_status) {
        signalGroup(SIGKILL);
        wait();
    }
    return *m_status;
}

} // namespace luma::process
