#pragma once
// Heavy work off the UI thread, as KDAB hotspot does it: a job runs on the thread pool and
// delivers its typed result on the owner's thread; a result that arrives after a newer job
// started is dropped, because the user has moved on. The work must not touch the owner (it
// gets everything by value) and must not throw (it returns errors in its result).
// A job superseded by a newer one is also told to stop: work that takes a `const CancelToken&`
// gets a token that is cancelled when the next job starts, on invalidate(), and when the
// tracker is destroyed (core's explore and simulate check it at their step boundaries), so a
// user who keeps typing does not queue up sweeps nobody will see.
#include "core/util/cancel.h"

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <type_traits>
#include <utility>

namespace luma::ui {

template <class Result>
class JobTracker {
public:
    explicit JobTracker(QObject* owner) : m_owner(owner) {}
    ~JobTracker() { cancelCurrent(); }
    JobTracker(const JobTracker&) = delete;
    JobTracker& operator=(const JobTracker&) = delete;

    template <class Work, class Done>
    void start(Work work, Done done) {
        cancelCurrent();
        const quint64 generation = ++m_generation;
        auto* watcher = new QFutureWatcher<Result>(m_owner);
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_owner, [this, watcher, generation, done] {
            watcher->deleteLater();
            --m_running;
            if (generation != m_generation) {
                ++m_dropped; // stale: a newer job owns the view
                return;
            }
            ++m_delivered;
            done(watcher->result());
        });
        ++m_running;
        if constexpr (std::is_invocable_v<Work, const CancelToken&>) {
            m_cancel = std::make_shared<CancelToken>();
            watcher->setFuture(QtConcurrent::run([work = std::move(work), token = m_cancel] { return work(*token); }));
        } else {
            watcher->setFuture(QtConcurrent::run(std::move(work)));
        }
    }

    // Results of jobs started before this call are dropped (and those jobs told to stop).
    void invalidate() {
        cancelCurrent();
        ++m_generation;
    }
    bool busy() const { return m_running > 0; }
    long long delivered() const { return m_delivered; }
    long long dropped() const { return m_dropped; }

private:
    void cancelCurrent() {
        if (m_cancel) m_cancel->cancel();
        m_cancel.reset();
    }

    QObject* m_owner;
    std::shared_ptr<CancelToken> m_cancel; // the running cancellable job's, shared with it
    quint64 m_generation = 0;
    int m_running = 0;
    long long m_delivered = 0, m_dropped = 0;
};

} // namespace luma::ui
