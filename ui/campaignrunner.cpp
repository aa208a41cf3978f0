#include "ui/campaignrunner.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/campaigns_by_type.h"
#include "core/qualify/qualifier.h"
#include "core/util/cancel.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"
#include "remote/client/local_transport.h"

#include <QMetaObject>
#include <QThread>

namespace luma::ui {

CampaignRunner::CampaignRunner(QObject* parent) : QObject(parent) {}

CampaignRunner::~CampaignRunner() {
    if (m_cancel) m_cancel->cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool CampaignRunner::start(const QString& campaignFile, const QString& projectPath) {
    if (m_state != State::Idle) return false;
    if (m_thread) { // the previous worker has ended (state is Idle); reap it
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    const quint64 generation = ++m_generation;
    m_cancel = std::make_shared<CancelToken>();
    m_state = State::Running;
    const std::string file = campaignFile.toStdString(), db = projectPath.toStdString();
    client::LaunchOptions launch{m_agentPath.isEmpty() ? client::defaultAgentPath() : m_agentPath.toStdString()};
    for (const QString& host : m_hosts) launch.hosts.push_back(host.toStdString());
    auto cancel = m_cancel;
    // The worker only posts to `this`, which outlives it: the destructor cancels and waits.
    m_thread = QThread::create([this, generation, file, db, launch, cancel] {
        auto post = [this, generation](const QualifyEvent& e) {
            QMetaObject::invokeMethod(
                this, [this, generation, e] { deliver(generation, e); }, Qt::QueuedConnection);
        };
        End end = End::Finished;
        QString message;
        try {
            const Campaign campaign = loadCampaign(file);
            EvidenceStore store(db);
            QualifyOptions options;
            options.cancel = cancel.get();
            options.progress = post;
            // A campaign over accelerator types is a campaign per type (NAME@TYPE), one after another.
            for (const auto& type : campaignsByType(campaign)) {
                if (type.empty) continue;
                const auto executor = client::makeExecutor(type.campaign, launch);
                executor->survey(cancel.get()); // greets every host: their facts say what each can realise
                if (const auto states = executor->unrealisableStates(type.campaign.space); !states.empty()) {
                    QStringList list;
                    for (const auto& s : states) list << QString::fromStdString(s);
                    const QString name = QString::fromStdString(type.campaign.name);
                    QMetaObject::invokeMethod(
                        this,
                        [this, generation, name, list] {
                            if (generation == m_generation) Q_EMIT unrealisable(name, list);
                        },
                        Qt::QueuedConnection);
                }
                message = QString::fromStdString(qualify(type.campaign, store, *executor, options).campaign);
            }
        } catch (const Cancelled&) {
            end = End::Cancelled;
            message = tr("Cancelled: the runs that finished are kept in the project; Start resumes.");
        } catch (const CampaignStopped& e) {
            end = End::Stopped;
            message = QString::fromStdString(e.what());
        } catch (const std::exception& e) { // SpecError, AgentError, a store failure
            end = End::Failed;
            message = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this, [this, generation, end, message] { finish(generation, end, message); }, Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("luma-qualify"));
    m_thread->start();
    Q_EMIT started();
    return true;
}

void CampaignRunner::cancel() {
    if (m_state != State::Running || !m_cancel) return;
    m_state = State::Cancelling;
    m_cancel->cancel();
}

void CampaignRunner::deliver(quint64 generation, const QualifyEvent& e) {
    if (generation != m_generation) return; // from an earlier start
    Q_EMIT qualifyEvent(e);
}

void CampaignRunner::finish(quint64 generation, End end, const QString& message) {
    if (generation != m_generation) return;
    m_state = State::Idle;
    Q_EMIT ended(end, message);
}

} // namespace luma::ui
