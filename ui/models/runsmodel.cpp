#include "ui/models/runsmodel.h"

#include "core/evidence/store.h"
#include "ui/theme.h"

#include <QSortFilterProxyModel>

namespace luma::ui {

namespace {

QString stateText(const nlohmann::json& state) {
    if (!state.is_object()) return QString::fromStdString(state.dump());
    QString out;
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (!out.isEmpty()) out += QStringLiteral(", ");
        out += QString::fromStdString(it.key()) + '=';
        if (it->is_number()) {
            const double v = it->get<double>();
            out += v == static_cast<double>(static_cast<long long>(v)) ? QString::number(static_cast<long long>(v))
                                                                       : QString::number(v, 'g', 6);
        } else {
            out += QString::fromStdString(it->dump());
        }
    }
    return out;
}

QString str(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

} // namespace

std::vector<RunRow> runRows(const std::vector<StoredRun>& runs) {
    std::vector<RunRow> out;
    out.reserve(runs.size());
    for (const auto& r : runs) {
        RunRow row;
        row.id = r.id;
        row.intervention = QString::fromStdString(r.intervention);
        row.state = stateText(r.state);
        row.attempt = r.attempt;
        row.tryNumber = r.tryNumber;
        row.status = QString::fromStdString(r.status);
        row.host = QString::fromStdString(r.host);
        row.agentBuild = QString::fromStdString(r.agentBuild);
        if (r.status == "invalid") { // below the campaign's validity gates: no verdict, whatever its result says
            row.verdict = QStringLiteral("invalid");
            const auto v = r.result.is_object() ? r.result.find("validity") : r.result.end();
            row.cause = v != r.result.end() && v->is_object() ? str(*v, "invalid")
                                                              : QStringLiteral("below the campaign's validity gates");
        } else if (r.result.is_object()) {
            if (str(r.result, "type") == QLatin1String("error")) {
                row.verdict = str(r.result, "code");
                row.cause = str(r.result, "message");
            } else {
                row.verdict = str(r.result, "verdict");
                const auto failed = r.result.find("failed");
                if (failed != r.result.end() && failed->is_array() && !failed->empty() && (*failed)[0].is_string())
                    row.cause = QString::fromStdString((*failed)[0].get<std::string>());
            }
        }
        out.push_back(std::move(row));
    }
    return out;
}

RunsModel::RunsModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunsModel::setRuns(std::vector<RunRow> rows) {
    // Runs are appended and change status; they never move or vanish within one campaign.
    bool prefix = rows.size() >= m_rows.size();
    for (std::size_t i = 0; prefix && i < m_rows.size(); ++i) prefix = rows[i].id == m_rows[i].id;
    if (!prefix) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i] == rows[i]) continue;
        m_rows[i] = rows[i];
        Q_EMIT dataChanged(index(static_cast<int>(i), 0), index(static_cast<int>(i), ColumnCount - 1));
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, static_cast<int>(m_rows.size()), static_cast<int>(rows.size()) - 1);
        for (std::size_t i = m_rows.size(); i < rows.size(); ++i) m_rows.push_back(std::move(rows[i]));
        endInsertRows();
    }
}

int RunsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}
int RunsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RunsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const RunRow& r = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Id: return role == SortRole ? QVariant(r.id) : QVariant(QStringLiteral("r%1").arg(r.id));
        case Intervention:
            return r.intervention.isEmpty() && role == Qt::DisplayRole ? QStringLiteral("—") : r.intervention;
        case State: return r.state;
        case Attempt: return r.attempt;
        case Try: return r.tryNumber;
        case Status: return r.status;
        case Verdict: return r.verdict;
        case Cause: return r.cause;
        case Host: return r.host;
        case AgentBuild: return role == Qt::DisplayRole ? r.agentBuild.left(12) : r.agentBuild;
        default: return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Verdict) {
        if (r.verdict == QLatin1String("PASS")) return colors::pass();
        if (r.verdict == QLatin1String("FAIL")) return colors::fail();
        return {};
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Id || index.column() == Attempt || index.column() == Try))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        static const char* names[] = {QT_TR_NOOP("Run"),        QT_TR_NOOP("Intervention"), QT_TR_NOOP("State"),
                                      QT_TR_NOOP("Attempt"),    QT_TR_NOOP("Try"),          QT_TR_NOOP("Status"),
                                      QT_TR_NOOP("Verdict"),    QT_TR_NOOP("Cause"),        QT_TR_NOOP("Host"),
                                      QT_TR_NOOP("Agent build")};
        return tr(names[section]);
    }
    if (role == Qt::ToolTipRole) {
        static const char* tips[] = {
            QT_TR_NOOP("The run's id in the project"),
            QT_TR_NOOP("The intervention searched (— for the base search)"),
            QT_TR_NOOP("The machine state: one level per resource"),
            QT_TR_NOOP("Conclusive runs of the same state before this one (repeats inside the noise band)"),
            QT_TR_NOOP("Which try of the state and attempt: 2 and up retry a run that gave no evidence"),
            QT_TR_NOOP("running, finished, error (inconclusive), interrupted, cancelled or invalid (below the gates)"),
            QT_TR_NOOP("The workload's verdict against the contract, or the error code"),
            QT_TR_NOOP("The SLO that broke, or why the run gave no verdict"),
            QT_TR_NOOP("The host as named and as it names itself"),
            QT_TR_NOOP("The SHA-256 of the agent binary that ran it")};
        return tr(tips[section]);
    }
    return {};
}

QSortFilterProxyModel* makeRunsProxy(RunsModel* source, QObject* parent) {
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(source);
    proxy->setSortRole(RunsModel::SortRole);
    proxy->setFilterKeyColumn(-1);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    return proxy;
}

} // namespace luma::ui
