#pragma once
// The toolbar's "host: … ▾": where Start sends a campaign. The campaign's own `hosts` list (the
// default: a run goes where the campaign file says, as `luma qualify` without --host does),
// `local`, or one saved host profile (as `luma qualify --host NAME`). The choice is a list of
// hosts for LaunchOptions::hosts; empty means the campaign's own.
#include <QComboBox>
#include <QStringList>

namespace luma::ui {

class HostPicker : public QComboBox {
    Q_OBJECT
public:
    // `hostsFile` "": client::HostProfiles::defaultPath().
    explicit HostPicker(const QString& hostsFile = {}, QWidget* parent = nullptr);

    // {} = the campaign's own hosts; {"local"}; {"gpu1"}.
    QStringList hosts() const;
    // Picks "local", a profile name, or "" for the campaign's hosts; false when it is not listed.
    bool pick(const QString& host);
    // Reads the profiles again (after the hosts dialog or `luma hosts` changed them); keeps the
    // choice while its profile exists, else falls back to the campaign's hosts.
    void reload();

Q_SIGNALS:
    void hostsChanged(const QStringList& hosts);

private:
    QString m_hostsFile;
    QStringList m_last; // what hostsChanged last said, so that a reload that keeps it is silent
};

} // namespace luma::ui
