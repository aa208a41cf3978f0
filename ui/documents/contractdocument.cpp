#include "ui/documents/contractdocument.h"

#include "core/numeric/precision.h"
#include "core/util/json_bounded.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "ui/contractevaluation.h"
#include "ui/documents/contractfields.h"
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

#include <cstring>
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

} // namespace

struct ContractDocument::Private {
    explicit Private(QObject* owner) : jobs(owner) {}
    QHash<QString, FieldRow> rows;
    nlohmann::json inlineModel;   // when the model config is held inline
    nlohmann::json inlineMachine; // a machine held by a project
    QString machineOrigin;
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

    // The table's fields, group by group. The contract's own group ends with its hash, and the
    // model's group (its config file and the shape core reads from it) follows it.
    const std::vector<const char*> groups = contractFieldGroups();
    for (std::size_t i = 0; i < groups.size(); ++i) {
        QFormLayout* form = group(tr(groups[i]));
        for (const ContractField& f : contractFields())
            if (std::strcmp(f.group, groups[i]) == 0) addField(form, f);
        if (i == 0) {
            addHashRow(form, formHost);
            addModelGroup(group(tr("Model")), formHost);
        }
    }

    addMachineGroup(group(tr("Predict on")), formHost);
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

void ContractDocument::addHashRow(QFormLayout* form, QWidget* formHost) {
    m_hash = new QLabel(formHost);
    m_hash->setObjectName(QStringLiteral("hash"));
    m_hash->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hash->setToolTip(tr("SHA-256 of the canonical JSON, the model config included: what every run records"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_hash->setFont(mono);
    m_hash->setWordWrap(true);
    form->addRow(tr("Hash"), m_hash);
}

// Not part of the contract: the machine the live prediction runs against.
void ContractDocument::addMachineGroup(QFormLayout* machine, QWidget* formHost) {
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

void ContractDocument::addModelGroup(QFormLayout* model, QWidget* formHost) {
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
}

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

void ContractDocument::addField(QFormLayout* form, const ContractField& f) {
    const QString key = QString::fromLatin1(f.key);
    const QString unit = *f.unit ? tr(f.unit) : QString();
    if (f.kind == ContractField::Kind::Text || f.kind == ContractField::Kind::Number) {
        auto* e = new QLineEdit(form->parentWidget());
        e->setObjectName(key);
        addRow(form, key, tr(f.label), e, unit, tr(f.tip));
        connect(e, &QLineEdit::textChanged, this, &ContractDocument::edited);
        return;
    }
    auto* c = new QComboBox(form->parentWidget());
    c->setObjectName(key);
    c->addItems(contractFieldChoices(f.kind));
    addRow(form, key, tr(f.label), c, unit, tr(f.tip));
    connect(c, &QComboBox::currentTextChanged, this, [this, kind = f.kind] {
        if (kind == ContractField::Kind::Arrival) updateArrivalRows();
        edited();
    });
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

// The document as JSON, written from the field table. `forFile` names where it will be
// written: the model path is then made relative to it, as a person would write it; otherwise
// absolute, so the evaluation finds it.
static nlohmann::json buildJson(const QHash<QString, FieldRow>& rows, const nlohmann::json& inlineModel,
                                const QString& forFile) {
    nlohmann::json doc = {{"schema", "luma.contract/1"}};
    const auto* arrivalBox = qobject_cast<QComboBox*>(rows.value(QStringLiteral("workload.arrival.kind")).editor);
    const QString arrival = arrivalBox ? arrivalBox->currentText() : QString();
    for (const ContractField& f : contractFields()) {
        QWidget* editor = rows.value(QString::fromLatin1(f.key)).editor;
        if (const auto* c = qobject_cast<QComboBox*>(editor)) {
            setContractValue(doc, f.key, c->currentText().toStdString());
            continue;
        }
        const auto* e = qobject_cast<QLineEdit*>(editor);
        const QString t = e ? e->text().trimmed() : QString();
        if (f.onlyForArrival && arrival != QLatin1String(f.onlyForArrival)) continue;
        if (t.isEmpty() && !f.required) continue;
        setContractValue(doc, f.key,
                         f.kind == ContractField::Kind::Number ? numberOrText(t) : nlohmann::json(t.toStdString()));
    }
    if (!inlineModel.is_null()) {
        doc["model"] = {{"hf_config", inlineModel}};
    } else if (const auto* e = qobject_cast<QLineEdit*>(rows.value(QStringLiteral("model.hf_config")).editor);
               e && !e->text().trimmed().isEmpty()) {
        const QString model = e->text().trimmed();
        QString path = model;
        if (!forFile.isEmpty() && QFileInfo(model).isAbsolute())
            path = QDir(QFileInfo(forFile).absolutePath()).relativeFilePath(model);
        doc["model"] = {{"hf_config", path.toStdString()}};
    }
    return doc;
}

QByteArray ContractDocument::contractJson() const {
    const nlohmann::json doc = buildJson(d->rows, d->inlineModel, contractPath());
    return QByteArray::fromStdString(doc.dump(2) + "\n");
}

void ContractDocument::evaluate() {
    ContractInput input;
    input.contractPath = contractPath().toStdString();
    input.contract = buildJson(d->rows, d->inlineModel, {});
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
    // core's default KV-cache precision follows fp8 weights; the other choices have their own.
    const nlohmann::json* weights = contractValueAt(doc, "precision.weights");
    const char* kvDefault = weights && weights->is_string() && weights->get<std::string>() == "fp8" ? "fp8" : "bf16";
    for (const ContractField& f : contractFields()) {
        const nlohmann::json* j = contractValueAt(doc, f.key);
        QWidget* editor = d->rows.value(QString::fromLatin1(f.key)).editor;
        if (auto* c = qobject_cast<QComboBox*>(editor)) {
            const QString v =
                j && j->is_string() ? textOf(*j) : QString::fromLatin1(f.fallback ? f.fallback : kvDefault);
            if (c->findText(v) < 0) c->addItem(v); // shown as it is; core names the problem
            c->setCurrentText(v);
        } else if (auto* e = qobject_cast<QLineEdit*>(editor)) {
            e->setText(j ? textOf(*j) : QString::fromLatin1(f.fallback ? f.fallback : ""));
        }
    }
    d->inlineModel = nullptr;
    if (const nlohmann::json* m = contractValueAt(doc, "model.hf_config")) {
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
