#include "ui/documents/tunedocument.h"

#include "core/codesign/speed_scale.h"
#include "core/evidence/store.h"
#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/tune/tune.h"
#include "core/util/spec_error.h"
#include "remote/client/backend_executors.h"
#include "remote/client/local_transport.h"
#include "ui/charts/paretoplot.h"
#include "ui/documents/choicesform.h"
#include "ui/format.h"
#include "ui/jsonfields.h"
#include "ui/looprunner.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace luma::ui {

namespace {

struct Parsed {
    Contract contract;
    Machine machine;
    Choices choices;
};

// The inputs as core reads them; throws SpecError naming the file and key.
Parsed parse(const TuneInputs& in, const nlohmann::json& choices) {
    Contract contract = parseContract(in.contract, in.contractFile.toStdString());
    if (!contract.model) throw SpecError(contract.file, "model", "tune ranks with the model: the contract needs one");
    Machine machine = parseScaledMachine(in.machine, in.machineFile.toStdString()); // a codesign tune step's too
    Choices ch = parseChoices(choices, in.choicesFile.toStdString(), contract, machine);
    return {std::move(contract), std::move(machine), std::move(ch)};
}

TuneOptions optionsOf(const TuneInputs& in, int objective, double rateRps, int budgetRuns) {
    TuneOptions o;
    o.rank.objective = static_cast<TuneObjective>(objective);
    o.rank.rateRps = rateRps;
    o.budgetRuns = budgetRuns;
    o.proveDefault = in.proveDefault;
    if (in.state.is_object())
        for (const auto& [name, level] : in.state.items())
            if (level.is_number()) o.state[name] = level.get<double>();
    return o;
}

bool proven(const nlohmann::json& row) { return row.value("proven", false); }

constexpr int kConfigurationColumn = 7; // last: it stretches

QString runsText(std::size_t runs) {
    return runs == 1 ? TuneDocument::tr("proven (1 run)") : TuneDocument::tr("proven (%1 runs)").arg(runs);
}

} // namespace

TuneDocument::TuneDocument(Project* project, TuneInputs inputs, QWidget* parent)
    : Document(parent), m_project(project), m_inputs(std::move(inputs)), m_runner(new LoopRunner(this)),
      m_ranking(std::make_unique<JobTracker<Ranked>>(this)) {
    build();
    m_form->setChoices(m_inputs.choices);
    m_objective->setCurrentIndex(std::clamp(m_inputs.objective, 0, m_objective->count() - 1));
    m_rate->setValue(m_inputs.rateRps);
    connect(m_form, &ChoicesForm::changed, this, [this] {
        formChanged();
        rank();
    });
    formChanged();
    connect(m_runner, &LoopRunner::progress, this, [this](const QString& line) {
        m_status->setText(line);
        Q_EMIT logLine(line);
    });
    connect(m_runner, &LoopRunner::ended, this, [this](LoopRunner::End end, const QString& message) {
        if (end == LoopRunner::End::Finished) {
            showResult(m_runner->result());
            m_status->setText(tr("Proven: the runs are kept in the project as campaign \"%1\".")
                                  .arg(jsonText(m_runner->result(), "campaign")));
            Q_EMIT logLine(summaryText());
        } else {
            setProblem(message);
            Q_EMIT logLine(message);
        }
        Q_EMIT projectChanged();
        updateButtons();
        Q_EMIT runningChanged();
    });
}

TuneDocument::~TuneDocument() = default;

TuneDocument* TuneDocument::fromProject(Project* project, const QString& campaign, QString* error, QWidget* parent) {
    const auto record = project ? project->campaign(campaign) : std::nullopt;
    if (!record) {
        if (error) *error = tr("The project holds no campaign \"%1\".").arg(campaign);
        return nullptr;
    }
    const nlohmann::json& spec = record->spec;
    if (spec.value("schema", "") != "luma.tune/1") {
        if (error) *error = tr("Campaign \"%1\" is not a luma tune campaign.").arg(campaign);
        return nullptr;
    }
    TuneInputs in;
    const QString where = tr("campaign %1 of %2").arg(campaign, project->displayName());
    in.contract = spec.value("contract", nlohmann::json());
    in.machine = spec.value("machine", nlohmann::json());
    in.choices = spec.value("choices", nlohmann::json());
    in.contractFile = tr("contract of %1").arg(where);
    in.machineFile = tr("machine of %1").arg(where);
    in.choicesFile = tr("choices of %1").arg(where);
    in.origin = where;
    in.state = spec.value("state", nlohmann::json());
    in.objective = spec.value("objective", 0);
    in.rateRps = spec.value("rate_rps", 0.0);
    in.proveDefault = spec.value("prove_default", false);
    auto* doc = new TuneDocument(project, std::move(in), parent);
    doc->m_stored = campaign;
    if (const auto decision = project->latestDecision(campaign, "tune")) {
        doc->showResult(*decision);
        doc->m_status->setText(tr("Proven earlier: the decision stored with the campaign. Prove again replays "
                                  "the finished runs, it does not repeat them."));
    } else {
        doc->rank();
    }
    return doc;
}

void TuneDocument::build() {
    auto* root = new QVBoxLayout(this);
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    root->addWidget(m_header);
    auto* split = new QSplitter(Qt::Horizontal, this);
    root->addWidget(split, 1);
    split->addWidget(buildChoices());
    split->addWidget(buildResults());
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
}

// The left side: the choices form, the objective, the run budget and the buttons.
QWidget* TuneDocument::buildChoices() {
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("<b>Choices</b> (uncheck values to narrow the search)"), left));
    m_form = new ChoicesForm(left);
    leftLayout->addWidget(m_form, 1);
    auto* form = new QFormLayout;
    m_objective = new QComboBox(left);
    m_objective->addItems({tr("Most goodput"), tr("Cheapest that holds a rate"), tr("Lowest power that holds a rate")});
    m_objective->setToolTip(
        tr("Goodput: the highest rate at which every SLO and quality floor holds. Cheapest / lowest power: the "
           "configuration that holds the rate below for the least € per 1M tokens or W."));
    form->addRow(tr("Objective"), m_objective);
    m_rate = new QDoubleSpinBox(left);
    m_rate->setRange(0, 1e6);
    m_rate->setDecimals(2);
    m_rate->setSuffix(tr(" req/s"));
    form->addRow(tr("Rate to hold"), m_rate);
    m_budget = new QSpinBox(left);
    m_budget->setRange(1, 200);
    m_budget->setValue(8);
    m_budget->setToolTip(tr("Physical runs in all: the best predicted, the default, and those the model's band "
                            "cannot tell from the best"));
    form->addRow(tr("Run budget"), m_budget);
    leftLayout->addLayout(form);
    auto* buttons = new QHBoxLayout;
    auto* rankButton = new QPushButton(tr("&Rank"), left);
    rankButton->setToolTip(tr("Rank every checked combination with the model (no run)"));
    m_prove = new QPushButton(tr("&Prove on Host"), left);
    m_prove->setToolTip(tr("Run the decision-changing configurations on the hosts picked in the toolbar"));
    m_cancel = new QPushButton(tr("Cancel"), left);
    buttons->addWidget(rankButton);
    buttons->addWidget(m_prove);
    buttons->addWidget(m_cancel);
    leftLayout->addLayout(buttons);
    connect(rankButton, &QPushButton::clicked, this, [this] { rank(); });
    connect(m_prove, &QPushButton::clicked, this, [this] { prove(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { cancel(); });
    auto objectiveChanged = [this] {
        m_rate->setEnabled(m_objective->currentIndex() != 0);
        formChanged();
    };
    connect(m_objective, &QComboBox::currentIndexChanged, this, objectiveChanged);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, [this] { formChanged(); });
    m_rate->setEnabled(false);
    return left;
}

// The right side: the status and summary, the table of rows and the Pareto chart.
QWidget* TuneDocument::buildResults() {
    auto* right = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(right);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_status = new QLabel(top);
    m_status->setWordWrap(true);
    m_summary = new QLabel(top);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    topLayout->addWidget(m_status);
    topLayout->addWidget(m_summary);
    m_table = new QTableWidget(0, 8, top);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Evidence"), tr("Predicted (req/s)"), tr("Measured (req/s)"),
                                        tr("€ / 1M tok"), tr("W"), tr("Binding / why not"),
                                        tr("Configuration (changes from the default)")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    topLayout->addWidget(m_table, 1);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (const qint64 run = evidenceRunOf(row); run >= 0)
            Q_EMIT evidenceRequested(jsonText(m_result, "campaign"), run);
    });
    m_pareto = new ParetoPlot(right);
    connect(m_pareto, &ParetoPlot::pointClicked, this, [this](int index) {
        m_table->selectRow(index);
        if (const qint64 run = evidenceRunOf(index); run >= 0)
            Q_EMIT evidenceRequested(jsonText(m_result, "campaign"), run);
    });
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 1);
    return right;
}

QString TuneDocument::title() const {
    const QString name = jsonText(m_inputs.choices, "name");
    return tr("Tune %1").arg(name.isEmpty() ? tr("(unnamed choices)") : name);
}

QString TuneDocument::identity() const {
    return m_stored.isEmpty() ? QStringLiteral("tune:%1|%2").arg(m_inputs.origin, m_inputs.choicesFile)
                              : QStringLiteral("tune:") + m_stored;
}

void TuneDocument::setProblem(const QString& problem) {
    m_problem = problem;
    m_status->setText(
        problem.isEmpty()
            ? QString()
            : QStringLiteral("<span style='color:%1'>%2</span>").arg(colors::fail().name(), problem.toHtmlEscaped()));
}

// The form or the objective changed: the filtered choices are checked against the contract and
// the machine, and whether the runs could apply them.
void TuneDocument::formChanged() {
    m_choices = m_form->filtered();
    m_choicesOk = false;
    m_physicalProblem.clear();
    m_header->setText(tr("<b>%1</b> on %2: %3 configuration(s) checked")
                          .arg(title().toHtmlEscaped(), m_inputs.origin.toHtmlEscaped())
                          .arg(m_form->checkedCombinations()));
    try {
        const Parsed p = parse(m_inputs, m_choices);
        if (m_objective->currentIndex() != 0 && !(m_rate->value() > 0))
            throw SpecError("", "", tr("the cheapest or lowest-power objective needs a rate to hold").toStdString());
        m_physicalProblem = QString::fromStdString(physicalProblem(p.choices));
        m_choicesOk = true;
        setProblem({});
    } catch (const std::exception& e) {
        setProblem(QString::fromStdString(e.what()));
    }
    updateButtons();
}

bool TuneDocument::busy() const { return m_ranking->busy(); }
bool TuneDocument::running() const { return m_runner->isRunning(); }

void TuneDocument::updateButtons() {
    const bool canProve = m_choicesOk && m_project && m_physicalProblem.isEmpty() && !running();
    m_prove->setEnabled(canProve);
    m_prove->setToolTip(!m_project                     ? tr("Open or create a project: the runs are kept there")
                        : !m_physicalProblem.isEmpty() ? m_physicalProblem
                                                       : tr("Run the decision-changing configurations on the hosts "
                                                            "picked in the toolbar"));
    m_cancel->setEnabled(running());
    m_form->setEnabled(!running());
}

void TuneDocument::rank() {
    if (!m_choicesOk || running()) return;
    const TuneInputs in = m_inputs;
    const nlohmann::json choices = m_choices;
    const TuneOptions options = optionsOf(in, m_objective->currentIndex(), m_rate->value(), m_budget->value());
    m_status->setText(tr("Ranking %1 configuration(s) with the model…").arg(m_form->checkedCombinations()));
    m_ranking->start(
        [in, choices, options]() -> Ranked {
            try {
                const Parsed p = parse(in, choices);
                return {toJson(p.choices, tune(p.contract, p.machine, p.choices, options)), {}};
            } catch (const std::exception& e) {
                return {{}, QString::fromStdString(e.what())};
            }
        },
        [this](const Ranked& r) {
            if (!r.error.isEmpty()) {
                setProblem(r.error);
                return;
            }
            showResult(r.result);
            m_status->setText(tr("Predicted by the model: Prove on Host runs the decision-changing few."));
        });
}

bool TuneDocument::prove() {
    if (!m_choicesOk || !m_project || !m_physicalProblem.isEmpty() || running()) return false;
    m_ranking->invalidate();
    const TuneInputs in = m_inputs;
    const nlohmann::json choices = m_choices;
    const TuneOptions options = optionsOf(in, m_objective->currentIndex(), m_rate->value(), m_budget->value());
    client::LaunchOptions launch{m_agentPath.isEmpty() ? client::defaultAgentPath() : m_agentPath.toStdString()};
    for (const QString& h : m_hosts) launch.hosts.push_back(h.toStdString());
    if (launch.hosts.empty()) launch.hosts = {"local"};
    const std::string db = m_project->path().toStdString();
    const bool started = m_runner->start(
        [in, choices, options, launch, db](const CancelToken& cancel, const LoopRunner::Progress& progress) {
            const Parsed p = parse(in, choices);
            TuneOptions o = options;
            o.proof.cancel = &cancel;
            o.proof.progress = progress;
            EvidenceStore store(db);
            client::BackendExecutors pools(p.contract, p.machine, p.choices, launch);
            const ExecutorFor executors = [&](const KnobValue* backend) -> RunExecutor& { return pools(backend); };
            return toJson(p.choices, tune(p.contract, p.machine, p.choices, o, &store, &executors));
        });
    if (!started) return false;
    QStringList hosts;
    for (const auto& h : launch.hosts) hosts << QString::fromStdString(h);
    m_status->setText(
        tr("Proving on %1 (budget %2 runs)…").arg(hosts.join(QStringLiteral(", "))).arg(m_budget->value()));
    updateButtons();
    Q_EMIT runningChanged();
    return true;
}

void TuneDocument::cancel() { m_runner->cancel(); }

qint64 TuneDocument::evidenceRunOf(int row) const {
    if (row < 0 || row >= static_cast<int>(m_rows.size()) || !proven(m_rows[row])) return -1;
    const auto& runs = m_rows[row].value("runs", nlohmann::json::array());
    return runs.is_array() && !runs.empty() && runs[0].is_number_integer() ? runs[0].get<qint64>() : -1;
}

// The proven rows (best measured first), then the ranking's head and the Pareto set, each
// configuration once; the same rows are the chart's points, so a point's index is its row.
void TuneDocument::showResult(const nlohmann::json& result) {
    m_result = result;
    m_rows.clear();
    std::set<std::string> seen, pareto;
    for (const auto& r : result.value("pareto", nlohmann::json::array())) pareto.insert(r.value("key", ""));
    for (const char* part : {"proven", "top", "pareto"})
        for (const auto& r : result.value(part, nlohmann::json::array()))
            if (seen.insert(r.value("key", "")).second) m_rows.push_back(r);
    const std::string bestKey = result.contains("best") ? result["best"].value("key", "") : "";
    const QString defaultKey = result.contains("default") ? jsonText(result["default"], "key") : QString();
    m_table->setRowCount(static_cast<int>(m_rows.size()));
    std::vector<ParetoPoint> points;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto& r = m_rows[i];
        const bool isProven = proven(r), isBest = r.value("key", "") == bestKey;
        QString evidence = isProven ? runsText(r.value("runs", nlohmann::json::array()).size()) : tr("predicted");
        if (pareto.count(r.value("key", ""))) evidence += tr(" · Pareto");
        const QString label = changesFrom(jsonText(r, "key"), defaultKey, tr("the default"));
        const QStringList cells = {QString::number(i + 1),
                                   evidence,
                                   num(jsonNumber(r, "predicted_goodput_rps"), 4),
                                   isProven ? num(jsonNumber(r, "measured_goodput_rps"), 4) : QStringLiteral("—"),
                                   num(jsonNumber(r, "eur_per_mtok"), 4),
                                   num(jsonNumber(r, "watts"), 4),
                                   jsonText(r, "binding"),
                                   label};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (isBest) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            if (c == kConfigurationColumn) item->setToolTip(jsonText(r, "key"));
            if (c == 1 && isProven) {
                item->setForeground(colors::pass());
                item->setToolTip(tr("Double-click for the evidence of its first run"));
            }
            m_table->setItem(static_cast<int>(i), c, item);
        }
        points.push_back({label, jsonNumber(r, "eur_per_mtok"), jsonNumber(r, "goodput_rps"), jsonNumber(r, "watts"),
                          isProven, isBest});
    }
    m_pareto->setPoints(std::move(points));
    m_summary->setText(summaryText());
}

QString TuneDocument::summaryText() const {
    if (!m_result.is_object() || m_result.empty()) return {};
    const auto line = [](const nlohmann::json& row) {
        return tr("%1, %2 req/s %3")
            .arg(jsonText(row, "key").replace(' ', QStringLiteral(", ")), num(jsonNumber(row, "goodput_rps"), 4),
                 proven(row) ? tr("measured") : tr("predicted"));
    };
    QString s = tr("Ranked %1 configurations with the model; %2 physical run(s).")
                    .arg(m_result.value("configurations_ranked", 0LL))
                    .arg(m_result.value("physical_runs", 0LL));
    if (m_result.contains("default"))
        s += QStringLiteral("<br>") + tr("<b>Default</b>: %1").arg(line(m_result["default"]).toHtmlEscaped());
    if (m_result.contains("best")) {
        s += QStringLiteral("<br>") + tr("<b>Best</b>: %1").arg(line(m_result["best"]).toHtmlEscaped());
        if (proven(m_result["best"]) && m_result.contains("default") && proven(m_result["default"]))
            s += m_result.value("beats_default", false) ? tr(" — beats the default beyond the noise band")
                                                        : tr(" — not beyond the noise band of the default");
    }
    return s;
}

} // namespace luma::ui
