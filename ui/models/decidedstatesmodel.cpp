#include "ui/models/decidedstatesmodel.h"

#include "core/evidence/store.h"
#include "core/qualify/progress.h"
#include "ui/format.h"
#include "ui/models/runsmodel.h"
#include "ui/theme.h"

#include <map>

namespace luma::ui {

DecidedStatesModel::DecidedStatesModel(QObject* parent) : QAbstractTableModel(parent) {}

void DecidedStatesModel::clear() {
    if (m_states.empty()) return;
    beginResetModel();
    m_states.clear();
    endResetModel();
}

void DecidedStatesModel::append(const StateDecided& d) {
    const int row = static_cast<int>(m_states.size());
    beginInsertRows({}, row, row);
    m_states.push_back(
        {QString::fromStdString(d.intervention), levelsText(d.state), d.pass, d.runs, QString::fromStdString(d.cause)});
    endInsertRows();
}

void DecidedStatesModel::setFromRuns(const std::vector<StoredRun>& runs) {
    const auto rows = runRows(runs);
    std::vector<DecidedState> out;
    std::map<std::pair<QString, QString>, std::size_t> seen;
    for (const auto& r : rows) {
        if (r.status != QLatin1String("finished") ||
            (r.verdict != QLatin1String("PASS") && r.verdict != QLatin1String("FAIL")))
            continue;
        const auto key = std::make_pair(r.intervention, r.state);
        auto it = seen.find(key);
        if (it == seen.end()) {
            it = seen.emplace(key, out.size()).first;
            out.push_back({r.intervention, r.state, false, 0, {}});
        }
        DecidedState& s = out[it->second];
        s.pass = r.verdict == QLatin1String("PASS");
        s.cause = s.pass ? QString() : r.cause;
        ++s.runs;
    }
    beginResetModel();
    m_states = std::move(out);
    endResetModel();
}

int DecidedStatesModel::passCount() const {
    int n = 0;
    for (const auto& s : m_states) n += s.pass ? 1 : 0;
    return n;
}

int DecidedStatesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_states.size());
}
int DecidedStatesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DecidedStatesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const DecidedState& s = m_states[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Intervention: return s.intervention.isEmpty() ? tr("base") : s.intervention;
        case State: return s.state;
        case Verdict: return s.pass ? QStringLiteral("PASS") : QStringLiteral("FAIL");
        case Runs: return s.runs;
        case Cause: return s.cause;
        default: return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Verdict) return s.pass ? colors::pass() : colors::fail();
    if (role == Qt::TextAlignmentRole && index.column() == Runs) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant DecidedStatesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char* names[] = {QT_TR_NOOP("Search"), QT_TR_NOOP("State"), QT_TR_NOOP("Verdict"), QT_TR_NOOP("Runs"),
                                  QT_TR_NOOP("Cause")};
    return tr(names[section]);
}

} // namespace luma::ui
