#pragma once
// Runs core's luma::qualify on a worker thread with the agent executor, as `luma qualify` does
// (on the campaign's own hosts, or on those picked in the toolbar, as with --host), and delivers
// its typed events on the UI thread (queued), in order. Cancel goes through the CancelToken: the
// agent really stops the running run, the project stays consistent, and starting again resumes.
// Events of an earlier start never reach the views (generation check).
#include "core/qualify/progress.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QThread;

namespace luma {
class CancelToken;
}

namespace luma::ui {

class CampaignRunner : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Running, Cancelling };
    enum class End { Finished, Cancelled, Stopped, Failed };
    Q_ENUM(End)

    explicit CampaignRunner(QObject* parent = nullptr);
    ~CampaignRunner() override; // cancels and waits for the worker

    State state() const { return m_state; }
    bool isRunning() const { return m_state != State::Idle; }
    // The agent to start for "local"; empty: client::defaultAgentPath() (next to the executable,
    // or $LUMA_AGENT).
    void setAgentPath(const QString& path) { m_agentPath = path; }
    // Where the next start runs, as `luma qualify --host` (LaunchOptions::hosts): "local", profile
    // names or URIs; empty: the campaign's own `hosts`. A running qualification keeps its hosts.
    void setHosts(const QStringList& hosts) { m_hosts = hosts; }
    QStringList hosts() const { return m_hosts; }

    // Loads the campaign file and qualifies it into the project on a worker thread. Returns
    // false (and emits nothing) while a qualification is still running.
    bool start(const QString& campaignFile, const QString& projectPath);
    void cancel();

Q_SIGNALS:
    void started();
    void qualifyEvent(const luma::QualifyEvent& event);
    // Before any run of `campaign`: the states of its space that no host of the pool can realise,
    // each with every host's reason (the last entry may say how many more). A run of one stops
    // the campaign, so the user sees which, and why, first.
    void unrealisable(const QString& campaign, const QStringList& states);
    // Finished: the report is stored in the project, and `message` names the campaign qualified (the
    // last type's, NAME@TYPE, of a campaign over accelerator types). Otherwise it says why it ended.
    void ended(luma::ui::CampaignRunner::End end, const QString& message);

private:
    void deliver(quint64 generation, const QualifyEvent& e);
    void finish(quint64 generation, End end, const QString& message);

    State m_state = State::Idle;
    quint64 m_generation = 0;
    QString m_agentPath;
    QStringList m_hosts;
    std::shared_ptr<CancelToken> m_cancel;
    QThread* m_thread = nullptr;
};

} // namespace luma::ui
