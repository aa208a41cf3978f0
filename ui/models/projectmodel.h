#pragma once
// The project explorer's tree: the project's campaigns (each with its report and its runs), the
// specs they hold (contracts, machines, spaces), read from the evidence store, and the hosts:
// the saved host profiles and every host a campaign names or a run ran on.
#include <QAbstractItemModel>
#include <QString>

#include <memory>
#include <vector>

namespace luma::ui {

class Project;

class ProjectModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum class Kind { Group, Campaign, Report, RunsGroup, Run, Contract, Machine, Space, Host };
    enum Role { KindRole = Qt::UserRole + 1, CampaignRole, RunIdRole, DetailsRole };

    explicit ProjectModel(QObject* parent = nullptr);
    ~ProjectModel() override;
    void setProject(const Project* project); // null: empty
    // Where the saved host profiles are read (default: client::HostProfiles::defaultPath()).
    void setProfilesPath(QString path);
    // Re-reads the project. A part that does not read back (a damaged campaign or run) becomes a
    // node saying so, and unreadablePart() carries its message: never an exception.
    void refresh();

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    struct Node;

Q_SIGNALS:
    void unreadablePart(const QString& message);

private:
    Node* nodeOf(const QModelIndex& index) const;
    const Project* m_project = nullptr;
    QString m_profilesPath;
    std::unique_ptr<Node> m_root;
};

} // namespace luma::ui
