#pragma once
// The states a qualification has decided, in the order they landed: intervention, state,
// verdict, runs spent on it, and the cause that broke a FAIL. Fed live from the typed
// StateDecided events, or from a project's finished runs for a campaign opened later.
#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace luma {
struct StateDecided;
struct StoredRun;
} // namespace luma

namespace luma::ui {

struct DecidedState {
    QString intervention, state;
    bool pass = false;
    int runs = 0;
    QString cause;
};

class DecidedStatesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Intervention, State, Verdict, Runs, Cause, ColumnCount };

    explicit DecidedStatesModel(QObject* parent = nullptr);
    void clear();
    void append(const StateDecided& decided);
    // One row per (intervention, state) that has a finished run with a verdict: its last verdict.
    void setFromRuns(const std::vector<StoredRun>& runs);
    const std::vector<DecidedState>& states() const { return m_states; }
    int passCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<DecidedState> m_states;
};

} // namespace luma::ui
