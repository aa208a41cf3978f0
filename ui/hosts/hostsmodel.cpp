#include "ui/hosts/hostsmodel.h"

#include "core/util/spec_error.h"
#include "remote/client/host_profiles.h"

namespace luma::ui {

HostsModel::HostsModel(const QString& path, QObject* parent)
    : QAbstractTableModel(parent),
      m_path(path.isEmpty() ? QString::fromStdString(client::HostProfiles::defaultPath()) : path) {
    reload();
}

void HostsModel::reload() {
    beginResetModel();
    m_rows = {{QStringLiteral("local"), tr("this computer (the agent next to the workbench)")}};
    m_error.clear();
    try {
        const client::HostProfiles profiles(m_path.toStdString());
        for (const auto& h : profiles.list())
            m_rows.push_back({QString::fromStdString(h.name), QString::fromStdString(h.uri)});
    } catch (const std::exception& e) { // a damaged file: SpecError naming the file and key
        m_error = QString::fromStdString(e.what());
    }
    endResetModel();
}

bool HostsModel::add(const QString& name, const QString& uri, QString* error, QString* field) {
    if (field) field->clear();
    try {
        client::HostProfiles profiles(m_path.toStdString()); // what is on disk now; a damaged file is not overwritten
        try {
            profiles.add(name.trimmed().toStdString(), uri.trimmed().toStdString());
        } catch (const SpecError& e) {
            // HostProfiles::add names what it refuses as `luma hosts add NAME URI` does: URI, else the name.
            if (field) *field = e.key() == "URI" ? QStringLiteral("uri") : QStringLiteral("name");
            throw;
        }
        profiles.save();
    } catch (const std::exception& e) { // the parser's message, a damaged file, or one that cannot be written
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    reload();
    Q_EMIT profilesChanged();
    return true;
}

bool HostsModel::remove(int row, QString* error) {
    if (row <= 0 || row >= rowCount()) {
        if (error) *error = row == 0 ? tr("local is built in and cannot be removed") : tr("no host in row %1").arg(row);
        return false;
    }
    const QString name = m_rows[static_cast<std::size_t>(row)].name;
    try {
        client::HostProfiles profiles(m_path.toStdString());
        if (!profiles.remove(name.toStdString())) {
            if (error) *error = tr("%1: no host named \"%2\" (removed meanwhile?)").arg(m_path, name);
            reload();
            return false;
        }
        profiles.save();
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    reload();
    Q_EMIT profilesChanged();
    return true;
}

QString HostsModel::hostAt(int row) const {
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].name : QString();
}

int HostsModel::rowOf(const QString& host) const {
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].name == host) return static_cast<int>(i);
    return -1;
}

int HostsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int HostsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant HostsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    const bool builtIn = index.row() == 0;
    switch (role) {
    case Qt::DisplayRole: return index.column() == Name ? r.name : r.uri;
    case Qt::ToolTipRole:
        return builtIn ? tr("Runs the agent as a child of the workbench")
                       : tr("%1 = %2 (saved in %3)").arg(r.name, r.uri, m_path);
    case HostRole: return r.name;
    case BuiltInRole: return builtIn;
    default: return {};
    }
}

QVariant HostsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Name: return tr("Name");
    case Uri: return tr("URI");
    default: return {};
    }
}

} // namespace luma::ui
