#include "ui/documents/codesigndocument.h"

#include "core/codesign/codesign.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/util/spec_error.h"
#include "remote/client/backend_executors.h"
#include "remote/client/local_transport.h"
#include "ui/charts/trajectoryplot.h"
#include "ui/format.h"
#include "ui/jsonfields.h"
#include "ui/looprunner.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace luma::ui {

namespace {

struct Parsed {
    Campaign campaign;
    Choices choices;
};

// The inputs as `luma codesign` reads them; throws SpecError naming the file and key.
Parsed parse(const CodesignInputs& in) {
    Campaign c = parseCampaign(in.campaign, in.campaignFile.toStdString());
    if (!c.machine) throw SpecError(c.file, "machine", "codesign tunes on a machine: the campaign needs one");
    if (!c.contract.model)
        throw SpecError(c.contract.file, "model", "codesign ranks with the model: the contract needs one");
    Choices ch = parseChoices(in.choices, in.choicesFile.toStdString(), c.contract, *c.machine);
    if (const std::string why = physicalProblem(ch, c); !why.empty()) throw SpecError("", "", why);
    return {std::move(c), std::move(ch)};
}

QString stateText(const nlohmann::json& state) {
    std::map<std::string, double> levels;
    if (state.is_object())
        for (const auto& [k, v] : state.items())
            if (v.is_number()) levels[k] = v.get<double>();
    return levels.empty() ? QStringLiteral("—") : levelsText(levels);
}

QString joinedStrings(const nlohmann::json& list) {
    QStringList out;
    if (list.is_array())
        for (const auto& s : list)
            if (s.is_string()) out << QString::fromStdString(s.get<std::string>());
    return out.join(QStringLiteral(", "));
}

void fillRow(QTableWidget* table, int row, const QStringList& cells) {
    for (int c = 0; c < cells.size(); ++c) table->setItem(row, c, new QTableWidgetItem(cells[c]));
}

} // namespace

CodesignDocument::CodesignDocument(Project* project, CodesignInputs inputs, QWidget* parent)
    : Document(parent), m_project(project), m_inputs(std::move(inputs)), m_runner(new LoopRunner(this)) {
    build();
    m_budget->setValue(m_inputs.budgetRuns);
    check();
    connect(m_runner, &LoopRunner::progress, this, [this](const QString& line) {
        m_status->setText(line);
        Q_EMIT logLine(line);
    });
    connect(m_runner, &LoopRunner::ended, this, [this](LoopRunner::End end, const QString& message) {
        if (end == LoopRunner::End::Finished) {
            showTrajectory(m_runner->result());
            m_status->setText(tr("The loop ended; its trajectory is kept in the project as campaign \"%1\".")
                                  .arg(jsonText(m_runner->result(), "campaign")));
            Q_EMIT logLine(stopText());
        } else {
            setProblem(message);
            Q_EMIT logLine(message);
        }
        updateButtons();
        Q_EMIT projectChanged();
        Q_EMIT runningChanged();
    });
}

CodesignDocument* CodesignDocument::fromProject(Project* project, const QString& campaign, QString* error,
                                                QWidget* parent) {
    const auto record = project ? project->campaign(campaign) : std::nullopt;
    if (!record) {
        if (error) *error = tr("The project holds no campaign \"%1\".").arg(campaign);
        return nullptr;
    }
    const nlohmann::json& spec = record->spec;
    if (spec.value("schema", "") != "luma.codesign/1" || spec.value("step", "") != "loop") {
        if (error) *error = tr("Campaign \"%1\" is not a luma codesign loop.").arg(campaign);
        return nullptr;
    }
    const QString where = tr("campaign %1 of %2").arg(campaign, project->displayName());
    CodesignInputs in;
    in.campaign = spec.value("campaign", nlohmann::json());
    in.choices = spec.value("choices", nlohmann::json());
    in.campaignFile = tr("the campaign of %1").arg(where);
    in.choicesFile = tr("the choices of %1").arg(where);
    in.budgetRuns = spec.value("budget_runs", 30);
    in.maxIterations = spec.value("max_iterations", 6);
    auto* doc = new CodesignDocument(project, std::move(in), parent);
    doc->m_stored = campaign;
    if (const auto loop = project->latestDecision(campaign, "codesign")) {
        doc->showTrajectory(*loop);
        doc->m_status->setText(tr("Run earlier: the trajectory stored with the loop. Start again replays every "
                                  "finished step, it does not repeat a run."));
    }
    return doc;
}

void CodesignDocument::build() {
    auto* root = new QVBoxLayout(this);
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    root->addWidget(m_header);
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Run budget"), this));
    m_budget = new QSpinBox(this);
    m_budget->setRange(1, 1000);
    m_budget->setToolTip(tr("Physical runs in all, PEX and tune steps, every start's together"));
    bar->addWidget(m_budget);
    m_start = new QPushButton(tr("&Start Loop"), this);
    m_cancel = new QPushButton(tr("Cancel"), this);
    bar->addWidget(m_start);
    bar->addWidget(m_cancel);
    bar->addStretch(1);
    root->addLayout(bar);
    connect(m_start, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { cancel(); });
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    root->addWidget(m_status);
    m_stop = new QLabel(this);
    m_stop->setWordWrap(true);
    root->addWidget(m_stop);

    auto* split = new QSplitter(Qt::Vertical, this);
    root->addWidget(split, 1);
    m_plot = new TrajectoryPlot(split);
    m_table = new QTableWidget(0, 8, split);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Configuration (changes from the start's)"),
                                        tr("Minimum PASS state"), tr("€/h"), tr("Goodput (req/s)"), tr("W"),
                                        tr("Binding"), tr("Next")});
    m_pairs = new QTableWidget(0, 3, split);
    m_pairs->setHorizontalHeaderLabels({tr("Start"), tr("Final"), tr("Final / start")});
    for (QTableWidget* t : {m_table, m_pairs}) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->setWordWrap(true);
    }
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_pairs->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 2);
}

QString CodesignDocument::title() const {
    const QString name = jsonText(m_inputs.campaign, "name");
    return tr("Co-design %1").arg(name.isEmpty() ? tr("(unnamed campaign)") : name);
}

QString CodesignDocument::identity() const {
    return m_stored.isEmpty() ? QStringLiteral("codesign:%1|%2").arg(m_inputs.campaignFile, m_inputs.choicesFile)
                              : QStringLiteral("codesign:") + m_stored;
}

void CodesignDocument::setProblem(const QString& problem) {
    m_problem = problem;
    m_status->setText(
        problem.isEmpty()
            ? QString()
            : QStringLiteral("<span style='color:%1'>%2</span>").arg(colors::fail().name(), problem.toHtmlEscaped()));
}

void CodesignDocument::check() {
    m_ok = false;
    try {
        const Parsed p = parse(m_inputs);
        m_header->setText(tr("<b>%1</b>: PEX finds the minimum machine for %2's configuration, tune the best "
                             "configuration of <b>%3</b> (%4 combinations) on it, until neither moves.")
                              .arg(title().toHtmlEscaped(), QString::fromStdString(p.campaign.name).toHtmlEscaped(),
                                   QString::fromStdString(p.choices.name).toHtmlEscaped())
                              .arg(p.choices.combinations()));
        m_ok = true;
        setProblem({});
    } catch (const std::exception& e) {
        m_header->setText(tr("<b>%1</b>").arg(title().toHtmlEscaped()));
        setProblem(QString::fromStdString(e.what()));
    }
    updateButtons();
}

bool CodesignDocument::running() const { return m_runner->isRunning(); }

void CodesignDocument::updateButtons() {
    m_start->setEnabled(m_ok && m_project && !running());
    m_start->setToolTip(m_project ? tr("Run the loop on the hosts picked in the toolbar (the campaign's own "
                                       "when none is picked); resumes from the steps the project holds")
                                  : tr("Open or create a project: the loop's steps are kept there"));
    m_cancel->setEnabled(running());
    m_budget->setEnabled(!running());
}

bool CodesignDocument::start() {
    if (!m_ok || !m_project || running()) return false;
    CodesignInputs in = m_inputs;
    in.budgetRuns = m_budget->value();
    client::LaunchOptions launch{m_agentPath.isEmpty() ? client::defaultAgentPath() : m_agentPath.toStdString()};
    for (const QString& h : m_hosts) launch.hosts.push_back(h.toStdString());
    const std::string db = m_project->path().toStdString();
    const bool started =
        m_runner->start([in, launch, db](const CancelToken& cancel, const LoopRunner::Progress& progress) {
            const Parsed p = parse(in);
            client::LaunchOptions l = launch;
            if (l.hosts.empty()) l.hosts = p.campaign.hosts;
            CodesignOptions o;
            o.budgetRuns = in.budgetRuns;
            o.maxIterations = in.maxIterations;
            o.cancel = &cancel;
            o.progress = progress;
            EvidenceStore store(db);
            client::BackendExecutors pools(p.campaign.contract, *p.campaign.machine, p.choices, l, &p.campaign);
            const ExecutorFor executors = [&](const KnobValue* backend) -> RunExecutor& { return pools(backend); };
            return toJson(p.choices, codesign(p.campaign, p.choices, store, executors, o));
        });
    if (!started) return false;
    m_status->setText(tr("Running the loop (budget %1 runs)…").arg(in.budgetRuns));
    updateButtons();
    Q_EMIT runningChanged();
    return true;
}

void CodesignDocument::cancel() { m_runner->cancel(); }

QString CodesignDocument::stopText() const {
    if (!m_result.is_object() || !m_result.contains("stop")) return {};
    return tr("%1 after %2 iteration(s) and %3 physical run(s): %4")
        .arg(m_result.value("converged", false) ? tr("Converged") : tr("Not converged"))
        .arg(m_result.value("iterations", nlohmann::json::array()).size())
        .arg(m_result.value("physical_runs", 0LL))
        .arg(jsonText(m_result, "stop"));
}

void CodesignDocument::showTrajectory(const nlohmann::json& loop) {
    m_result = loop;
    const nlohmann::json iterations = loop.value("iterations", nlohmann::json::array());
    std::vector<TrajectoryStep> steps;
    m_table->setRowCount(static_cast<int>(iterations.size()));
    const QString startKey = jsonText(loop.value("start", nlohmann::json()), "configuration_key");
    int row = 0;
    for (const auto& it : iterations) {
        const QString binding = joinedStrings(it.value("binding", nlohmann::json::array()));
        const bool qualified = it.value("qualified", false);
        // What tune chose serves on this state. Loops stored before next_goodput_rps gave a moved
        // row that goodput in goodput_rps: it is shown as theirs, the row's own is unknown.
        const bool moved = it.value("moved", false);
        const auto nextValue = it.find("next_goodput_rps");
        const bool earlier = moved && (nextValue == it.end() || !nextValue->is_number());
        const auto own = it.find("goodput_rps"); // null for a configuration neither qualified nor tuned
        const bool known = !earlier && own != it.end() && own->is_number();
        const double rowGoodput = known ? own->get<double>() : std::nan(""); // a gap in the chart
        steps.push_back({it.value("iteration", row + 1), jsonNumber(it, "eur_per_hour"), rowGoodput,
                         known && it.value("goodput_proven", false), binding, qualified});
        QString next =
            moved
                ? tr("tune moves (%1 req/s)").arg(num(jsonNumber(it, earlier ? "goodput_rps" : "next_goodput_rps"), 4))
                : tr("stays");
        if (const QString note = jsonText(it, "note"); !note.isEmpty()) next += QStringLiteral(" — ") + note;
        const int iteration = it.value("iteration", row + 1);
        fillRow(m_table, row++,
                {QString::number(iteration),
                 changesFrom(jsonText(it, "configuration_key"), startKey, tr("the start's")),
                 qualified ? stateText(it.value("machine_state", nlohmann::json())) : tr("not qualified"),
                 num(jsonNumber(it, "eur_per_hour"), 4), known ? num(rowGoodput, 4) : QStringLiteral("—"),
                 num(jsonNumber(it, "watts"), 4), binding, next});
    }
    m_plot->setSteps(std::move(steps));
    m_table->resizeRowsToContents();

    const nlohmann::json start = loop.value("start", nlohmann::json()), final = loop.value("final", nlohmann::json()),
                         ratio = loop.value("final_over_start", nlohmann::json());
    struct Figure {
        QString name;
        const char* key;
    };
    const Figure figures[] = {{tr("goodput (req/s)"), "goodput_rps"},
                              {tr("€ per hour"), "eur_per_hour"},
                              {tr("€ per 1M tokens"), "eur_per_mtok"},
                              {tr("W"), "watts"},
                              {tr("bytes moved per token"), "bytes_per_token"}};
    QStringList rows = {tr("machine state"), tr("configuration")};
    for (const auto& f : figures) rows << f.name;
    m_pairs->setRowCount(static_cast<int>(rows.size()));
    m_pairs->setVerticalHeaderLabels(rows);
    fillRow(m_pairs, 0,
            {stateText(start.value("machine_state", nlohmann::json())),
             stateText(final.value("machine_state", nlohmann::json())), QString()});
    fillRow(m_pairs, 1, {jsonText(start, "configuration_key"), jsonText(final, "configuration_key"), QString()});
    const auto figure = [](const nlohmann::json& pair, const char* key) {
        if (!pair.is_object() || !pair.contains(key)) return QStringLiteral("—");
        QString s = num(jsonNumber(pair, key), 4);
        if (std::string(key) == "goodput_rps")
            s += pair.value("goodput_proven", false) ? tr(" (measured)") : tr(" (predicted)");
        return s;
    };
    int r = 2;
    for (const auto& f : figures)
        fillRow(m_pairs, r++,
                {figure(start, f.key), figure(final, f.key),
                 ratio.contains(f.key) ? num(jsonNumber(ratio, f.key), 3) : QString()});
    m_pairs->resizeRowsToContents();
    m_stop->setText(stopText().toHtmlEscaped());
}

} // namespace luma::ui
