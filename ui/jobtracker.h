#pragma once
// Heavy work off the UI thread, as KDAB hotspot does it: a job runs on the thread pool and
// delivers its typed result on the owner's thread; a result that arrives after a newer job
// started is dropped, because the user has moved on. The work must not touch the owner (it
// gets everything by value) and must not throw (it returns errors in its result).
#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace luma::ui {

template <class Result>
class JobTracker {
public:
    explicit JobTracker(QObject* owner) : m_owner(owner) {}

    template <class Work, class Done>
    void start(Work work, Done done) {
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
        watcher->setFuture(QtConcurrent::run(std::move(work)));
    }

    // Results of jobs started before this call are dropped.
    void invalidate() { ++m_generation; }
    bool busy() const { return m_running > 0; }
    long long delivered() const { return m_delivered; }
    long long dropped() const { return m_dropped; }

private:
    QObject* m_owner;
    quint64 m_generation = 0;
    int m_running = 0;
    long long m_delivered = 0, m_dropped = 0;
};

} // namespace luma::ui
