#include "ui/hosts/hostsdialog.h"

#include "ui/hosts/hostreport.h"
#include "ui/hosts/hostsmodel.h"
#include "ui/theme.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace luma::ui {

HostsDialog::HostsDialog(const client::LaunchOptions& options, QWidget* parent)
    : QDialog(parent), m_options(options), m_model(new HostsModel(QString::fromStdString(options.hostsFile), this)),
      m_jobs(this) {
    setObjectName(QStringLiteral("hosts-dialog"));
    setWindowTitle(tr("Hosts"));
    setSizeGripEnabled(true);

    auto* split = new QSplitter(this);
    split->addWidget(createHostsPane());
    split->addWidget(createTestPane());
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(1100, 600);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connectActions();
    if (!m_model->loadError().isEmpty())
        setStatus(tr("The hosts file is damaged"), m_model->loadError(), colors::fail());
    m_view->selectRow(0);
    setTesting(false);
    m_fingerprint->hide();
    m_accept->hide();
    m_report->hide();
}

// Left: the hosts, and a new one.
QWidget* HostsDialog::createHostsPane() {
    auto* intro =
        new QLabel(tr("Hosts a campaign can run on (the toolbar's host picker offers them), saved in %1 — the same "
                      "list as <code>luma hosts</code>.")
                       .arg(m_model->path().toHtmlEscaped()),
                   this);
    intro->setWordWrap(true);
    intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("hosts-table"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(HostsModel::Name, QHeaderView::ResizeToContents);
    m_view->setAlternatingRowColors(true);
    m_test = new QPushButton(tr("&Test"), this);
    m_test->setObjectName(QStringLiteral("test-host"));
    m_test->setToolTip(
        tr("Connect, show the host key, install the agent and show what it reports (as luma hosts test)"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(QStringLiteral("remove-host"));
    auto* rowButtons = new QHBoxLayout;
    rowButtons->addWidget(m_test);
    rowButtons->addWidget(m_remove);
    rowButtons->addStretch();

    auto* addBox = new QGroupBox(tr("Add a host"), this);
    m_name = new QLineEdit(addBox);
    m_name->setObjectName(QStringLiteral("host-name"));
    m_name->setPlaceholderText(tr("gpu1"));
    m_uri = new QLineEdit(addBox);
    m_uri->setObjectName(QStringLiteral("host-uri"));
    m_uri->setPlaceholderText(tr("ssh://[user@]host[:port], ssh://alias or slurm://login-host?partition=…"));
    m_add = new QPushButton(tr("&Add"), addBox);
    m_add->setObjectName(QStringLiteral("add-host"));
    m_addError = new QLabel(addBox);
    m_addError->setObjectName(QStringLiteral("add-error"));
    m_addError->setWordWrap(true);
    m_addError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addError->setStyleSheet(QStringLiteral("color: %1;").arg(colors::fail().name()));
    m_addError->hide();
    auto* addForm = new QFormLayout(addBox);
    addForm->addRow(tr("Name"), m_name);
    addForm->addRow(tr("URI"), m_uri);
    addForm->addRow(m_addError);
    addForm->addRow(QString(), m_add);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(intro);
    leftLayout->addWidget(m_view, 1);
    leftLayout->addLayout(rowButtons);
    leftLayout->addWidget(addBox);

    return left;
}

// Right: the test of one host.
QWidget* HostsDialog::createTestPane() {
    auto* testBox = new QGroupBox(tr("Test"), this);
    m_status =
        new QLabel(tr("Select a host and press Test: it connects off the window's thread, shows the host key, installs "
                      "the agent and shows what it reports."),
                   testBox);
    m_status->setObjectName(QStringLiteral("test-status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusPlain = m_status->text();
    m_busy = new QProgressBar(testBox);
    m_busy->setRange(0, 0); // how long a connection and a deploy take is not known
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(10);
    m_cancel = new QPushButton(tr("Cancel Test"), testBox);
    m_cancel->setObjectName(QStringLiteral("cancel-test"));
    m_cancel->setToolTip(
        tr("Stop waiting: the connection finishes or times out in the background and its outcome is dropped"));
    auto* busyRow = new QHBoxLayout;
    busyRow->addWidget(m_busy, 1);
    busyRow->addWidget(m_cancel);
    m_fingerprint = new QLabel(testBox);
    m_fingerprint->setObjectName(QStringLiteral("host-key"));
    m_fingerprint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fingerprint->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_accept = new QPushButton(tr("Accept this host key"), testBox);
    m_accept->setObjectName(QStringLiteral("accept-host-key"));
    m_accept->setToolTip(
        tr("Trust the key shown and record it in known_hosts (as luma hosts test --accept-new-host-key); "
           "compare it with the host's own first: ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on the host"));
    auto* acceptRow = new QHBoxLayout; // under the fingerprint, so that it is read before it is pressed
    acceptRow->addWidget(m_accept);
    acceptRow->addStretch();
    m_report = new QTextBrowser(testBox);
    m_report->setObjectName(QStringLiteral("test-report"));
    m_report->setOpenLinks(false);
    auto* testLayout = new QVBoxLayout(testBox);
    testLayout->addWidget(m_status);
    testLayout->addLayout(busyRow);
    testLayout->addWidget(m_fingerprint);
    testLayout->addLayout(acceptRow);
    testLayout->addWidget(m_report, 1);
    testLayout->addStretch(); // takes the room while there is no report

    return testBox;
}

void HostsDialog::connectActions() {
    connect(m_test, &QPushButton::clicked, this, [this] { test(m_model->hostAt(selectedRow())); });
    connect(m_view, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { test(m_model->hostAt(index.row())); });
    connect(m_remove, &QPushButton::clicked, this, &HostsDialog::removeSelected);
    connect(m_add, &QPushButton::clicked, this, &HostsDialog::addHost);
    connect(m_uri, &QLineEdit::returnPressed, this, &HostsDialog::addHost);
    connect(m_cancel, &QPushButton::clicked, this, &HostsDialog::cancelTest);
    connect(m_accept, &QPushButton::clicked, this, &HostsDialog::acceptHostKey);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HostsDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HostsDialog::updateButtons);
    connect(m_model, &HostsModel::profilesChanged, this, &HostsDialog::profilesChanged);
    for (QLineEdit* field : {m_name, m_uri})
        connect(field, &QLineEdit::textEdited, this, [this, field] { markField(field, {}); });
}

int HostsDialog::selectedRow() const {
    const auto rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void HostsDialog::updateButtons() {
    const int row = selectedRow();
    m_test->setEnabled(row >= 0 && !m_testing);
    m_remove->setEnabled(row > 0); // local is built in
}

void HostsDialog::markField(QLineEdit* field, const QString& message) {
    const QString outline =
        QStringLiteral("QLineEdit { border: 2px solid %1; border-radius: 3px; }").arg(colors::fail().name());
    field->setStyleSheet(message.isEmpty() ? QString() : outline);
    field->setToolTip(message);
    if (message.isEmpty()) m_addError->hide();
}

void HostsDialog::addHost() {
    QString error, field;
    markField(m_name, {});
    markField(m_uri, {});
    if (!m_model->add(m_name->text(), m_uri->text(), &error, &field)) {
        m_addError->setText(error);
        m_addError->show();
        if (field == QLatin1String("uri"))
            markField(m_uri, error);
        else if (field == QLatin1String("name"))
            markField(m_name, error);
        return;
    }
    const QString name = m_name->text().trimmed();
    m_name->clear();
    m_uri->clear();
    m_view->selectRow(m_model->rowOf(name));
    setStatus(tr("Added %1").arg(name), tr("Test connects to it, shows its host key and installs the agent."),
              palette().color(QPalette::WindowText));
}

void HostsDialog::removeSelected() {
    QString error;
    const int row = selectedRow();
    const QString name = m_model->hostAt(row);
    if (!m_model->remove(row, &error)) {
        setStatus(tr("Cannot remove %1").arg(name), error, colors::fail());
        return;
    }
    m_view->selectRow(std::min(row, m_model->rowCount() - 1));
    setStatus(tr("Removed %1").arg(name), tr("Its host key stays in known_hosts and its agent install on the host."),
              palette().color(QPalette::WindowText));
}

void HostsDialog::setStatus(const QString& title, const QString& detail, const QColor& color) {
    m_statusPlain = detail.isEmpty() ? title : title + QLatin1Char('\n') + detail;
    const QString more = detail.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    m_status->setText(
        QStringLiteral("<b style=\"color:%1\">%2</b>%3")
            .arg(color.name(), title.toHtmlEscaped(), detail.isEmpty() ? QString() : QStringLiteral("<br>") + more));
}

QString HostsDialog::statusText() const { return m_statusPlain; }

QString HostsDialog::outcomeText() const {
    QString text = m_statusPlain;
    if (!m_fingerprint->isHidden()) text += QLatin1Char('\n') + m_fingerprint->text();
    return text + QLatin1Char('\n') + m_reportPlain;
}

void HostsDialog::setTesting(bool on) {
    m_testing = on;
    m_busy->setVisible(on);
    m_cancel->setVisible(on);
    updateButtons();
}

void HostsDialog::test(const QString& host) {
    if (host.isEmpty() || m_testing) return;
    m_acceptedFingerprint.clear();
    start(host, false);
}

void HostsDialog::acceptHostKey() {
    if (m_testing || m_outcome.kind != HostTestOutcome::Kind::UnknownHostKey) return;
    m_acceptedFingerprint = m_outcome.fingerprint;
    start(m_host, true);
}

void HostsDialog::start(const QString& host, bool acceptNewHostKey) {
    m_host = host;
    m_fingerprint->hide();
    m_accept->hide();
    m_report->clear();
    m_report->hide();
    m_reportPlain.clear();
    setStatus(acceptNewHostKey ? tr("Testing %1, accepting its host key…").arg(host) : tr("Testing %1…").arg(host),
              tr("Connecting, checking the host key, installing the agent and greeting it."),
              palette().color(QPalette::WindowText));
    setTesting(true);
    client::LaunchOptions options = m_options;
    options.ssh.acceptNewHostKey = acceptNewHostKey;
    // The worker gets copies only: the dialog may be gone when it ends.
    m_jobs.start([h = host.toStdString(), options] { return testHost(h, options); },
                 [this](const HostTestOutcome& outcome) { showOutcome(outcome); });
}

void HostsDialog::cancelTest() {
    if (!m_testing) return;
    m_jobs.invalidate();
    setTesting(false);
    setStatus(
        tr("Test of %1 cancelled").arg(m_host),
        tr("The connection ends in the background (at the latest at its connect timeout); what it finds is dropped."),
        colors::neutral());
}

void HostsDialog::showOutcome(const HostTestOutcome& o) {
    m_outcome = o;
    setTesting(false);
    const QString host = QString::fromStdString(o.host);
    if (!o.fingerprint.empty()) {
        m_fingerprint->setText(
            tr("Host key %1").arg(QString::fromStdString(o.fingerprint))); // its type is in the report
        m_fingerprint->show();
    }
    using Kind = HostTestOutcome::Kind;
    switch (o.kind) {
    case Kind::Connected: {
        HostFacts facts = connectionFacts(o);
        const HostFacts hello = helloFacts(o.hello);
        facts.insert(facts.end(), hello.begin(), hello.end());
        m_report->setHtml(factsHtml(facts));
        m_reportPlain = factsText(facts);
        m_report->show();
        QString detail = !o.remote  ? tr("The agent runs on this computer.")
                         : o.reused ? tr("Its agent install was reused.")
                                    : tr("The agent was deployed.");
        if (o.newlyRecorded)
            detail = tr("Host key accepted and recorded in %1. ").arg(QString::fromStdString(o.knownHosts)) + detail;
        if (!m_acceptedFingerprint.empty() && o.fingerprint != m_acceptedFingerprint) {
            // Accepting tests again on a new connection: the key it recorded must be the one the user saw.
            setStatus(
                tr("%1 sent another host key than the one you accepted").arg(host),
                tr("You accepted %1 but the new connection was made with %2, now recorded in %3. Remove it (ssh-keygen -R) "
                   "unless you know why the key changed.")
                    .arg(QString::fromStdString(m_acceptedFingerprint), QString::fromStdString(o.fingerprint),
                         QString::fromStdString(o.knownHosts)),
                colors::fail());
            break;
        }
        setStatus(tr("%1: connected, %2").arg(host, agentVersion(o.hello)), detail, colors::pass());
        break;
    }
    case Kind::UnknownHostKey:
        setStatus(tr("%1: unknown host key").arg(host), QString::fromStdString(o.message), colors::marker());
        m_accept->show();
        break;
    case Kind::RefusedHostKey:
        setStatus(tr("%1: host key refused").arg(host), QString::fromStdString(o.message), colors::fail());
        break;
    case Kind::Failed:
        setStatus(tr("%1: test failed").arg(host), QString::fromStdString(o.message), colors::fail());
        break;
    }
    m_acceptedFingerprint.clear();
    Q_EMIT testFinished();
}

} // namespace luma::ui
