#include "ui/hosts/hostpicker.h"

#include "remote/client/host_profiles.h"

#include <QSignalBlocker>

namespace luma::ui {

namespace {
constexpr int kHostRole = Qt::UserRole; // addItem's data: "" for the campaign's hosts, else the host's name
}

HostPicker::HostPicker(const QString& hostsFile, QWidget* parent) : QComboBox(parent), m_hostsFile(hostsFile) {
    setObjectName(QStringLiteral("host-picker"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setToolTip(tr("Where Start runs the campaign: its own hosts list, this computer, or a saved host "
                  "(Run > Hosts… adds and tests them)"));
    reload();
    connect(this, &QComboBox::currentIndexChanged, this, [this] {
        if (hosts() == m_last) return;
        m_last = hosts();
        Q_EMIT hostsChanged(m_last);
    });
}

QStringList HostPicker::hosts() const {
    const QString host = currentData(kHostRole).toString();
    return host.isEmpty() ? QStringList() : QStringList{host};
}

bool HostPicker::pick(const QString& host) {
    const int i = findData(host, kHostRole);
    if (i < 0) return false;
    setCurrentIndex(i);
    return true;
}

void HostPicker::reload() {
    const QString chosen = currentData(kHostRole).toString();
    {
        const QSignalBlocker quiet(this);
        clear();
        addItem(tr("campaign's hosts"), QString());
        setItemData(0, tr("The hosts the campaign file lists (local when it lists none)"), Qt::ToolTipRole);
        addItem(QStringLiteral("local"), QStringLiteral("local"));
        setItemData(1, tr("This computer: the agent next to the workbench"), Qt::ToolTipRole);
        try {
            const std::string path =
                m_hostsFile.isEmpty() ? client::HostProfiles::defaultPath() : m_hostsFile.toStdString();
            const client::HostProfiles profiles(path);
            for (const auto& h : profiles.list()) {
                addItem(QString::fromStdString(h.name), QString::fromStdString(h.name));
                setItemData(count() - 1, QString::fromStdString(h.uri), Qt::ToolTipRole);
            }
        } catch (const std::exception&) {
            // A damaged hosts file leaves the campaign's hosts and local; the hosts dialog names the damage.
        }
        const int keep = findData(chosen, kHostRole);
        setCurrentIndex(keep < 0 ? 0 : keep);
    }
    if (hosts() != m_last) {
        m_last = hosts();
        Q_EMIT hostsChanged(m_last);
    }
}

} // namespace luma::ui
