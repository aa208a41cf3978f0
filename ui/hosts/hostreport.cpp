#include "ui/hosts/hostreport.h"

#include "remote/client/hello_facts.h"
#include "ui/format.h"

#include <QCoreApplication>
#include <QStringList>

namespace luma::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("luma::ui::HostReport", text); }

const nlohmann::json& member(const nlohmann::json& j, const char* key) {
    static const nlohmann::json none;
    if (!j.is_object()) return none;
    const auto it = j.find(key);
    return it == j.end() ? none : *it;
}

// A string or a number as text, bounded (a hostile host could send megabytes); "?" otherwise.
QString text(const nlohmann::json& j, const char* key) {
    const auto& v = member(j, key);
    if (v.is_string()) return QString::fromStdString(v.get<std::string>().substr(0, 200));
    if (v.is_number()) return trimmed(v.get<double>());
    return QStringLiteral("?");
}

} // namespace

QString agentVersion(const nlohmann::json& hello) {
    if (!hello.is_object()) return {};
    return tr("luma-agent %1 (build %2)").arg(text(hello, "agent_version"), text(hello, "build_sha256").left(12));
}

HostFacts helloFacts(const nlohmann::json& hello) {
    // The same rows `luma hosts test` prints, each label capitalised for the dialog.
    HostFacts f;
    for (const auto& [label, value] : client::helloFacts(hello)) {
        QString l = QString::fromStdString(label);
        l[0] = l[0].toUpper();
        f.emplace_back(l, QString::fromStdString(value));
    }
    return f;
}

HostFacts connectionFacts(const HostTestOutcome& o) {
    HostFacts f;
    if (o.resolved != o.host) f.emplace_back(tr("Host"), QString::fromStdString(o.host + " = " + o.resolved));
    if (!o.connection.empty()) f.emplace_back(tr("Connected to"), QString::fromStdString(o.connection));
    if (!o.fingerprint.empty()) {
        QString key = QString::fromStdString(o.keyType + (o.keyType.empty() ? "" : " ") + o.fingerprint);
        if (!o.knownHosts.empty())
            key += o.newlyRecorded
                       ? tr("\n(new: accepted and recorded in %1)").arg(QString::fromStdString(o.knownHosts))
                       : tr("\n(known, in %1)").arg(QString::fromStdString(o.knownHosts));
        f.emplace_back(tr("Host key"), key);
    }
    if (o.remote) {
        f.emplace_back(tr("Platform"), QString::fromStdString(o.platform));
        f.emplace_back(
            tr("Install"),
            (o.reused ? tr("reused: %1 (checked in %2)") : tr("deployed: %1 (uploaded and checked in %2)"))
                .arg(QString::fromStdString(o.installDir), withUnit(o.deploySeconds, QStringLiteral("s"), 2)));
    }
    if (!o.slurmJob.empty()) f.emplace_back(tr("Slurm"), QString::fromStdString(o.slurmJob));
    return f;
}

QString factsHtml(const HostFacts& facts) {
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    for (const auto& [label, value] : facts)
        html +=
            QStringLiteral("<tr><td valign=\"top\"><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                .arg(label.toHtmlEscaped(), value.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return html + QStringLiteral("</table>");
}

QString factsText(const HostFacts& facts) {
    QStringList lines;
    for (const auto& [label, value] : facts)
        lines << label + QStringLiteral(": ") + QString(value).replace(QLatin1Char('\n'), QStringLiteral("\n  "));
    return lines.join(QLatin1Char('\n'));
}

} // namespace luma::ui
