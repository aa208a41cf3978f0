#include "ui/looprunner.h"

#include <QMetaObject>
#include <QThread>

namespace luma::ui {

LoopRunner::LoopRunner(QObject* parent) : QObject(parent) {}

LoopRunner::~LoopRunner() {
    if (m_cancel) m_cancel->cancel();
    reap();
}

void LoopRunner::reap() {
    if (!m_thread) return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

bool LoopRunner::start(Work work) {
    if (m_running) return false;
    reap(); // the previous worker has ended
    const quint64 generation = ++m_generation;
    m_cancel = std::make_shared<CancelToken>();
    m_running = true;
    auto cancel = m_cancel;
    // The worker only posts to `this`, which outlives it: the destructor cancels and waits.
    m_thread = QThread::create([this, generation, work = std::move(work), cancel] {
        const Progress progress = [this, generation](const std::string& line) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, text = QString::fromStdString(line)] {
                    if (generation == m_generation) Q_EMIT this->progress(text);
                },
                Qt::QueuedConnection);
        };
        End end = End::Finished;
        QString message;
        nlohmann::json result;
        try {
            result = work(*cancel, progress);
        } catch (const Cancelled&) {
            end = End::Cancelled;
            message = tr("Cancelled: the runs that finished are kept in the project; Start resumes.");
        } catch (const std::exception& e) { // SpecError, AgentError, CampaignStopped, a store failure
            end = End::Failed;
            message = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, end, message, result = std::move(result)]() mutable {
                if (generation != m_generation) return;
                m_running = false;
                if (end == End::Finished) m_result = std::move(result);
                Q_EMIT ended(end, message);
            },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("luma-loop"));
    m_thread->start();
    Q_EMIT started();
    return true;
}

void LoopRunner::cancel() {
    if (m_running && m_cancel) m_cancel->cancel();
}

} // namespace luma::ui
