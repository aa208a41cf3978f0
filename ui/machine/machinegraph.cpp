#include "ui/machine/machinegraph.h"

#include "core/model/machine_json.h"
#include "core/util/spec_error.h"
#include "ui/machine/autolayout.h"
#include "ui/machine/machinecommand.h"

#include <QLocale>
#include <QRegularExpression>
#include <QUndoStack>

#include <cmath>

namespace luma::ui {

namespace {

const QStringList kBoolKeys = {QStringLiteral("chunked_prefill"), QStringLiteral("attention_data_parallel")};
const QStringList kTextKeys = {
    QStringLiteral("id"),          QStringLiteral("type"),         QStringLiteral("tier"),
    QStringLiteral("label"),       QStringLiteral("notes"),        QStringLiteral("name"),
    QStringLiteral("description"), QStringLiteral("kv_admission"), QStringLiteral("serving_stack")};

nlohmann::json placed(QPointF p) { return {{"x", qRound(p.x())}, {"y", qRound(p.y())}}; }

// "h100-sxm", "nvlink", "host-dram", "power": an id a person would write, unique in the machine.
QString freshId(const nlohmann::json& doc, const nlohmann::json& node) {
    std::string base = node.value("type", "");
    if (base.empty()) base = node.value("tier", "");
    if (base.empty()) base = node.value("kind", "node");
    QString stem = QString::fromStdString(base).toLower().replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")),
                                                                  QStringLiteral("-"));
    if (stem.isEmpty()) stem = QStringLiteral("node");
    auto taken = [&](const QString& id) {
        for (const auto& n : doc["nodes"])
            if (n.value("id", "") == id.toStdString()) return true;
        return false;
    };
    QString id = stem;
    for (int i = 2; taken(id); ++i) id = QStringLiteral("%1-%2").arg(stem).arg(i);
    return id;
}

void put(nlohmann::json& object, const std::string& key, nlohmann::json value) {
    if (value.is_null())
        object.erase(key);
    else
        object[key] = std::move(value);
}

} // namespace

nlohmann::json propertyValue(const QString& key, const QString& typed) {
    const QString text = typed.trimmed();
    if (text.isEmpty()) return nullptr;
    if (kTextKeys.contains(key)) return text.toStdString();
    if (kBoolKeys.contains(key)) {
        if (text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0) return true;
        if (text.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0) return false;
        return text.toStdString();
    }
    bool ok = false;
    const double v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v)) return text.toStdString();
    if (v == std::floor(v) && std::fabs(v) < 9.0e15) return static_cast<long long>(v);
    return v;
}

MachineGraph::MachineGraph(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this)) {
    loadDraft({{"schema", "luma.machine/1"}, {"name", "new-machine"}, {"nodes", nlohmann::json::array()}},
              tr("new machine"));
}

void MachineGraph::load(const Machine& machine, const QString& origin) { loadDraft(machineToJson(machine), origin); }

void MachineGraph::loadDraft(const nlohmann::json& doc, const QString& origin) {
    m_origin = origin;
    nlohmann::json d = doc;
    if (!d.contains("nodes") || !d["nodes"].is_array()) d["nodes"] = nlohmann::json::array();
    // Nodes the file does not place go where auto-layout puts them; placed ones stay.
    const auto laid = luma::ui::autoLayout(d);
    for (const auto& [id, p] : laid)
        if (!d.contains("layout") || !d["layout"].contains(id.toStdString())) d["layout"][id.toStdString()] = placed(p);
    m_undo->clear();
    apply(d);
}

QString MachineGraph::problemOf(const nlohmann::json& doc) const {
    try {
        if (isMixedFleet(doc))
            parseFleet(doc, m_origin.toStdString());
        else
            parseMachine(doc, m_origin.toStdString());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

QString MachineGraph::problem() const { return problemOf(m_doc); }

bool MachineGraph::isFleet() const { return isMixedFleet(m_doc); }

Machine MachineGraph::machine() const { return parseMachine(m_doc, m_origin.toStdString()); }

Fleet MachineGraph::fleet() const { return parseFleet(m_doc, m_origin.toStdString()); }

void MachineGraph::apply(const nlohmann::json& doc) {
    m_doc = doc;
    Q_EMIT changed();
}

QString MachineGraph::commit(const QString& text, nlohmann::json after, bool check) {
    if (after == m_doc) return {};
    if (check) {
        QString p = problemOf(after);
        if (!p.isEmpty() && p != problemOf(m_doc)) return p;
    }
    m_undo->push(new MachineCommand(text, m_doc, std::move(after), [this](const nlohmann::json& d) { apply(d); }));
    return {};
}

QStringList MachineGraph::nodeIds() const {
    QStringList ids;
    for (const auto& n : m_doc["nodes"]) ids << QString::fromStdString(n.value("id", ""));
    return ids;
}

nlohmann::json* MachineGraph::findNode(nlohmann::json& doc, const QString& id) const {
    for (auto& n : doc["nodes"])
        if (n.value("id", "") == id.toStdString()) return &n;
    return nullptr;
}

const nlohmann::json* MachineGraph::node(const QString& id) const {
    return findNode(const_cast<nlohmann::json&>(m_doc), id);
}

QPointF MachineGraph::position(const QString& id) const {
    const auto layout = m_doc.find("layout");
    if (layout == m_doc.end() || !layout->contains(id.toStdString())) return {};
    const auto& p = (*layout)[id.toStdString()];
    return {p.value("x", 0.0), p.value("y", 0.0)};
}

int MachineGraph::linkCount() const { return m_doc.contains("links") ? static_cast<int>(m_doc["links"].size()) : 0; }

const nlohmann::json& MachineGraph::link(int index) const { return m_doc["links"][static_cast<std::size_t>(index)]; }

QString MachineGraph::addNode(const nlohmann::json& node, QPointF pos, QString* newId) {
    nlohmann::json after = m_doc;
    nlohmann::json n = node;
    const QString id = freshId(after, n);
    n["id"] = id.toStdString();
    after["nodes"].push_back(n);
    after["layout"][id.toStdString()] = placed(pos);
    const QString title = n.contains("type") ? QString::fromStdString(n["type"].get<std::string>())
                                             : QString::fromStdString(n.value("kind", ""));
    QString problem = commit(tr("Add %1").arg(title), std::move(after), true);
    if (problem.isEmpty() && newId) *newId = id;
    return problem;
}

void MachineGraph::remove(const QStringList& ids, const QList<int>& links) {
    nlohmann::json after = m_doc;
    auto& nodes = after["nodes"];
    for (auto it = nodes.begin(); it != nodes.end();)
        it = ids.contains(QString::fromStdString(it->value("id", ""))) ? nodes.erase(it) : it + 1;
    if (after.contains("layout"))
        for (const QString& id : ids) after["layout"].erase(id.toStdString());
    if (after.contains("links")) {
        nlohmann::json kept = nlohmann::json::array();
        for (std::size_t i = 0; i < after["links"].size(); ++i) {
            const auto& l = after["links"][i];
            if (links.contains(static_cast<int>(i)) || ids.contains(QString::fromStdString(l.value("from", ""))) ||
                ids.contains(QString::fromStdString(l.value("to", ""))))
                continue;
            kept.push_back(l);
        }
        if (kept.empty())
            after.erase("links");
        else
            after["links"] = kept;
    }
    // Removing never waits on the parser: a machine may lack its accelerator while being redrawn.
    commit(ids.size() + links.size() == 1 ? tr("Remove %1").arg(ids.isEmpty() ? tr("link") : ids.front())
                                          : tr("Remove %n items", nullptr, static_cast<int>(ids.size() + links.size())),
           std::move(after), false);
}

void MachineGraph::moveNodes(const std::map<QString, QPointF>& positions) {
    nlohmann::json after = m_doc;
    for (const auto& [id, p] : positions)
        if (findNode(after, id)) after["layout"][id.toStdString()] = placed(p);
    commit(positions.size() == 1 ? tr("Move %1").arg(positions.begin()->first)
                                 : tr("Move %n nodes", nullptr, static_cast<int>(positions.size())),
           std::move(after), false);
}

QString MachineGraph::connectNodes(const QString& from, const QString& to) {
    if (from == to) return tr("A link joins two different nodes.");
    for (int i = 0; i < linkCount(); ++i) {
        const auto& l = link(i);
        const QString a = QString::fromStdString(l.value("from", "")), b = QString::fromStdString(l.value("to", ""));
        if ((a == from && b == to) || (a == to && b == from)) return tr("%1 and %2 are linked already.").arg(from, to);
    }
    nlohmann::json after = m_doc;
    after["links"].push_back({{"from", from.toStdString()}, {"to", to.toStdString()}});
    return commit(tr("Connect %1 to %2").arg(from, to), std::move(after), true);
}

QString MachineGraph::setNodeProperty(const QString& id, const QString& key, const QString& text) {
    nlohmann::json after = m_doc;
    nlohmann::json* n = findNode(after, id);
    if (!n) return tr("No node has id \"%1\".").arg(id);
    nlohmann::json value = propertyValue(key, text);
    if (key == QLatin1String("id")) {
        // A node's id is how links and the layout name it: they follow the rename.
        if (value.is_null()) return tr("%1: a node needs an id").arg(id);
        const std::string old = id.toStdString(), renamed = value.get<std::string>();
        if (after.contains("links"))
            for (auto& l : after["links"])
                for (const char* end : {"from", "to"})
                    if (l.value(end, "") == old) l[end] = renamed;
        if (after.contains("layout") && after["layout"].contains(old)) {
            nlohmann::json p = after["layout"][old];
            after["layout"].erase(old);
            after["layout"][renamed] = p;
        }
    }
    put(*n, key.toStdString(), std::move(value));
    return commit(tr("Set %1 of %2").arg(key, id), std::move(after), true);
}

QString MachineGraph::setLinkProperty(int index, const QString& key, const QString& text) {
    if (index < 0 || index >= linkCount()) return tr("No link %1.").arg(index);
    nlohmann::json after = m_doc;
    put(after["links"][static_cast<std::size_t>(index)], key.toStdString(), propertyValue(key, text));
    return commit(tr("Set %1 of a link").arg(key), std::move(after), true);
}

QString MachineGraph::setMachineProperty(const QString& key, const QString& text) {
    nlohmann::json after = m_doc;
    if (key.startsWith(QLatin1String("runtime."))) {
        const QString sub = key.mid(8);
        if (!after.contains("runtime") || !after["runtime"].is_object()) after["runtime"] = nlohmann::json::object();
        put(after["runtime"], sub.toStdString(), propertyValue(sub, text));
        if (after["runtime"].empty()) after.erase("runtime");
    } else {
        nlohmann::json value = propertyValue(key, text);
        if (value.is_null() && key == QLatin1String("name")) value = ""; // core names the empty name
        put(after, key.toStdString(), std::move(value));
    }
    return commit(tr("Set %1").arg(key), std::move(after), true);
}

void MachineGraph::autoLayout() {
    nlohmann::json after = m_doc;
    after["layout"] = nlohmann::json::object();
    for (const auto& [id, p] : luma::ui::autoLayout(m_doc)) after["layout"][id.toStdString()] = placed(p);
    commit(tr("Auto-layout"), std::move(after), false);
}

} // namespace luma::ui
