#pragma once
// A real single-node Slurm for tests, owned by the test: its own munged (own key and socket),
// slurmctld and slurmd on free ports, with state, spool, logs and slurm.conf in a temporary
// folder, found by clients through SLURM_CONF (set in this process; an sshd adds it with SetEnv).
// Recipe: ../shared/TOOLCHAIN.md, "Real servers for tests". Needs root (SlurmUser=root; slurmd
// runs jobs as their users) and the packages slurm-wlm and munge (packaging/install-deps.sh).
// Two partitions: `debug` (the default, up) and `down` (down: a job there pends for ever).
// The node has one count-only GPU gres, so that --gres=gpu:1 is satisfiable and gpu:2 is not.
#include "free_port.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <fstream>
#include <netinet/in.h>
#include <random>
#include <string>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace luma::test {

class SlurmCluster {
public:
    ~SlurmCluster() { stop(); }

    // Starts munged, slurmctld and slurmd and waits until the node is idle; false with `why`
    // (what is missing, or the daemons' log tails) when it cannot.
    bool start(std::string* why) {
        for (const char* bin :
             {"/usr/sbin/munged", "/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sbatch", "/usr/bin/sinfo"})
            if (access(bin, X_OK) != 0)
                return fail(why, std::string("no ") + bin +
                                     ": install slurm-wlm and munge (packaging/install-deps.sh does)");
        if (getuid() != 0)
            return fail(why, "a test Slurm needs root (SlurmUser=root, and slurmd runs jobs as their users)");
        if (!m_dir.isValid()) return fail(why, "no temporary folder");
        if (!writeKey()) return fail(why, "cannot write the munge key");
        for (const char* d : {"state", "spool"}) mkdir(path(d).c_str(), 0700);
        start(m_munged, "/usr/sbin/munged",
              {"-F", "-f", "--socket", q(path("munge.socket")), "--key-file", q(path("munge.key")), "--pid-file",
               q(path("munged.pid")), "--seed-file", q(path("munged.seed")), "--log-file", q(path("munged.log"))});
        if (!waitFor([&] { return access(path("munge.socket").c_str(), F_OK) == 0; }, 10000))
            return fail(why, "munged did not start: " + output(m_munged) + tail("munged.log"));
        m_ctldPort = freeLoopbackPort();
        m_dPort = freeLoopbackPort();
        writeConfig();
        setenv("SLURM_CONF", conf().c_str(), 1);
        start(m_ctld, "/usr/sbin/slurmctld", {"-D", "-f", q(conf())});
        start(m_slurmd, "/usr/sbin/slurmd", {"-D", "-N", "localhost", "-f", q(conf())});
        std::string state;
        if (!waitFor([&] { return (state = run({"sinfo", "-h", "-p", "debug", "-o", "%T"})) == "idle"; }, 30000))
            return fail(why, "Slurm did not come up (node state \"" + state + "\"); slurmctld: " + output(m_ctld) +
                                 tail("slurmctld.log") + "; slurmd: " + output(m_slurmd) + tail("slurmd.log"));
        return true;
    }

    void stop() {
        for (QProcess* p : {&m_slurmd, &m_ctld, &m_munged}) {
            if (p->state() == QProcess::NotRunning) continue;
            p->terminate(); // slurmd ends its job steps on SIGTERM
            if (!p->waitForFinished(5000)) {
                p->kill();
                p->waitForFinished(5000);
            }
        }
    }

    std::string conf() const { return path("slurm.conf"); }
    std::string path(const std::string& name) const {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }
    // The jobs Slurm knows that are not finished ("" when none), as "ID STATE" lines.
    std::string activeJobs() { return run({"squeue", "-h", "-t", "PD,CF,R,CG,S", "-o", "%i %T"}); }
    // A client command's stdout (trimmed), with the cluster's SLURM_CONF.
    std::string run(const QStringList& argv) {
        QProcess p;
        p.start(argv.front(), argv.mid(1));
        if (!p.waitForFinished(20000)) {
            p.kill();
            p.waitForFinished();
            return "(timed out)";
        }
        return QString::fromUtf8(p.readAllStandardOutput()).trimmed().toStdString();
    }
    std::string tail(const std::string& log) const {
        std::ifstream in(path(log));
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        return " [" + log + ": " + (text.size() > 1500 ? text.substr(text.size() - 1500) : text) + "]";
    }

private:
    static bool fail(std::string* why, const std::string& text) {
        if (why) *why = text;
        return false;
    }
    static QString q(const std::string& s) { return QString::fromStdString(s); }

    template <class F>
    static bool waitFor(F ready, int ms) {
        for (int waited = 0; waited < ms; waited += 100) {
            if (ready()) return true;
            QThread::msleep(100);
        }
        return ready();
    }

    static void start(QProcess& p, const char* program, const QStringList& args) {
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setChildProcessModifier([] { prctl(PR_SET_PDEATHSIG, SIGTERM); }); // a crashed test takes its daemons along
        p.start(program, args);
        p.waitForStarted(10000);
    }

    static std::string output(QProcess& p) {
        p.waitForReadyRead(100);
        const std::string text = p.readAll().toStdString();
        return (p.state() == QProcess::NotRunning ? "(exited) " : "") +
               (text.size() > 1500 ? text.substr(text.size() - 1500) : text);
    }

    bool writeKey() {
        std::random_device rd;
        std::string key(1024, '\0');
        for (auto& c : key) c = static_cast<char>(rd());
        std::ofstream(path("munge.key"), std::ios::binary) << key;
        return chmod(path("munge.key").c_str(), 0600) == 0;
    }

    void writeConfig() {
        const long cpus = std::max(1L, sysconf(_SC_NPROCESSORS_ONLN));
        std::ofstream(path("slurm.conf"))
            << "ClusterName=lumatest\nSlurmctldHost=localhost\nSlurmctldPort=" << m_ctldPort
            << "\nSlurmdPort=" << m_dPort
            << "\nSlurmUser=root\nAuthType=auth/munge\nCredType=cred/munge\nAuthInfo=socket=" << path("munge.socket")
            << "\nStateSaveLocation=" << path("state") << "\nSlurmdSpoolDir=" << path("spool")
            << "\nSlurmctldPidFile=" << path("slurmctld.pid") << "\nSlurmdPidFile=" << path("slurmd.pid")
            << "\nSlurmctldLogFile=" << path("slurmctld.log") << "\nSlurmdLogFile=" << path("slurmd.log")
            << "\nPlugStackConfig=" << path("plugstack.conf")
            << "\nProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\nSelectType=select/cons_tres\n"
               "SelectTypeParameters=CR_Core\nAccountingStorageType=accounting_storage/none\nJobAcctGatherType=jobacct_gather/none\n"
               "JobCompType=jobcomp/none\nMpiDefault=none\nReturnToService=2\nGresTypes=gpu\n"
            << "NodeName=localhost NodeAddr=127.0.0.1 CPUs=" << cpus << " RealMemory=1000 Gres=gpu:1 State=UNKNOWN\n"
            << "PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP\n"
            << "PartitionName=down Nodes=localhost MaxTime=INFINITE State=DOWN\n";
        std::ofstream(path("gres.conf")) << "NodeName=localhost Name=gpu File=/dev/null\n";
        std::ofstream(path("plugstack.conf")).flush();
    }

    QTemporaryDir m_dir;
    QProcess m_munged, m_ctld, m_slurmd;
    int m_ctldPort = 0, m_dPort = 0;
};

} // namespace luma::test
