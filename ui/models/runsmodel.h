#pragma once
// The runs of one campaign as a table (run, intervention, state, attempt, try, status, verdict,
// cause, host, agent build), over the evidence store's runs. Updates keep rows in place (runs
// are only ever appended or change status), so selection and scrolling survive a live campaign.
#include <QAbstractTableModel>
#include <QString>

#include <vector>

class QSortFilterProxyModel;

namespace luma {
struct StoredRun;
}

namespace luma::ui {

struct RunRow {
    qint64 id = 0;
    QString intervention; // "" for the base search
    QString state;        // "name=level, …"
    int attempt = 0;
    int tryNumber = 1; // 2 and up: a retry of a run that gave no evidence
    QString status;    // running, finished, error, cancelled, interrupted, invalid
    QString verdict;   // PASS, FAIL, or the error code
    QString cause;     // the SLO that broke, or the error's message
    QString host, agentBuild;
    bool operator==(const RunRow&) const = default;
};

std::vector<RunRow> runRows(const std::vector<StoredRun>& runs);

class RunsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Intervention, State, Attempt, Try, Status, Verdict, Cause, Host, AgentBuild, ColumnCount };
    static constexpr int SortRole = Qt::UserRole; // numbers sort as numbers

    explicit RunsModel(QObject* parent = nullptr);
    void setRuns(std::vector<RunRow> rows);
    const std::vector<RunRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<RunRow> m_rows;
};

// Sorted by any column, filtered by text over every column (case-insensitive).
QSortFilterProxyModel* makeRunsProxy(RunsModel* source, QObject* parent);

} // namespace luma::ui
