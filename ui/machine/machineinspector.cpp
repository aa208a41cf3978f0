#include "ui/machine/machineinspector.h"

#include "core/catalog/catalog.h"
#include "core/model/machine.h"
#include "ui/format.h"
#include "ui/machine/machinegraph.h"
#include "ui/machine/nodetext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace luma::ui {

namespace {

QString jsonText(const nlohmann::json& v) {
    if (v.is_string()) return QString::fromStdString(v.get<std::string>());
    if (v.is_boolean()) return v.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.is_number()) return trimmed(v.get<double>());
    return {};
}

void mark(QWidget* w, bool bad) {
    if (!w) return;
    w->setStyleSheet(bad ? QStringLiteral("border: 2px solid #c62828; border-radius: 3px;") : QString());
}

} // namespace

MachineInspector::MachineInspector(MachineGraph* graph, QWidget* parent) : QWidget(parent), m_graph(graph) {
    setObjectName(QStringLiteral("machine-inspector"));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(8, 8, 8, 8);
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("inspector-heading"));
    m_heading->setWordWrap(true);
    QFont f = m_heading->font();
    f.setBold(true);
    m_heading->setFont(f);
    m_layout->addWidget(m_heading);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("inspector-error"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->hide();
    m_layout->addStretch(1);
    m_layout->addWidget(m_error);
    connect(graph, &MachineGraph::changed, this, [this] {
        // The inspected node or link may be gone (undo of its addition): show the machine.
        if ((m_target == Target::Node && !m_graph->node(m_node)) ||
            (m_target == Target::Link && m_link >= m_graph->linkCount())) {
            inspect({}, {});
            return;
        }
        refresh();
    });
    rebuild();
}

QString MachineInspector::heading() const { return m_heading->text(); }

QString MachineInspector::error() const {
    return m_error->isVisible() || !m_error->isHidden() ? m_error->text() : QString();
}

void MachineInspector::inspect(const QStringList& nodeIds, const QList<int>& links) {
    Target target = Target::Machine;
    if (nodeIds.size() + links.size() > 1)
        target = Target::Many;
    else if (nodeIds.size() == 1)
        target = Target::Node;
    else if (links.size() == 1)
        target = Target::Link;
    const QString node = nodeIds.value(0);
    const int link = links.value(0, -1);
    const int many = static_cast<int>(nodeIds.size() + links.size());
    if (target == m_target && node == m_node && link == m_link && many == m_many && m_form) {
        refresh();
        return;
    }
    m_target = target;
    m_node = node;
    m_link = link;
    m_many = many;
    rebuild();
}

void MachineInspector::addLine(QFormLayout* form, const QString& key, const QString& label, const QString& placeholder,
                               const QString& tip) {
    auto* e = new QLineEdit(form->parentWidget());
    e->setObjectName(QStringLiteral("field-") + key);
    e->setPlaceholderText(placeholder);
    e->setToolTip(tip);
    connect(e, &QLineEdit::editingFinished, this, [this, e, key] {
        if (!e->isModified()) return;
        e->setModified(false);
        edited(key, e->text());
    });
    form->addRow(label, e);
    m_fields.insert(key, e);
}

void MachineInspector::addChoice(QFormLayout* form, const QString& key, const QString& label,
                                 const QString& defaultLabel, const QStringList& values, const QString& tip) {
    auto* c = new QComboBox(form->parentWidget());
    c->setObjectName(QStringLiteral("field-") + key);
    if (!defaultLabel.isEmpty()) c->addItem(defaultLabel, QString()); // an empty value leaves the key out
    for (const QString& value : values) c->addItem(value, value);
    c->setToolTip(tip);
    connect(c, &QComboBox::activated, this, [this, c, key] { edited(key, c->currentData().toString()); });
    form->addRow(label, c);
    m_fields.insert(key, c);
}

void MachineInspector::rebuild() {
    // The old form may be the sender of the edit that led here: delete it later, not now.
    if (m_form) {
        m_form->hide();
        m_form->deleteLater();
    }
    m_fields.clear();
    m_form = new QWidget(this);
    auto* form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->insertWidget(1, m_form);
    m_error->hide();
    m_errorKey.clear();

    if (m_target == Target::Many) {
        m_heading->setText(tr("%n items selected", nullptr, m_many));
        return;
    }
    if (m_target == Target::Link)
        buildLinkForm(form);
    else if (m_target == Target::Node)
        buildNodeForm(form);
    else
        buildMachineForm(form);
    refresh();
}

void MachineInspector::buildLinkForm(QFormLayout* form) {
    const auto& l = m_graph->link(m_link);
    m_heading->setText(
        tr("Link %1 — %2").arg(QString::fromStdString(l.value("from", "")), QString::fromStdString(l.value("to", ""))));
    addLine(form, QStringLiteral("bandwidth_gbps"), tr("Bandwidth (GB/s)"), tr("the nodes' own"),
            tr("Per direction; empty: the link states none"));
}

void MachineInspector::buildNodeForm(QFormLayout* form) {
    const nlohmann::json& n = *m_graph->node(m_node);
    const QString kind = QString::fromStdString(n.value("kind", ""));
    m_heading->setText(tr("%1 (%2)").arg(describeNode(n).title, kind));
    addLine(form, QStringLiteral("id"), tr("Id"), {}, tr("How links name this node; renaming carries its links"));
    if (kind == QLatin1String("accelerator")) {
        QStringList types;
        for (const auto& t : Catalog::builtin().types()) types << QString::fromStdString(t);
        addChoice(form, QStringLiteral("type"), tr("Type"), {}, types, tr("An accelerator from the hardware catalog"));
        const Accelerator* a = Catalog::builtin().find(n.value("type", ""));
        addLine(form, QStringLiteral("count"), tr("Count"), QStringLiteral("1"),
                tr("How many accelerators of this type"));
        addLine(form, QStringLiteral("capacity_gib"), tr("Memory per accelerator (GiB)"),
                a ? tr("%1 (catalog)").arg(trimmed(a->hbmGib)) : QString(),
                tr("At most the part's own HBM: a partitioned or reserved device"));
        addLine(form, QStringLiteral("power_w"), tr("Power limit per accelerator (W)"),
                a ? tr("%1 (TDP)").arg(trimmed(a->tdpW)) : QString(), tr("At most the TDP (nvidia-smi -pl)"));
        addLine(form, QStringLiteral("eur_per_hour"), tr("Price per accelerator (€/h)"), tr("catalog list price"),
                tr("What this fleet pays"));
    } else {
        if (kind == QLatin1String("memory")) {
            QStringList tiers;
            for (const auto& t : machineMemoryTiers())
                if (t != "hbm") tiers << QString::fromStdString(t);
            addChoice(form, QStringLiteral("tier"), tr("Tier"), {}, tiers,
                      tr("Host memory tier (HBM is the accelerator's own)"));
        } else {
            addLine(form, QStringLiteral("type"), tr("Type"), {}, tr("Free text: nvlink, pcie-gen5, nvme…"));
        }
        if (kind != QLatin1String("power") && kind != QLatin1String("interconnect"))
            addLine(form, QStringLiteral("capacity_gib"), tr("Capacity (GiB)"), {}, tr("The whole tier"));
        if (kind != QLatin1String("power"))
            addLine(form, QStringLiteral("bandwidth_gbps"), tr("Bandwidth (GB/s)"), {},
                    tr("Per direction, per accelerator"));
        if (kind == QLatin1String("power"))
            addLine(form, QStringLiteral("power_w"), tr("Power budget (W)"), {}, tr("For the whole machine"));
    }
    addLine(form, QStringLiteral("label"), tr("Label"), {}, tr("For people; the predictor ignores it"));
    addLine(form, QStringLiteral("notes"), tr("Notes"), {}, tr("For people; the predictor ignores it"));
}

// The machine itself: its name and the serving runtime's settings.
void MachineInspector::buildMachineForm(QFormLayout* form) {
    m_heading->setText(tr("Machine %1").arg(QString::fromStdString(m_graph->document().value("name", ""))));
    addLine(form, QStringLiteral("name"), tr("Name"), {}, tr("The machine's name"));
    addLine(form, QStringLiteral("description"), tr("Description"), {}, tr("For people"));
    auto* runtime = new QLabel(tr("Runtime"), m_form);
    QFont f = runtime->font();
    f.setBold(true);
    runtime->setFont(f);
    form->addRow(runtime);
    addLine(form, QStringLiteral("runtime.tensor_parallel"), tr("Tensor parallel"), tr("auto (widest valid)"),
            tr("TP must split the model's heads (AWS Neuron pads them instead)"));
    addLine(form, QStringLiteral("runtime.pipeline_parallel"), tr("Pipeline parallel"), QStringLiteral("1"),
            tr("Pipeline stages"));
    addLine(form, QStringLiteral("runtime.max_sequences"), tr("Max sequences"), QStringLiteral("2048"),
            tr("Sequences in flight per replica"));
    addLine(form, QStringLiteral("runtime.max_batched_tokens"), tr("Max batched tokens"), QStringLiteral("8192"),
            tr("Tokens per iteration"));
    addLine(form, QStringLiteral("runtime.prefill_chunk_tokens"), tr("Prefill chunk (tokens)"), tr("up to max batched"),
            tr("Chunked prefill's chunk"));
    addChoice(form, QStringLiteral("runtime.chunked_prefill"), tr("Chunked prefill"), tr("default (true)"),
              {QStringLiteral("true"), QStringLiteral("false")}, tr("Whether long prompts are prefilled in chunks"));
    addLine(form, QStringLiteral("runtime.gpu_memory_utilization"), tr("GPU memory utilisation"), QStringLiteral("0.9"),
            tr("Share of HBM the runtime may use, in (0, 1]"));
    addChoice(form, QStringLiteral("runtime.kv_admission"), tr("KV admission"), tr("default (reserve)"),
              {QStringLiteral("reserve"), QStringLiteral("incremental")},
              tr("reserve: KV for the whole sequence at admission; incremental: blocks as it grows (vLLM)"));
    addLine(form, QStringLiteral("runtime.kv_block_tokens"), tr("KV block (tokens)"), QStringLiteral("16"),
            tr("Paged KV block size"));
    addChoice(form, QStringLiteral("runtime.attention_data_parallel"), tr("Attention data parallel"),
              tr("default (false)"), {QStringLiteral("true"), QStringLiteral("false")},
              tr("Attention replicated per data-parallel rank"));
    QStringList stacks;
    QString stackTip = tr("The serving stack: where the catalog has its own derating for the accelerator, the "
                          "machine runs at it (luma catalog --json, derating.stacks)");
    for (const auto& s : Catalog::builtin().servingStacks()) {
        stacks << QString::fromStdString(s.name);
        stackTip += QStringLiteral("\n") + QString::fromStdString(s.name + ": " + s.description);
    }
    addChoice(form, QStringLiteral("runtime.serving_stack"), tr("Serving stack"), tr("default (the part's derating)"),
              stacks, stackTip);
}

QString MachineInspector::valueText(const QString& key) const {
    const nlohmann::json* object = nullptr;
    QString k = key;
    const nlohmann::json& doc = m_graph->document();
    if (m_target == Target::Node)
        object = m_graph->node(m_node);
    else if (m_target == Target::Link && m_link >= 0 && m_link < m_graph->linkCount())
        object = &m_graph->link(m_link);
    else if (m_target == Target::Machine && key.startsWith(QLatin1String("runtime."))) {
        k = key.mid(8);
        object = doc.contains("runtime") ? &doc["runtime"] : nullptr;
    } else if (m_target == Target::Machine)
        object = &doc;
    if (!object || !object->is_object() || !object->contains(k.toStdString())) return {};
    return jsonText((*object)[k.toStdString()]);
}

void MachineInspector::refresh() {
    if (m_target == Target::Node && m_graph->node(m_node))
        m_heading->setText(tr("%1 (%2)").arg(describeNode(*m_graph->node(m_node)).title,
                                             QString::fromStdString(m_graph->node(m_node)->value("kind", ""))));
    if (m_target == Target::Machine)
        m_heading->setText(tr("Machine %1").arg(QString::fromStdString(m_graph->document().value("name", ""))));
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it) {
        if (it.key() == m_errorKey) continue; // keeps what the user typed beside core's message
        const QString text = valueText(it.key());
        if (auto* e = qobject_cast<QLineEdit*>(it.value())) {
            if (e->text() != text) e->setText(text);
            e->setModified(false);
        } else if (auto* c = qobject_cast<QComboBox*>(it.value())) {
            c->setCurrentIndex(std::max(0, c->findData(text)));
        }
    }
}

void MachineInspector::edited(const QString& key, const QString& text) {
    QString problem;
    // A rename: follow the node under its new id as the graph announces the change.
    const QString old = m_node;
    if (m_target == Target::Node && key == QLatin1String("id")) m_node = text.trimmed();
    if (m_target == Target::Node)
        problem = m_graph->setNodeProperty(old, key, text);
    else if (m_target == Target::Link)
        problem = m_graph->setLinkProperty(m_link, key, text);
    else if (m_target == Target::Machine)
        problem = m_graph->setMachineProperty(key, text);
    if (!problem.isEmpty() && m_target == Target::Node) m_node = old;
    mark(m_fields.value(m_errorKey), false);
    if (problem.isEmpty()) {
        m_errorKey.clear();
        m_error->hide();
        refresh();
        return;
    }
    m_errorKey = key;
    mark(m_fields.value(key), true);
    m_error->setText(problem);
    m_error->show();
}

} // namespace luma::ui
