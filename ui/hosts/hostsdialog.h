#pragma once
// Run > Hosts…: the hosts a campaign can run on. Lists `local` and the saved host profiles, adds
// one (name + URI, checked by the core/remote parser, its message shown at the field) and
// removes one, and tests one as `luma hosts test` does: on the thread pool, never blocking the
// window. The host key's SHA256 fingerprint is shown; an unknown key gets an explicit "Accept this
// host key" that tests again recording it in known_hosts (as --accept-new-host-key does); a
// changed key is refused with the library's message. A test that is cancelled, or whose dialog
// closes, goes on in the background on its own copies and its outcome is dropped.
#include "remote/client/agent_launcher.h"
#include "ui/hosts/hostreport.h"
#include "ui/jobtracker.h"

#include <QDialog>

class QColor;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace luma::ui {

class HostsModel;

class HostsDialog : public QDialog {
    Q_OBJECT
public:
    // `options`: the agent to start or deploy, the ssh config, and the hosts file ("" = default).
    explicit HostsDialog(const client::LaunchOptions& options, QWidget* parent = nullptr);

    HostsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    bool isTesting() const { return m_testing; }
    QString testedHost() const { return m_host; }
    QString statusText() const;  // the line above the outcome
    QString outcomeText() const; // the outcome as plain text
    // The last outcome shown (Kind::Failed with no host before any test).
    const HostTestOutcome& outcome() const { return m_outcome; }

    // Tests `host` ("local", a profile name or a URI); what the Test button does for the selection.
    void test(const QString& host);
    // Accepts the unknown host key just shown and tests again, recording it.
    void acceptHostKey();
    void cancelTest();

Q_SIGNALS:
    void profilesChanged();
    void testFinished(); // an outcome is shown (not for a cancelled test)

private:
    // The constructor's parts: the hosts list with the form that adds one, the test pane, and what
    // the buttons do.
    QWidget* createHostsPane();
    QWidget* createTestPane();
    void connectActions();
    void start(const QString& host, bool acceptNewHostKey);
    void showOutcome(const HostTestOutcome& outcome);
    void setStatus(const QString& title, const QString& detail, const QColor& color);
    void setTesting(bool on);
    void addHost();
    void removeSelected();
    void updateButtons();
    int selectedRow() const;
    void markField(QLineEdit* field, const QString& message);

    client::LaunchOptions m_options;
    HostsModel* m_model;
    QTableView* m_view;
    QLineEdit* m_name;
    QLineEdit* m_uri;
    QLabel* m_addError;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_test;
    QLabel* m_status;
    QString m_statusPlain;
    QProgressBar* m_busy;
    QPushButton* m_cancel;
    QLabel* m_fingerprint;
    QPushButton* m_accept;
    QTextBrowser* m_report;
    QString m_reportPlain;
    JobTracker<HostTestOutcome> m_jobs;
    bool m_testing = false;
    QString m_host;
    std::string m_acceptedFingerprint; // the one the user accepted, to compare with what got recorded
    HostTestOutcome m_outcome;
};

} // namespace luma::ui
