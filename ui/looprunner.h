#pragma once
// Runs one of core's long loops that prove on agents (luma::tune's proofs, luma::codesign) on a
// worker thread, as CampaignRunner runs qualify: its progress lines and its end arrive on the UI
// thread (queued), in order; Cancel goes through the CancelToken (the agent stops the running
// run, the runs that finished stay in the project, and starting again resumes without repeating
// them). Lines and ends of an earlier start never reach the views (generation check).
#include "core/util/cancel.h"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <string>

class QThread;

namespace luma::ui {

class LoopRunner : public QObject {
    Q_OBJECT
public:
    enum class End { Finished, Cancelled, Failed };
    Q_ENUM(End)
    using Progress = std::function<void(const std::string&)>;
    // The loop: runs on the worker thread with everything it needs by value, returns its result
    // as JSON, throws luma::Cancelled when the token stopped it and anything else as a failure.
    using Work = std::function<nlohmann::json(const CancelToken&, const Progress&)>;

    explicit LoopRunner(QObject* parent = nullptr);
    ~LoopRunner() override; // cancels and waits for the worker

    bool isRunning() const { return m_running; }
    // False (and nothing happens) while a loop is still running.
    bool start(Work work);
    void cancel();
    // The last finished loop's result (null before one finished).
    const nlohmann::json& result() const { return m_result; }

Q_SIGNALS:
    void started();
    void progress(const QString& line);
    // Finished: result() holds the loop's JSON. Otherwise `message` says why it ended.
    void ended(luma::ui::LoopRunner::End end, const QString& message);

private:
    void reap();

    bool m_running = false;
    quint64 m_generation = 0;
    std::shared_ptr<CancelToken> m_cancel;
    QThread* m_thread = nullptr;
    nlohmann::json m_result;
};

} // namespace luma::ui
