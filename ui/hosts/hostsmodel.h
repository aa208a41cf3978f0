#pragma once
// The hosts a campaign can run on, as a table: `local` (built in, first) and the saved host
// profiles (name, URI) of the same hosts.json that `luma hosts add/list/remove` edit. Adding and
// removing go through client::HostProfiles, which checks a name and a URI with the core/remote
// parser; its message comes back as it is. The file is read again before each change, so that
// an edit made meanwhile on the command line is not lost.
#include <QAbstractTableModel>
#include <QString>

#include <string>
#include <vector>

namespace luma::ui {

class HostsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Uri, ColumnCount };
    enum Role { HostRole = Qt::UserRole + 1, BuiltInRole };

    // `path` "": client::HostProfiles::defaultPath() ($XDG_CONFIG_HOME/luma/hosts.json).
    explicit HostsModel(const QString& path = {}, QObject* parent = nullptr);

    QString path() const { return m_path; }
    // Why the file could not be read ("" when it could); the model then lists only `local`.
    QString loadError() const { return m_error; }
    void reload();

    // Adds and saves a profile. False with the parser's message in `error`, and in `field` which
    // field it is about ("name" or "uri"; "" for the file itself).
    bool add(const QString& name, const QString& uri, QString* error, QString* field = nullptr);
    // Removes the profile of `row` (not `local`) and saves. False with the reason in `error`.
    bool remove(int row, QString* error);
    // The host as a launcher takes it: "local" or a profile name.
    QString hostAt(int row) const;
    int rowOf(const QString& host) const; // -1 when absent

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void profilesChanged(); // after a successful add or remove (the file changed)

private:
    struct Row {
        QString name, uri;
    };
    QString m_path;
    QString m_error;
    std::vector<Row> m_rows; // [0] is local
};

} // namespace luma::ui
