// Remote hosts in the workbench: the hosts model over a temporary hosts.json (the file `luma hosts`
// edits) under QAbstractItemModelTester; the Hosts dialog adding a host (a bad URI refused with
// the core/remote parser's own message at its field, a good one saved), testing `local` (the
// agent's hello shown, the window never waiting), a closed port and a host that never answers
// (cancel and close while testing), and against a real loopback sshd the host key flow: unknown
// key shown with its fingerprint, accepted and recorded as --accept-new-host-key does, a changed
// one refused; the toolbar's host picker handing its choice to the campaign runner.
// LUMA_VIEW_SHOTS=DIR keeps the rendered dialog and toolbar as PNGs.
#include "gui_fixture.h"
#include "ssh_server.h"
#include "view_shots.h"

#include "core/util/spec_error.h"
#include "core/version.h"
#include "remote/client/host_profiles.h"
#include "ui/campaignrunner.h"
#include "ui/documents/campaigndocument.h"
#include "ui/hosts/hostpicker.h"
#include "ui/hosts/hostsdialog.h"
#include "ui/hosts/hostsmodel.h"
#include "ui/mainwindow.h"
#include "ui/models/runsmodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSysInfo>
#include <QTableView>
#include <QThreadPool>
#include <QToolBar>
#include <QtTest>

#include <sstream>

using namespace luma;
using namespace luma::ui;

class TestGuiHosts : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::SshServer m_server;
    bool m_up = false;

    QString path(const QString& name) const { return m_dir.filePath(name); }
    static std::string read(const std::string& file) {
        std::ifstream in(file);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }
    // What a dialog's test needs: the real agent, a hosts file, and an ssh config of the test's own
    // (an empty one unless the loopback sshd's), never the developer's.
    client::LaunchOptions options(const QString& hostsFile, const std::string& sshConfig = {}) const {
        client::LaunchOptions o{LUMA_AGENT_BIN};
        o.hostsFile = hostsFile.toStdString();
        o.ssh.configFile = sshConfig.empty() ? path(QStringLiteral("empty_ssh_config")).toStdString() : sshConfig;
        return o;
    }
    static QLabel* label(QWidget& w, const char* name) { return w.findChild<QLabel*>(QLatin1String(name)); }
    static QPushButton* button(QWidget& w, const char* name) { return w.findChild<QPushButton*>(QLatin1String(name)); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // The window reads hosts.json from the default place: the test's, never the developer's.
        qputenv("XDG_CONFIG_HOME", path(QStringLiteral("xdg")).toUtf8());
        unsetenv("SSH_AUTH_SOCK"); // the test's keys only
        std::ofstream(path(QStringLiteral("empty_ssh_config")).toStdString()).flush();
        if (!test::SshServer::installed()) return; // the sshd test skips with the reason
        std::string why;
        QVERIFY2(m_server.start(&why), why.c_str());
        m_up = true;
    }

    void cleanupTestCase() { QThreadPool::globalInstance()->waitForDone(); }

    void modelListsLocalAndTheSavedProfiles() {
        const QString file = path(QStringLiteral("model/hosts.json"));
        {
            client::HostProfiles p(file.toStdString());
            p.add("gpu1", "ssh://root@10.0.0.1:2222");
            p.add("lab", "ssh://lab?agent_root=/scratch/luma");
            p.save();
        }
        HostsModel model(file);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.index(0, HostsModel::Name).data().toString(), QStringLiteral("local"));
        QVERIFY(model.index(0, 0).data(HostsModel::BuiltInRole).toBool());
        QCOMPARE(model.index(1, HostsModel::Name).data().toString(), QStringLiteral("gpu1"));
        QCOMPARE(model.index(1, HostsModel::Uri).data().toString(), QStringLiteral("ssh://root@10.0.0.1:2222"));
        QCOMPARE(model.index(2, HostsModel::Uri).data().toString(),
                 QStringLiteral("ssh://lab?agent_root=/scratch/luma"));
        QCOMPARE(model.headerData(HostsModel::Uri, Qt::Horizontal).toString(), QStringLiteral("URI"));
        QVERIFY(model.loadError().isEmpty());

        // Changes go to the file (read again first: a host added meanwhile by `luma hosts add` stays).
        {
            client::HostProfiles p(file.toStdString());
            p.add("cli", "ssh://cli-host");
            p.save();
        }
        QString error;
        QVERIFY2(model.add(QStringLiteral("gpu2"), QStringLiteral("ssh://gpu2:22"), &error), qPrintable(error));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.rowOf(QStringLiteral("cli")), 3);
        QVERIFY(!model.remove(0, &error));
        QVERIFY2(error.contains(QLatin1String("local")), qPrintable(error));
        QVERIFY2(model.remove(model.rowOf(QStringLiteral("gpu1")), &error), qPrintable(error));
        const client::HostProfiles saved(file.toStdString());
        QVERIFY(!saved.find("gpu1"));
        QCOMPARE(*saved.find("gpu2"), std::string("ssh://gpu2:22"));
        QCOMPARE(*saved.find("cli"), std::string("ssh://cli-host"));

        // A damaged file: only local, and the damage named; adding does not overwrite the file.
        const QString damaged = path(QStringLiteral("model/damaged.json"));
        std::ofstream(damaged.toStdString())
            << R"({"schema": "luma.hosts/1", "hosts": [{"name": "x", "uri": "ssh://-x"}]})";
        HostsModel bad(damaged);
        QAbstractItemModelTester badTester(&bad, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(bad.rowCount(), 1);
        QVERIFY2(bad.loadError().contains(QLatin1String("hosts[0].uri")), qPrintable(bad.loadError()));
        QVERIFY(!bad.add(QStringLiteral("y"), QStringLiteral("ssh://y"), &error));
        QVERIFY2(error.contains(QLatin1String("hosts[0].uri")), qPrintable(error));
        QVERIFY(read(damaged.toStdString()).find("ssh://y") == std::string::npos);
    }

    void addShowsTheParsersMessageAndSavesAGoodHost() {
        const QString file = path(QStringLiteral("add/hosts.json"));
        HostsDialog dialog(options(file));
        dialog.show();
        QSignalSpy changed(&dialog, &HostsDialog::profilesChanged);
        auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("host-name"));
        auto* uri = dialog.findChild<QLineEdit*>(QStringLiteral("host-uri"));
        QLabel* error = label(dialog, "add-error");
        QVERIFY(name && uri && error);
        QVERIFY(!error->isVisible());

        // The message is the one core/remote's parser gives `luma hosts add` for the same URI.
        const std::string badUri = "ssh://-oProxyCommand=x";
        std::string expected;
        try {
            client::HostProfiles scratch(path(QStringLiteral("add/scratch.json")).toStdString());
            scratch.add("gpu1", badUri);
        } catch (const SpecError& e) {
            expected = e.what();
        }
        QVERIFY(!expected.empty());
        name->setText(QStringLiteral("gpu1"));
        uri->setText(QString::fromStdString(badUri));
        QTest::mouseClick(button(dialog, "add-host"), Qt::LeftButton);
        QVERIFY(error->isVisible());
        QCOMPARE(error->text(), QString::fromStdString(expected));
        QVERIFY2(uri->styleSheet().contains(QLatin1String("border")), "the bad URI's field is not outlined");
        QVERIFY(name->styleSheet().isEmpty());
        QCOMPARE(dialog.model()->rowCount(), 1);
        QVERIFY(!QFile::exists(file));
        QCOMPARE(changed.count(), 0);
        keep(dialog, QStringLiteral("hosts-bad-uri.png"));

        // A bad name is outlined at the name; editing clears the mark.
        name->setText(QStringLiteral("bad name"));
        uri->setText(QStringLiteral("ssh://gpu1"));
        QTest::mouseClick(button(dialog, "add-host"), Qt::LeftButton);
        QVERIFY2(error->text().contains(QLatin1String("host name")), qPrintable(error->text()));
        QVERIFY(name->styleSheet().contains(QLatin1String("border")));
        QVERIFY(uri->styleSheet().isEmpty());
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("gpu1"));
        QVERIFY(name->styleSheet().isEmpty());
        QVERIFY(!error->isVisible());

        // A good host is saved where `luma hosts` reads it, listed and selected.
        uri->setText(QStringLiteral("ssh://root@10.0.0.1:2222"));
        QTest::mouseClick(button(dialog, "add-host"), Qt::LeftButton);
        QVERIFY2(!error->isVisible(), qPrintable(error->text()));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(*client::HostProfiles(file.toStdString()).find("gpu1"), std::string("ssh://root@10.0.0.1:2222"));
        QCOMPARE(dialog.model()->rowCount(), 2);
        QCOMPARE(dialog.view()->selectionModel()->selectedRows().value(0).row(), 1);
        QVERIFY(name->text().isEmpty() && uri->text().isEmpty());
        // The same name twice is refused by the library, naming the file.
        name->setText(QStringLiteral("gpu1"));
        uri->setText(QStringLiteral("ssh://elsewhere"));
        QTest::mouseClick(button(dialog, "add-host"), Qt::LeftButton);
        QVERIFY2(error->text().contains(QLatin1String("exists")) && error->text().contains(file),
                 qPrintable(error->text()));

        // Remove: local cannot be, a profile is (and the file says so).
        dialog.view()->selectRow(0);
        QVERIFY(!button(dialog, "remove-host")->isEnabled());
        dialog.view()->selectRow(1);
        QVERIFY(button(dialog, "remove-host")->isEnabled());
        QTest::mouseClick(button(dialog, "remove-host"), Qt::LeftButton);
        QVERIFY(!client::HostProfiles(file.toStdString()).find("gpu1"));
        QCOMPARE(dialog.model()->rowCount(), 1);
        QCOMPARE(changed.count(), 2);
    }

    void testingLocalShowsTheHelloWithoutBlocking() {
        HostsDialog dialog(options(path(QStringLiteral("local/hosts.json"))));
        dialog.resize(1100, 600);
        dialog.show();
        QSignalSpy finished(&dialog, &HostsDialog::testFinished);
        dialog.view()->selectRow(0);
        QTest::mouseClick(button(dialog, "test-host"), Qt::LeftButton);
        // Back in the event loop at once: the test runs on the pool, the dialog says it is testing.
        QVERIFY(dialog.isTesting());
        QCOMPARE(finished.count(), 0);
        QVERIFY(dialog.outcome().host.empty());
        QVERIFY2(dialog.statusText().startsWith(QLatin1String("Testing local")), qPrintable(dialog.statusText()));
        QVERIFY(dialog.findChild<QProgressBar*>()->isVisible());
        QVERIFY(button(dialog, "cancel-test")->isVisible());
        QVERIFY(!button(dialog, "test-host")->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);

        QCOMPARE(dialog.outcome().kind, HostTestOutcome::Kind::Connected);
        const QString text = dialog.outcomeText();
        QVERIFY2(text.contains(QStringLiteral("local: connected, luma-agent %1 (build ").arg(QLatin1String(kVersion))),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("The agent runs on this computer.")), qPrintable(text));
        const std::string sha = dialog.outcome().hello.value("build_sha256", "");
        QCOMPARE(sha.size(), std::size_t(64));
        QVERIFY2(text.contains(QStringLiteral(", build ") + QString::fromStdString(sha)), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Host: ") + QSysInfo::machineHostName()), qPrintable(text));
        for (const char* row :
             {"\nOS: ", "\nCPU: ", " threads", "\nMemory: ", " GiB", "\nAccelerators: ", "\nRuntimes: "})
            QVERIFY2(text.contains(QLatin1String(row)), row);
        QVERIFY(!label(dialog, "host-key")->isVisible()); // local has no host key
        QVERIFY(!button(dialog, "accept-host-key")->isVisible());
        QVERIFY(!button(dialog, "cancel-test")->isVisible());
        QVERIFY(button(dialog, "test-host")->isEnabled());
        keep(dialog, QStringLiteral("hosts-local.png"));
    }

    void badTargetsFailWithTheLibrarysMessage() {
        const QString file = path(QStringLiteral("bad/hosts.json"));
        HostsDialog dialog(options(file));
        dialog.show();
        QSignalSpy finished(&dialog, &HostsDialog::testFinished);
        // A closed port: nothing listens on port 1.
        dialog.test(QStringLiteral("ssh://127.0.0.1:1"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(dialog.outcome().kind, HostTestOutcome::Kind::Failed);
        QVERIFY2(dialog.statusText().startsWith(QLatin1String("ssh://127.0.0.1:1: test failed\n")),
                 qPrintable(dialog.statusText()));
        QVERIFY2(dialog.statusText().contains(QLatin1String("127.0.0.1")) && dialog.statusText().size() > 40,
                 qPrintable(dialog.statusText()));
        // A name that is no profile: makeLauncher's message, naming the hosts file.
        dialog.test(QStringLiteral("nosuchhost"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
        QVERIFY2(dialog.statusText().contains(QLatin1String("no host profile")) && dialog.statusText().contains(file),
                 qPrintable(dialog.statusText()));
        keep(dialog, QStringLiteral("hosts-failed.png"));
    }

    void cancelAndCloseWhileTestingAreSafe() {
        // A host that accepts the connection and never says a word: the test waits for its banner.
        // (A listening socket that is never accepted: the kernel completes the handshake.)
        const int silent = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        QVERIFY(bind(silent, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 && listen(silent, 8) == 0 &&
                getsockname(silent, reinterpret_cast<sockaddr*>(&a), &len) == 0);
        const auto closeSilent = qScopeGuard([silent] { close(silent); });
        const QString uri = QStringLiteral("ssh://127.0.0.1:%1").arg(ntohs(a.sin_port));
        client::LaunchOptions o = options(path(QStringLiteral("cancel/hosts.json")));
        o.ssh.connectTimeoutS = 3;
        {
            HostsDialog dialog(o);
            dialog.show();
            QSignalSpy finished(&dialog, &HostsDialog::testFinished);
            dialog.test(uri);
            QVERIFY(dialog.isTesting());
            QTest::mouseClick(button(dialog, "cancel-test"), Qt::LeftButton);
            QVERIFY(!dialog.isTesting());
            QVERIFY2(dialog.statusText().contains(QLatin1String("cancelled")), qPrintable(dialog.statusText()));
            QVERIFY(button(dialog, "test-host")->isEnabled());
            // The abandoned test ends on its own (timeout); its outcome is dropped, the status stays.
            QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            QCOMPARE(finished.count(), 0);
            QVERIFY2(dialog.statusText().contains(QLatin1String("cancelled")), qPrintable(dialog.statusText()));
            // A new test after a cancelled one is shown (the timeout, as the library words it).
            dialog.test(uri);
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
            QCOMPARE(dialog.outcome().kind, HostTestOutcome::Kind::Failed);
            QVERIFY2(dialog.statusText().contains(QLatin1String("127.0.0.1")), qPrintable(dialog.statusText()));
        }
        // Closing the dialog while it tests: the worker holds copies only and ends on its own.
        auto* dialog = new HostsDialog(o);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QPointer<HostsDialog> alive(dialog);
        dialog->show();
        dialog->test(uri);
        QVERIFY(dialog->isTesting());
        dialog->close();
        QTRY_VERIFY(alive.isNull());
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        QCoreApplication::processEvents();
    }

    void unknownHostKeyIsShownAcceptedAndRecorded() {
        if (!m_up) QSKIP("no sshd (/usr/sbin/sshd): apt-get install openssh-server");
        std::ofstream(m_server.knownHosts(), std::ios::trunc).flush();
        const QString file = path(QStringLiteral("ssh/hosts.json"));
        {
            client::HostProfiles p(file.toStdString());
            p.add("loop", m_server.uri());
            p.save();
        }
        const QString fingerprint = QString::fromStdString(m_server.hostFingerprint());
        QVERIFY(fingerprint.startsWith(QLatin1String("SHA256:")));
        HostsDialog dialog(options(file, m_server.sshConfig()));
        dialog.resize(1100, 600);
        dialog.show();
        QSignalSpy finished(&dialog, &HostsDialog::testFinished);
        dialog.view()->selectRow(dialog.model()->rowOf(QStringLiteral("loop")));
        QTest::mouseClick(button(dialog, "test-host"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);

        // Unknown: the fingerprint shown, an explicit button, nothing recorded yet.
        QCOMPARE(dialog.outcome().kind, HostTestOutcome::Kind::UnknownHostKey);
        QVERIFY(label(dialog, "host-key")->isVisible());
        QVERIFY2(label(dialog, "host-key")->text().contains(fingerprint),
                 qPrintable(label(dialog, "host-key")->text()));
        QVERIFY(button(dialog, "accept-host-key")->isVisible());
        QCOMPARE(button(dialog, "accept-host-key")->text(), QStringLiteral("Accept this host key"));
        QVERIFY2(dialog.statusText().startsWith(QLatin1String("loop: unknown host key\n")),
                 qPrintable(dialog.statusText()));
        QVERIFY2(dialog.statusText().contains(QString::fromStdString(m_server.knownHosts())),
                 qPrintable(dialog.statusText()));
        QVERIFY(m_server.readKnownHosts().empty());
        keep(dialog, QStringLiteral("hosts-unknown-key.png"));

        // Accepted: recorded as --accept-new-host-key records it, then the agent is deployed and greets.
        QTest::mouseClick(button(dialog, "accept-host-key"), Qt::LeftButton);
        QVERIFY(dialog.isTesting());
        QVERIFY(!button(dialog, "accept-host-key")->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 120000);
        QCOMPARE(dialog.outcome().kind, HostTestOutcome::Kind::Connected);
        QVERIFY(dialog.outcome().newlyRecorded);
        QVERIFY2(m_server.readKnownHosts().find(m_server.knownHostsName() + " ssh-ed25519 ") != std::string::npos,
                 m_server.readKnownHosts().c_str());
        QString text = dialog.outcomeText();
        QVERIFY2(text.contains(QStringLiteral("Host key accepted and recorded in %1.")
                                   .arg(QString::fromStdString(m_server.knownHosts()))),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Host: loop = ") + QString::fromStdString(m_server.uri())),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Install: deployed: ") + QString::fromStdString(m_server.agentRoot())),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("luma-agent %1").arg(QLatin1String(kVersion))), qPrintable(text));
        QVERIFY2(label(dialog, "host-key")->text().contains(fingerprint),
                 qPrintable(label(dialog, "host-key")->text()));
        keep(dialog, QStringLiteral("hosts-accepted.png"));

        // Known now: no button, and the identical install is reused.
        dialog.test(QStringLiteral("loop"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 120000);
        QCOMPARE(dialog.outcome().kind, HostTestOutcome::Kind::Connected);
        text = dialog.outcomeText();
        QVERIFY2(text.contains(QLatin1String("Its agent install was reused.")) &&
                     text.contains(QLatin1String("(known, in ")),
                 qPrintable(text));
        QVERIFY(!button(dialog, "accept-host-key")->isVisible());

        // A changed key is refused with the library's message, and offers no way to accept it.
        const std::string saved = m_server.readKnownHosts();
        const std::string other = m_server.otherKey("impostor_ed25519", "ed25519");
        std::ofstream(m_server.knownHosts())
            << m_server.knownHostsName() << ' ' << other.substr(0, other.rfind(' ')) << '\n';
        dialog.test(QStringLiteral("loop"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 4, 60000);
        QCOMPARE(dialog.outcome().kind, HostTestOutcome::Kind::RefusedHostKey);
        QVERIFY2(dialog.statusText().startsWith(QLatin1String("loop: host key refused\n")) &&
                     dialog.statusText().contains(QLatin1String("CHANGED")) &&
                     dialog.statusText().contains(QLatin1String("ssh-keygen -R")),
                 qPrintable(dialog.statusText()));
        QVERIFY(!button(dialog, "accept-host-key")->isVisible());
        QVERIFY(label(dialog, "host-key")->text().contains(fingerprint));
        dialog.acceptHostKey(); // not offered, and does nothing
        QVERIFY(!dialog.isTesting());
        std::ofstream(m_server.knownHosts()) << saved;
    }

    // A window that keeps its settings remembers the picked host; a profile removed since falls
    // back to the campaign's own hosts.
    void thePickedHostIsRemembered() {
        const std::string file = client::HostProfiles::defaultPath();
        {
            client::HostProfiles p(file);
            p.remove("kept");
            p.add("kept", "ssh://root@10.0.0.2:2222");
            p.save();
        }
        {
            MainWindow w({true, QStringLiteral(LUMA_AGENT_BIN)});
            QVERIFY(w.hostPicker()->hosts().isEmpty());
            QVERIFY(w.hostPicker()->pick(QStringLiteral("kept")));
        }
        {
            MainWindow w({true, QStringLiteral(LUMA_AGENT_BIN)});
            QCOMPARE(w.hostPicker()->hosts(), QStringList{QStringLiteral("kept")});
            QVERIFY2(w.logText().contains(QLatin1String("Campaigns run on kept")), qPrintable(w.logText()));
        }
        {
            client::HostProfiles p(file);
            QVERIFY(p.remove("kept"));
            p.save();
        }
        MainWindow w({true, QStringLiteral(LUMA_AGENT_BIN)});
        QVERIFY(w.hostPicker()->hosts().isEmpty());
        QVERIFY(QSettings().fileName().startsWith(path(QStringLiteral("xdg")))); // never the developer's settings
    }

    void thePickedHostGoesToTheCampaignRunner() {
        // The window's hosts file is the default one, under the test's XDG_CONFIG_HOME.
        const std::string file = client::HostProfiles::defaultPath();
        QVERIFY(QString::fromStdString(file).startsWith(path(QStringLiteral("xdg"))));
        {
            client::HostProfiles p(file);
            p.add("gpu1", "ssh://root@10.0.0.1:2222");
            p.add("nowhere", "ssh://127.0.0.1:1"); // nothing listens: a run sent there cannot start
            p.save();
        }
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.resize(1400, 900);
        w.show();
        HostPicker* picker = w.hostPicker();
        QVERIFY(picker);
        QVERIFY(w.findChild<QToolBar*>(QStringLiteral("main-toolbar"))->isAncestorOf(picker));
        QStringList items;
        for (int i = 0; i < picker->count(); ++i) items << picker->itemText(i);
        QCOMPARE(items, (QStringList{QStringLiteral("campaign's hosts"), QStringLiteral("local"),
                                     QStringLiteral("gpu1"), QStringLiteral("nowhere")}));
        QVERIFY(picker->hosts().isEmpty()); // by default a campaign runs where its file says

        QString error;
        QVERIFY2(w.openProject(path(QStringLiteral("pick.luma")), true, &error), qPrintable(error));
        CampaignDocument* doc = w.openCampaignFile(test::writeOracleCampaign(m_dir, "picked"), &error);
        QVERIFY2(doc, qPrintable(error));
        QVERIFY(doc->runner()->hosts().isEmpty());
        QVERIFY(picker->pick(QStringLiteral("gpu1")));
        QCOMPARE(doc->runner()->hosts(), QStringList{QStringLiteral("gpu1")});
        QVERIFY(picker->pick(QStringLiteral("local")));
        QCOMPARE(doc->runner()->hosts(), QStringList{QStringLiteral("local")});
        QVERIFY(!picker->pick(QStringLiteral("nosuch")));
        QVERIFY2(w.logText().contains(QLatin1String("Campaigns run on local")), qPrintable(w.logText()));
        keep(*w.findChild<QToolBar*>(QStringLiteral("main-toolbar")), QStringLiteral("toolbar-host-picker.png"));

        // Start really goes there: the campaign stops naming the picked host, not the local agent.
        QVERIFY(picker->pick(QStringLiteral("nowhere")));
        w.action(QStringLiteral("start"))->trigger();
        QVERIFY(doc->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isRunning(), 120000);
        QVERIFY2(doc->statusText().contains(QLatin1String("ssh://127.0.0.1:1")), qPrintable(doc->statusText()));
        QCOMPARE(w.runsModel()->rowCount(), 0);

        // Run > Hosts… opens the dialog; a host added there appears in the picker, the choice kept.
        QAction* hosts = w.action(QStringLiteral("hosts"));
        QVERIFY(hosts);
        bool inRunMenu = false;
        for (QAction* menu : w.menuBar()->actions())
            if (menu->text() == QLatin1String("&Run")) inRunMenu = menu->menu()->actions().contains(hosts);
        QVERIFY(inRunMenu);
        hosts->trigger();
        auto* dialog = w.findChild<HostsDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->model()->rowCount(), 3);
        QString addError;
        QVERIFY2(dialog->model()->add(QStringLiteral("lab"), QStringLiteral("ssh://lab"), &addError),
                 qPrintable(addError));
        QCOMPARE(picker->count(), 5);
        QCOMPARE(picker->itemText(4), QStringLiteral("lab"));
        QCOMPARE(picker->hosts(), QStringList{QStringLiteral("nowhere")});
        // Removing the picked host falls back to the campaign's hosts, and the runner follows.
        QVERIFY2(dialog->model()->remove(dialog->model()->rowOf(QStringLiteral("nowhere")), &addError),
                 qPrintable(addError));
        QVERIFY(picker->hosts().isEmpty());
        QVERIFY(doc->runner()->hosts().isEmpty());
        hosts->trigger(); // one dialog, raised again
        QCOMPARE(w.findChildren<HostsDialog*>().size(), 1);
        dialog->close();
        QTRY_COMPARE(w.findChildren<HostsDialog*>().size(), 0);
    }
};

QTEST_MAIN(TestGuiHosts)
#include "tst_gui_hosts.moc"
