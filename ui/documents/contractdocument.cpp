#include "ui/documents/contractdocument.h"

#include "core/numeric/precision.h"
#include "core/util/json_bounded.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "ui/contractevaluation.h"
#include "ui/documents/predictionpanel.h"
#include "ui/format.h"
#include "ui/jobtracker.h"
#include "ui/theme.h"

#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <fstream>

namespace luma::ui {

namespace {

const QString kInlineModel = QStringLiteral("(inline config held by the contract)");

struct FieldRow {
    QWidget* editor = nullptr;
    QLabel* error = nullptr;
    QFormLayout* form = nullptr;
    QWidget* container = nullptr;
};

// What the user typed, as the JSON value core will judge: a whole number, a number, or the
// text itself (core then says "expected a number").
nlohmann::json numberOrText(const QString& text) {
    const QString t = text.trimmed();
    bool ok = false;
    const qlonglong i = t.toLongLong(&ok);
    if (ok) return i;
    const double v = QLocale::c().toDouble(t, &ok);
    if (ok) return v;
    return t.toStdString();
}

QString textOf(const nlohmann::json& j) {
    if (j.is_string()) return QString::fromStdString(j.get<std::string>());
    if (j.is_number_integer()) return QString::number(j.get<long long>());
    if (j.is_number()) return trimmed(j.get<double>());
    if (j.is_null()) return {};
    return QString::fromStdString(j.dump());
}

const nlohmann::json* at(const nlohmann::json& doc, std::initializer_list<const char*> path) {
    const nlohmann::json* j = &doc;
    for (const char* key : path) {
        if (!j->is_object()) return nullptr;
        const auto it = j->find(key);
        if (it == j->end()) return nullptr;
        j = &*it;
    }
    return j;
}

// Parameters as people say them: 8.03 B, 124 M, 1.31 M.
QString humanCount(double n) {
    if (n >= 1e9) return num(n / 1e9, 3) + QStringLiteral(" B");
    if (n >= 1e6) return num(n / 1e6, 3) + QStringLiteral(" M");
    if (n >= 1e3) return num(n / 1e3, 3) + QStringLiteral(" K");
    return num(n, 3);
}

QString humanBytes(double bytes) {
    if (bytes >= 1024.0 * 1024) return withUnit(bytes / (1024.0 * 1024), QStringLiteral("MiB"));
    if (bytes >= 1024.0) return withUnit(bytes / 1024.0, QStringLiteral("KiB"));
    return withUnit(bytes, QStringLiteral("B"));
}

} // namespace

struct ContractDocument::Private {
    explicit Private(QObject* owner) : jobs(owner) {}
    QHash<QString, FieldRow> rows;
    nlohmann::json inlineModel;   // when the model config is held inline
    nlohmann::json inlineMachine; // a machine held by a project
    QString machineOrigin;
    QString description;
    JobTracker<ContractEvaluation> jobs;
    QLineEdit* line(const QString& key) const { return qobject_cast<QLineEdit*>(rows.value(key).editor); }
    QComboBox* combo(const QString& key) const { return qobject_cast<QComboBox*>(rows.value(key).editor); }
};

ContractDocument::ContractDocument(QWidget* parent) : Document(parent), d(std::make_unique<Private>(this)) {
    setAcceptDrops(true);
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(split);

    // Left half: the form.
    auto* scroll = new QScrollArea(split);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* formHost = new QWidget(scroll);
    auto* left = new QVBoxLayout(formHost);
    m_general = new QLabel(formHost);
    m_general->setObjectName(QStringLiteral("general-error"));
    m_general->setWordWrap(true);
    m_general->setStyleSheet(QStringLiteral("color: %1;").arg(colors::fail().name()));
    m_general->setVisible(false);
    left->addWidget(m_general);

    auto group = [&](const QString& title) {
        auto* box = new QGroupBox(title, formHost);
        auto* form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        left->addWidget(box);
        return form;
    };

    QFormLayout* general = group(tr("Contract"));
    addLine(general, QStringLiteral("name"), tr("Name"), {}, tr("The contract's name (name)"));
    addLine(general, QStringLiteral("description"), tr("Description"), {},
            tr("Free text, kept in the file (description)"));
    m_hash = new QLabel(formHost);
    m_hash->setObjectName(QStringLiteral("hash"));
    m_hash->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hash->setToolTip(tr("SHA-256 of the canonical JSON, the model config included: what every run records"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_hash->setFont(mono);
    m_hash->setWordWrap(true);
    general->addRow(tr("Hash"), m_hash);

    QFormLayout* model = group(tr("Model"));
    {
        auto* row = new QWidget(formHost);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto* path = new QLineEdit(row);
        path->setObjectName(QStringLiteral("model.hf_config"));
        path->setPlaceholderText(tr("a Hugging Face config.json (drop one here)"));
        auto* browse = new QPushButton(tr("Browse…"), row);
        browse->setToolTip(tr("Choose a Hugging Face config.json"));
        h->addWidget(path, 1);
        h->addWidget(browse);
        connect(browse, &QPushButton::clicked, this, [this] {
            const QString f =
                QFileDialog::getOpenFileName(this, tr("Model config"), {}, tr("Hugging Face config (*.json)"));
            if (!f.isEmpty()) setModelConfig(f);
        });
        connect(path, &QLineEdit::textEdited, this, [this] {
            d->inlineModel = nullptr;
            edited();
        });
        addRow(
            model, QStringLiteral("model.hf_config"), tr("Config"), row, {},
            tr("model.hf_config: a path to the model's config.json (relative to the contract) or the config inline"));
        d->rows[QStringLiteral("model.hf_config")].editor = path;
    }
    m_modelInfo = new QLabel(formHost);
    m_modelInfo->setObjectName(QStringLiteral("model-info"));
    m_modelInfo->setWordWrap(true);
    m_modelInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    model->addRow(tr("Shape"), m_modelInfo);

    QFormLayout* precision = group(tr("Precision"));
    QStringList precisions;
    for (const QString& p : QString::fromLatin1(knownPrecisions()).split(' ')) precisions << p;
    addCombo(precision, QStringLiteral("precision.weights"), tr("Weights"), precisions,
             tr("Stored weight format (precision.weights)"));
    addCombo(precision, QStringLiteral("precision.kv_cache"), tr("KV cache"), precisions,
             tr("KV-cache element format (precision.kv_cache)"));
    addCombo(precision, QStringLiteral("precision.activations"), tr("Activations"), precisions,
             tr("Math format of the activations (precision.activations)"));

    QFormLayout* workload = group(tr("Workload"));
    addLine(workload, QStringLiteral("workload.input_tokens"), tr("Input"), tr("tokens"),
            tr("Prompt length per request (workload.input_tokens)"));
    addLine(workload, QStringLiteral("workload.output_tokens"), tr("Output"), tr("tokens"),
            tr("Generated tokens per request (workload.output_tokens)"));
    addCombo(workload, QStringLiteral("workload.arrival.kind"), tr("Arrival"),
             {QStringLiteral("offline"), QStringLiteral("poisson"), QStringLiteral("closed")},
             tr("offline: all requests queued at t=0; poisson: a request rate; closed: a fixed concurrency"));
    addLine(workload, QStringLiteral("workload.arrival.requests"), tr("Requests"), tr("requests"),
            tr("Requests in one experiment (workload.arrival.requests)"));
    addLine(workload, QStringLiteral("workload.arrival.rate_rps"), tr("Rate"), tr("req/s"),
            tr("Poisson arrival rate (workload.arrival.rate_rps)"));
    addLine(workload, QStringLiteral("workload.arrival.concurrency"), tr("Concurrency"), tr("requests"),
            tr("Requests in flight in a closed loop (workload.arrival.concurrency)"));

    QFormLayout* slo = group(tr("Service-level objectives (empty: none)"));
    addLine(slo, QStringLiteral("slo.ttft_ms_p50"), tr("TTFT p50 ≤"), QStringLiteral("ms"),
            tr("Time to first token, median (slo.ttft_ms_p50)"));
    addLine(slo, QStringLiteral("slo.ttft_ms_p99"), tr("TTFT p99 ≤"), QStringLiteral("ms"),
            tr("Time to first token, 99th percentile (slo.ttft_ms_p99)"));
    addLine(slo, QStringLiteral("slo.tpot_ms_p50"), tr("TPOT p50 ≤"), QStringLiteral("ms"),
            tr("Time per output token, median (slo.tpot_ms_p50)"));
    addLine(slo, QStringLiteral("slo.tpot_ms_p99"), tr("TPOT p99 ≤"), QStringLiteral("ms"),
            tr("Time per output token, 99th percentile (slo.tpot_ms_p99)"));
    addLine(slo, QStringLiteral("slo.throughput_tok_s_min"), tr("Throughput ≥"), QStringLiteral("tok/s"),
            tr("Output tokens per second, whole machine (slo.throughput_tok_s_min)"));
    addLine(slo, QStringLiteral("slo.success_rate_min"), tr("Success rate ≥"), tr("fraction"),
            tr("Share of requests served, in (0, 1] (slo.success_rate_min)"));

    QFormLayout* economics = group(tr("Economics (empty: none)"));
    addLine(economics, QStringLiteral("economics.eur_per_mtok_max"), tr("Cost ≤"), QStringLiteral("€/1M tok"),
            tr("Euros per million output tokens (economics.eur_per_mtok_max)"));
    addLine(economics, QStringLiteral("economics.watts_max"), tr("Power ≤"), QStringLiteral("W"),
            tr("Power of the whole machine (economics.watts_max)"));

    QFormLayout* machine = group(tr("Predict on"));
    {
        auto* row = new QWidget(formHost);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto* path = new QLineEdit(row);
        path->setObjectName(QStringLiteral("machine"));
        path->setPlaceholderText(tr("a luma.machine/1 file"));
        auto* browse = new QPushButton(tr("Browse…"), row);
        browse->setToolTip(tr("Choose the machine the prediction runs against"));
        h->addWidget(path, 1);
        h->addWidget(browse);
        connect(browse, &QPushButton::clicked, this, [this] {
            const QString f = QFileDialog::getOpenFileName(this, tr("Machine"), {}, tr("LUMA machine (*.json)"));
            if (!f.isEmpty()) setMachineFile(f);
        });
        connect(path, &QLineEdit::textEdited, this, [this] {
            d->inlineMachine = nullptr;
            scheduleEvaluation(); // the machine is not part of the contract: not a modification
        });
        addRow(machine, QStringLiteral("machine"), tr("Machine"), row, {},
               tr("The machine state the live prediction uses (not saved in the contract)"));
        d->rows[QStringLiteral("machine")].editor = path;
    }
    left->addStretch(1);
    scroll->setWidget(formHost);
    split->addWidget(scroll);

    // Right half: the live prediction.
    auto* panelScroll = new QScrollArea(split);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    m_panel = new PredictionPanel(panelScroll);
    panelScroll->setWidget(m_panel);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the panel follows the width
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    split->addWidget(panelScroll);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({500, 500});

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(120); // recompute when typing pauses, not on every key
    connect(m_debounce, &QTimer::timeout, this, &ContractDocument::evaluate);

    // A new contract starts from sensible values.
    m_loading = true;
    d->line(QStringLiteral("name"))->setText(QStringLiteral("untitled"));
    d->line(QStringLiteral("workload.input_tokens"))->setText(QStringLiteral("1000"));
    d->line(QStringLiteral("workload.output_tokens"))->setText(QStringLiteral("1000"));
    d->line(QStringLiteral("workload.arrival.requests"))->setText(QStringLiteral("1000"));
    m_loading = false;
    updateArrivalRows();
    scheduleEvaluation();
}

ContractDocument::~ContractDocument() = default;

void ContractDocument::addRow(QFormLayout* form, const QString& key, const QString& label, QWidget* editor,
                              const QString& unit, const QString& tip) {
    auto* container = new QWidget(form->parentWidget());
    auto* v = new QVBoxLayout(container);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto* h = new QHBoxLayout;
    h->addWidget(editor, 1);
    if (!unit.isEmpty()) {
        auto* u = new QLabel(unit, container);
        u->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("€/1M tok")) + 4);
        h->addWidget(u);
    }
    v->addLayout(h);
    auto* error = new QLabel(container);
    error->setObjectName(QStringLiteral("error:") + key);
    error->setWordWrap(true);
    error->setStyleSheet(QStringLiteral("color: %1;").arg(colors::fail().name()));
    error->setVisible(false);
    v->addWidget(error);
    editor->setToolTip(tip);
    auto* l = new QLabel(label, container);
    l->setToolTip(tip);
    l->setBuddy(editor);
    form->addRow(l, container);
    d->rows[key] = {editor, error, form, container};
}

QLineEdit* ContractDocument::addLine(QFormLayout* form, const QString& key, const QString& label, const QString& unit,
                                     const QString& tip) {
    auto* e = new QLineEdit(form->parentWidget());
    e->setObjectName(key);
    addRow(form, key, label, e, unit, tip);
    connect(e, &QLineEdit::textChanged, this, &ContractDocument::edited);
    return e;
}

QComboBox* ContractDocument::addCombo(QFormLayout* form, const QString& key, const QString& label,
                                      const QStringList& items, const QString& tip) {
    auto* c = new QComboBox(form->parentWidget());
    c->setObjectName(key);
    c->addItems(items);
    addRow(form, key, label, c, {}, tip);
    connect(c, &QComboBox::currentTextChanged, this, [this, key] {
        if (key == QLatin1String("workload.arrival.kind")) updateArrivalRows();
        edited();
    });
    return c;
}

void ContractDocument::updateArrivalRows() {
    const QString kind = d->combo(QStringLiteral("workload.arrival.kind"))->currentText();
    const FieldRow rate = d->rows.value(QStringLiteral("workload.arrival.rate_rps"));
    const FieldRow conc = d->rows.value(QStringLiteral("workload.arrival.concurrency"));
    rate.form->setRowVisible(rate.container, kind == QLatin1String("poisson"));
    conc.form->setRowVisible(conc.container, kind == QLatin1String("closed"));
}

void ContractDocument::edited() {
    if (m_loading) return;
    if (!m_modified) {
        m_modified = true;
        Q_EMIT titleChanged();
    }
    scheduleEvaluation();
}

void ContractDocument::scheduleEvaluation() {
    if (m_loading) return;
    m_panel->setBusy(true);
    m_debounce->start();
}

QString ContractDocument::contractPath() const {
    return m_file.isEmpty() ? QDir::current().filePath(QStringLiteral("untitled-contract.json")) : m_file;
}

QString ContractDocument::title() const {
    const QString name = d->line(QStringLiteral("name"))->text();
    return (m_modified ? QStringLiteral("• ") : QString()) +
           tr("Contract %1").arg(name.isEmpty() ? tr("(unnamed)") : name);
}

QString ContractDocument::identity() const {
    return m_file.isEmpty() ? QStringLiteral("contract:%1").arg(quintptr(this)) : m_file;
}

// The document as JSON. `forFile` names where it will be written: the model path is then made
// relative to it, as a person would write it; otherwise absolute, so the evaluation finds it.
static nlohmann::json buildJson(const ContractDocument&, const QHash<QString, FieldRow>& rows,
                                const nlohmann::json& inlineModel, const QString& description, const QString& forFile) {
    auto text = [&](const char* key) {
        auto* e = qobject_cast<QLineEdit*>(rows.value(QString::fromLatin1(key)).editor);
        return e ? e->text().trimmed() : QString();
    };
    auto choice = [&](const char* key) {
        auto* c = qobject_cast<QComboBox*>(rows.value(QString::fromLatin1(key)).editor);
        return c ? c->currentText().toStdString() : std::string();
    };
    nlohmann::json doc = {{"schema", "luma.contract/1"}, {"name", text("name").toStdString()}};
    if (!description.isEmpty()) doc["description"] = description.toStdString();
    if (!inlineModel.is_null()) {
        doc["model"] = {{"hf_config", inlineModel}};
    } else if (const QString model = text("model.hf_config"); !model.isEmpty()) {
        QString path = model;
        if (!forFile.isEmpty() && QFileInfo(model).isAbsolute())
            path = QDir(QFileInfo(forFile).absolutePath()).relativeFilePath(model);
        doc["model"] = {{"hf_config", path.toStdString()}};
    }
    doc["precision"] = {{"weights", choice("precision.weights")},
                        {"kv_cache", choice("precision.kv_cache")},
                        {"activations", choice("precision.activations")}};
    nlohmann::json workload = nlohmann::json::object();
    for (const char* key : {"input_tokens", "output_tokens"})
        if (const QString t = text((std::string("workload.") + key).c_str()); !t.isEmpty())
            workload[key] = numberOrText(t);
    const std::string kind = choice("workload.arrival.kind");
    nlohmann::json arrival = {{"kind", kind}};
    if (const QString t = text("workload.arrival.requests"); !t.isEmpty()) arrival["requests"] = numberOrText(t);
    // An empty rate or concurrency is left out: core then names the missing key.
    if (const QString t = text("workload.arrival.rate_rps"); kind == "poisson" && !t.isEmpty())
        arrival["rate_rps"] = numberOrText(t);
    if (const QString t = text("workload.arrival.concurrency"); kind == "closed" && !t.isEmpty())
        arrival["concurrency"] = numberOrText(t);
    workload["arrival"] = arrival;
    doc["workload"] = workload;
    auto optional = [&](const char* section, std::initializer_list<const char*> keys) {
        nlohmann::json out = nlohmann::json::object();
        for (const char* key : keys)
            if (const QString t = text((std::string(section) + "." + key).c_str()); !t.isEmpty())
                out[key] = numberOrText(t);
        if (!out.empty()) doc[section] = out;
    };
    optional("slo",
             {"ttft_ms_p50", "ttft_ms_p99", "tpot_ms_p50", "tpot_ms_p99", "throughput_tok_s_min", "success_rate_min"});
    optional("economics", {"eur_per_mtok_max", "watts_max"});
    return doc;
}

QByteArray ContractDocument::contractJson() const {
    d->description = d->line(QStringLiteral("description"))->text().trimmed();
    const nlohmann::json doc = buildJson(*this, d->rows, d->inlineModel, d->description, contractPath());
    return QByteArray::fromStdString(doc.dump(2) + "\n");
}

void ContractDocument::evaluate() {
    ContractInput input;
    input.contractPath = contractPath().toStdString();
    input.contract =
        buildJson(*this, d->rows, d->inlineModel, d->line(QStringLiteral("description"))->text().trimmed(), {});
    if (!d->inlineMachine.is_null()) {
        input.machine = d->inlineMachine;
        input.machinePath = d->machineOrigin.toStdString();
    } else {
        input.machinePath = d->line(QStringLiteral("machine"))->text().trimmed().toStdString();
    }
    d->jobs.start([input] { return evaluateContract(input); },
                  [this](const ContractEvaluation& e) { showEvaluation(e); });
}

bool ContractDocument::evaluationPending() const { return m_debounce->isActive() || d->jobs.busy(); }

void ContractDocument::clearMarks() {
    for (auto it = d->rows.begin(); it != d->rows.end(); ++it) {
        it->error->clear();
        it->error->setVisible(false);
        it->editor->setStyleSheet({});
    }
    m_general->clear();
    m_general->setVisible(false);
}

void ContractDocument::markField(const QString& key, const QString& message) {
    auto it = d->rows.find(key);
    if (it == d->rows.end()) {
        m_general->setText(message);
        m_general->setVisible(true);
        return;
    }
    it->error->setText(message);
    it->error->setVisible(true);
    it->editor->setStyleSheet(
        QStringLiteral("%1 { border: 2px solid %2; border-radius: 3px; }")
            .arg(QString::fromLatin1(it->editor->metaObject()->className()), colors::fail().name()));
    it->editor->setToolTip(message);
}

void ContractDocument::showEvaluation(const ContractEvaluation& e) {
    m_panel->setBusy(evaluationPending());
    clearMarks();
    if (e.contractProblem) {
        // core names the key path; the field is that key, or the nearest enclosing one. A problem
        // inside the model config (another file) belongs to the model field.
        QString key = QString::fromStdString(e.contractProblem->key);
        const bool otherFile =
            !e.contractProblem->file.empty() && e.contractProblem->file != contractPath().toStdString();
        if (otherFile || key.startsWith(QLatin1String("model"))) key = QStringLiteral("model.hf_config");
        while (!key.isEmpty() && !d->rows.contains(key)) key = key.section('.', 0, -2);
        if (key == QLatin1String("workload.arrival")) key = QStringLiteral("workload.arrival.kind");
        markField(key.isEmpty() ? QStringLiteral("(general)") : key,
                  QString::fromStdString(e.contractProblem->message));
    }
    if (e.machineProblem) markField(QStringLiteral("machine"), QString::fromStdString(e.machineProblem->message));
    m_hashValue = QString::fromStdString(e.hash);
    if (e.hash.empty()) {
        m_hash->setText(tr("— (fix the marked field)"));
    } else {
        // In blocks of eight, as fingerprints are read, so that it wraps in a narrow form.
        QStringList blocks;
        for (int i = 0; i < m_hashValue.size(); i += 8) blocks << m_hashValue.mid(i, 8);
        m_hash->setText(blocks.join(' '));
    }
    if (e.model) {
        const ModelShape& m = *e.model;
        QString info =
            tr("%1 · %2 parameters, %3 active per token · KV %4 per token at %5 · %6 layers, hidden %7, %8 heads (%9 KV)")
                .arg(QString::fromStdString(m.architecture.empty() ? m.modelType : m.architecture))
                .arg(humanCount(m.paramsTotal), humanCount(m.paramsActive), humanBytes(e.kvBytesPerToken),
                     QString::fromStdString(e.kvPrecision))
                .arg(m.layers)
                .arg(m.hidden)
                .arg(m.heads)
                .arg(m.kvHeads);
        if (m.isMoe()) info += tr(" · %1 of %2 experts routed").arg(m.expertsPerToken).arg(m.experts);
        m_modelInfo->setText(info);
    } else {
        m_modelInfo->setText(e.contractProblem ? QString()
                                               : tr("No model: a model-free contract (command campaigns)."));
    }
    m_panel->setEvaluation(e);
    Q_EMIT titleChanged();
    Q_EMIT evaluated();
}

QString ContractDocument::fieldError(const QString& key) const {
    if (key == QLatin1String("(general)")) return generalError();
    const auto it = d->rows.find(key);
    return it == d->rows.end() ? QString() : it->error->text();
}

QWidget* ContractDocument::field(const QString& key) const { return d->rows.value(key).editor; }
QString ContractDocument::generalError() const { return m_general->text(); }
QString ContractDocument::hashText() const { return m_hashValue.isEmpty() ? m_hash->text() : m_hashValue; }
QString ContractDocument::modelText() const { return m_modelInfo->text(); }

void ContractDocument::fill(const QByteArray& json) {
    nlohmann::json doc = parseJsonBounded(json.toStdString());
    if (!doc.is_object()) doc = nlohmann::json::object();
    m_loading = true;
    auto set = [&](const char* key, std::initializer_list<const char*> path) {
        const nlohmann::json* j = at(doc, path);
        d->line(QString::fromLatin1(key))->setText(j ? textOf(*j) : QString());
    };
    auto choose = [&](const char* key, std::initializer_list<const char*> path, const char* fallback) {
        const nlohmann::json* j = at(doc, path);
        QComboBox* c = d->combo(QString::fromLatin1(key));
        const QString v = j && j->is_string() ? textOf(*j) : QString::fromLatin1(fallback);
        if (c->findText(v) < 0) c->addItem(v); // shown as it is; core names the problem
        c->setCurrentText(v);
    };
    set("name", {"name"});
    set("description", {"description"});
    d->inlineModel = nullptr;
    if (const nlohmann::json* m = at(doc, {"model", "hf_config"})) {
        if (m->is_object()) {
            d->inlineModel = *m;
            d->line(QStringLiteral("model.hf_config"))->setText(kInlineModel);
        } else if (m->is_string()) {
            // Shown absolute, so that it does not depend on the current folder.
            const QString rel = textOf(*m);
            d->line(QStringLiteral("model.hf_config"))
                ->setText(m_file.isEmpty() ? rel
                                           : QString::fromStdString(
                                                 resolveBeside(m_file.toStdString(), rel.toStdString()).string()));
        } else {
            d->line(QStringLiteral("model.hf_config"))->setText(textOf(*m));
        }
    } else {
        d->line(QStringLiteral("model.hf_config"))->clear();
    }
    const nlohmann::json* weights = at(doc, {"precision", "weights"});
    const char* weightsName = weights && weights->is_string() && weights->get<std::string>() == "fp8" ? "fp8" : "bf16";
    choose("precision.weights", {"precision", "weights"}, "bf16");
    choose("precision.kv_cache", {"precision", "kv_cache"}, weightsName); // core's default follows fp8 weights
    choose("precision.activations", {"precision", "activations"}, "bf16");
    set("workload.input_tokens", {"workload", "input_tokens"});
    set("workload.output_tokens", {"workload", "output_tokens"});
    choose("workload.arrival.kind", {"workload", "arrival", "kind"}, "offline");
    set("workload.arrival.requests", {"workload", "arrival", "requests"});
    if (!at(doc, {"workload", "arrival", "requests"}))
        d->line(QStringLiteral("workload.arrival.requests"))->setText(QStringLiteral("1000"));
    set("workload.arrival.rate_rps", {"workload", "arrival", "rate_rps"});
    set("workload.arrival.concurrency", {"workload", "arrival", "concurrency"});
    for (const char* k :
         {"ttft_ms_p50", "ttft_ms_p99", "tpot_ms_p50", "tpot_ms_p99", "throughput_tok_s_min", "success_rate_min"})
        set((std::string("slo.") + k).c_str(), {"slo", k});
    for (const char* k : {"eur_per_mtok_max", "watts_max"})
        set((std::string("economics.") + k).c_str(), {"economics", k});
    for (auto it = d->rows.begin(); it != d->rows.end(); ++it)
        if (auto* e = qobject_cast<QLineEdit*>(it->editor)) e->setCursorPosition(0); // show the start of long text
    m_loading = false;
    updateArrivalRows();
    m_modified = false;
    Q_EMIT titleChanged();
    scheduleEvaluation();
}

bool ContractDocument::loadFile(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("%1: cannot read the file: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray text = f.readAll();
    try {
        parseJsonText(text.toStdString(), path.toStdString()); // names the line and column of a syntax error
    } catch (const SpecError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    m_file = QFileInfo(path).absoluteFilePath();
    fill(text);
    // The machine beside the contract, when there is one and none is chosen yet.
    if (d->line(QStringLiteral("machine"))->text().isEmpty() && d->inlineMachine.is_null()) {
        const QString beside = QFileInfo(m_file).dir().filePath(QStringLiteral("machine.json"));
        if (QFileInfo::exists(beside)) setMachineFile(beside);
    }
    return true;
}

void ContractDocument::loadSpec(const QByteArray& json, const QString& origin) {
    m_file.clear();
    fill(json);
    setToolTip(origin);
}

void ContractDocument::setMachineFile(const QString& path) {
    d->inlineMachine = nullptr;
    d->line(QStringLiteral("machine"))->setText(path);
    scheduleEvaluation();
}

void ContractDocument::setMachineSpec(const QByteArray& json, const QString& origin) {
    d->inlineMachine = parseJsonBounded(json.toStdString());
    if (d->inlineMachine.is_discarded()) d->inlineMachine = nullptr;
    d->machineOrigin = origin;
    d->line(QStringLiteral("machine"))->setText(origin);
    scheduleEvaluation();
}

void ContractDocument::setModelConfig(const QString& path) {
    d->inlineModel = nullptr;
    d->line(QStringLiteral("model.hf_config"))->setText(QFileInfo(path).absoluteFilePath());
    edited();
}

void ContractDocument::dragEnterEvent(QDragEnterEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() && urls.front().toLocalFile().endsWith(QLatin1String(".json")))
        event->acceptProposedAction();
}

void ContractDocument::dropEvent(QDropEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.isEmpty()) return;
    setModelConfig(urls.front().toLocalFile());
    event->acceptProposedAction();
}

bool ContractDocument::saveTo(const QString& path, QString* error) {
    const QString previous = m_file;
    m_file = QFileInfo(path).absoluteFilePath();
    const QByteArray json = contractJson(); // the model path relative to the new file
    QSaveFile f(m_file);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size() || !f.commit()) {
        if (error) *error = tr("%1: cannot write the contract: %2").arg(path, f.errorString());
        m_file = previous;
        return false;
    }
    m_modified = false;
    Q_EMIT titleChanged();
    Q_EMIT statusMessage(tr("Saved %1").arg(m_file));
    scheduleEvaluation(); // errors now name the saved file
    return true;
}

bool ContractDocument::save(bool as) {
    QString path = m_file;
    if (as || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(
            this, tr("Save contract"),
            m_file.isEmpty() ? d->line(QStringLiteral("name"))->text() + QStringLiteral(".json") : m_file,
            tr("LUMA contract (*.json)"));
        if (path.isEmpty()) return false;
    }
    QString error;
    if (!saveTo(path, &error)) {
        markField(QStringLiteral("(general)"), error);
        return false;
    }
    return true;
}

} // namespace luma::ui
