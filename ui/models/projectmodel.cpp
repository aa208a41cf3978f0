#include "ui/models/projectmodel.h"

#include "core/evidence/store.h"
#include "core/qualify/report.h"
#include "core/util/spec_error.h"
#include "remote/client/host_profiles.h"
#include "ui/format.h"
#include "ui/models/runsmodel.h"
#include "ui/project.h"

#include <QApplication>
#include <QIcon>
#include <QStyle>

#include <map>
#include <set>

namespace luma::ui {

struct ProjectModel::Node {
    Kind kind = Kind::Group;
    QString text, toolTip, details, campaign;
    qint64 runId = 0;
    bool damaged = false; // a part of the project that does not read back
    Node* parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    Node* add(Kind k, QString t, QString camp = {}) {
        auto n = std::make_unique<Node>();
        n->kind = k;
        n->text = std::move(t);
        n->campaign = std::move(camp);
        n->parent = this;
        children.push_back(std::move(n));
        return children.back().get();
    }
    int row() const {
        if (!parent) return 0;
        for (std::size_t i = 0; i < parent->children.size(); ++i)
            if (parent->children[i].get() == this) return static_cast<int>(i);
        return 0;
    }
};

namespace {

QString shortHash(const std::string& hash) { return QString::fromStdString(hash.substr(0, 12)); }

QString str(const nlohmann::json& j, const char* key, const char* fallback = "") {
    const auto it = j.find(key);
    return QString::fromUtf8(it != j.end() && it->is_string() ? it->get<std::string>().c_str() : fallback);
}

QString spaceText(const nlohmann::json& space) {
    QStringList dims;
    double states = 1;
    if (space.contains("dims") && space["dims"].is_array())
        for (const auto& d : space["dims"]) {
            const auto n = d.contains("levels") && d["levels"].is_array() ? d["levels"].size() : 0;
            dims << QStringLiteral("%1 (%2)").arg(str(d, "resource")).arg(n);
            states *= static_cast<double>(n);
        }
    return QObject::tr("%1 — %2 states").arg(dims.join(QStringLiteral(" × ")), trimmed(states));
}

// One host of the explorer: a saved profile, a host a campaign names, or where runs ran.
struct HostUse {
    QString profileUri;              // set for a saved profile
    QStringList campaigns, machines; // machines: the host names its agents reported
    int runs = 0;
};

void addHosts(ProjectModel::Node* group, const std::map<QString, HostUse>& hosts);

struct Groups {
    ProjectModel::Node *campaigns, *contracts, *machines, *spaces;
};

// The campaign's stored report under its node (or why it does not read).
void addReport(ProjectModel::Node* c, const Project& project, const QString& name) {
    std::optional<QualifyReport> report;
    try {
        report = project.report(name);
    } catch (const SpecError& e) {
        ProjectModel::Node* r = c->add(ProjectModel::Kind::Report, ProjectModel::tr("Report unreadable"), name);
        r->toolTip = QString::fromStdString(e.what());
    }
    if (report) {
        ProjectModel::Node* r = c->add(
            ProjectModel::Kind::Report,
            report->minimumPass
                ? ProjectModel::tr("Frontier — minimum PASS %1").arg(levelsText(report->minimumPass->state, *report))
                : ProjectModel::tr("Frontier — no state passes"),
            name);
        r->toolTip =
            ProjectModel::tr("%1 physical runs; binding: %2").arg(report->physicalRuns).arg(QString::fromStdString([&] {
                std::string b;
                for (const auto& s : report->binding) b += (b.empty() ? "" : ", ") + s;
                return b.empty() ? std::string("none") : b;
            }()));
    }
}

// The campaign's runs under its node, and the hosts they ran on. Throws SpecError when a run does
// not read back (nothing of them is added then).
void addRuns(ProjectModel::Node* c, const Project& project, const QString& name, const nlohmann::json& spec,
             std::map<QString, HostUse>& hostUses) {
    const auto runs = runRows(project.runs(name));
    auto useHost = [&](const QString& host) {
        HostUse& use = hostUses[host];
        if (!use.campaigns.contains(name)) use.campaigns << name;
        return &use;
    };
    if (spec.contains("hosts") && spec["hosts"].is_array())
        for (const auto& h : spec["hosts"])
            if (h.is_string()) useHost(QString::fromStdString(h.get<std::string>()));
    for (const auto& run : runs) {
        // A run records its host as "URI (the agent's host name)".
        const qsizetype open = run.host.lastIndexOf(QLatin1String(" ("));
        const bool named = open > 0 && run.host.endsWith(QLatin1Char(')'));
        if (run.host.isEmpty()) continue;
        HostUse* use = useHost(named ? run.host.left(open) : run.host);
        ++use->runs;
        const QString machine = named ? run.host.mid(open + 2).chopped(1) : QString();
        if (!machine.isEmpty() && !use->machines.contains(machine)) use->machines << machine;
    }
    ProjectModel::Node* rg =
        c->add(ProjectModel::Kind::RunsGroup, ProjectModel::tr("Runs (%1)").arg(runs.size()), name);
    for (const auto& run : runs) {
        ProjectModel::Node* r =
            rg->add(ProjectModel::Kind::Run,
                    QStringLiteral("r%1  %2  %3%4")
                        .arg(run.id)
                        .arg(run.state, run.verdict.isEmpty() ? run.status : run.verdict,
                             run.intervention.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(run.intervention)),
                    name);
        r->runId = run.id;
        r->toolTip = run.cause;
    }
}

// One campaign's node (report, runs), its hosts and the specs it holds. Throws SpecError when its
// stored parts do not read back; what it added before is kept (the caller replaces the node).
void addCampaign(const Project& project, const Groups& groups, const QString& name,
                 std::map<QString, HostUse>& hostUses, std::set<std::string>& seen) {
    const auto record = project.campaign(name);
    if (!record) return;
    ProjectModel::Node* c = groups.campaigns->add(ProjectModel::Kind::Campaign, name, name);
    c->toolTip = ProjectModel::tr("Campaign %1, spec %2").arg(name, shortHash(record->specHash));
    c->details = QString::fromStdString(record->spec.dump(2));
    const nlohmann::json& spec = record->spec;
    addReport(c, project, name);
    addRuns(c, project, name, spec, hostUses);
    auto addSpec = [&](ProjectModel::Node* group, ProjectModel::Kind kind, const char* key, const QString& text) {
        if (!spec.contains(key) || !spec[key].is_object()) return;
        const std::string dump = spec[key].dump();
        if (!seen.insert(std::string(key) + dump).second) return;
        ProjectModel::Node* n = group->add(kind, text, name);
        n->details = QString::fromStdString(spec[key].dump(2));
        n->toolTip = ProjectModel::tr("From campaign %1").arg(name);
    };
    if (spec.contains("contract") && spec["contract"].is_object())
        addSpec(groups.contracts, ProjectModel::Kind::Contract, "contract", str(spec["contract"], "name", "(unnamed)"));
    if (spec.contains("machine") && spec["machine"].is_object())
        addSpec(groups.machines, ProjectModel::Kind::Machine, "machine", str(spec["machine"], "name", "(unnamed)"));
    if (spec.contains("space") && spec["space"].is_object())
        addSpec(groups.spaces, ProjectModel::Kind::Space, "space", spaceText(spec["space"]));
}

// A part of the project that does not read back (damaged stored JSON, a result whose SHA-256 does
// not hold): a node that says so, with the whole message as its tool tip and details; a
// campaign's partly built node is replaced by it.
QString unreadable(ProjectModel::Node* group, const QString& text, const SpecError& e, const QString& campaign) {
    if (!campaign.isEmpty() && !group->children.empty() && group->children.back()->campaign == campaign)
        group->children.pop_back();
    ProjectModel::Node* n = group->add(ProjectModel::Kind::Campaign, text, campaign);
    n->toolTip = n->details = QString::fromStdString(e.what());
    n->damaged = true;
    return n->toolTip;
}

} // namespace

ProjectModel::ProjectModel(QObject* parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>()) {}
ProjectModel::~ProjectModel() = default;

void ProjectModel::setProject(const Project* project) {
    m_project = project;
    refresh();
}

void ProjectModel::refresh() {
    auto root = std::make_unique<Node>();
    QStringList problems;
    if (m_project) {
        Node* campaigns = root->add(Kind::Group, tr("Campaigns"));
        Node* contracts = root->add(Kind::Group, tr("Contracts"));
        Node* machines = root->add(Kind::Group, tr("Machines"));
        Node* spaces = root->add(Kind::Group, tr("Spaces"));
        Node* hosts = root->add(Kind::Group, tr("Hosts"));
        std::map<QString, HostUse> hostUses;
        try {
            const client::HostProfiles profiles(m_profilesPath.isEmpty() ? client::HostProfiles::defaultPath()
                                                                         : m_profilesPath.toStdString());
            for (const auto& p : profiles.list())
                hostUses[QString::fromStdString(p.name)].profileUri = QString::fromStdString(p.uri);
        } catch (const SpecError& e) {
            Node* bad = hosts->add(Kind::Host, tr("Host profiles unreadable"));
            bad->toolTip = QString::fromStdString(e.what());
        }
        std::set<std::string> seen; // a spec shared by several campaigns is listed once
        QStringList names;
        try {
            names = m_project->campaignNames();
        } catch (const SpecError& e) {
            problems << unreadable(campaigns, tr("Project unreadable"), e, {});
        }
        const Groups groups{campaigns, contracts, machines, spaces};
        for (const QString& name : names) {
            // A damaged campaign (its stored spec, a run's sealed result) is shown as the message,
            // never a crash: the rest of the project stays readable.
            try {
                addCampaign(*m_project, groups, name, hostUses, seen);
            } catch (const SpecError& e) {
                problems << unreadable(campaigns, tr("%1 — unreadable").arg(name), e, name);
            }
        }
        addHosts(hosts, hostUses);
        for (Node* g : {campaigns, contracts, machines, spaces, hosts})
            g->text += QStringLiteral(" (%1)").arg(g->children.size());
    }
    beginResetModel();
    m_root = std::move(root);
    endResetModel();
    for (const QString& p : problems) Q_EMIT unreadablePart(p);
}

void ProjectModel::setProfilesPath(QString path) {
    m_profilesPath = std::move(path);
    refresh();
}

namespace {

void addHosts(ProjectModel::Node* group, const std::map<QString, HostUse>& hosts) {
    for (const auto& [host, use] : hosts) {
        QString text = use.profileUri.isEmpty() ? host : QStringLiteral("%1  %2").arg(host, use.profileUri);
        if (use.runs) text += use.runs == 1 ? QObject::tr("  · 1 run") : QObject::tr("  · %1 runs").arg(use.runs);
        ProjectModel::Node* n = group->add(ProjectModel::Kind::Host, text);
        QStringList tip;
        if (!use.profileUri.isEmpty()) tip << QObject::tr("Saved host profile %1 (luma hosts add)").arg(host);
        if (!use.campaigns.isEmpty())
            tip << QObject::tr("Used by campaign %1").arg(use.campaigns.join(QStringLiteral(", ")));
        if (!use.machines.isEmpty()) tip << QObject::tr("Runs ran on %1").arg(use.machines.join(QStringLiteral(", ")));
        tip << QObject::tr("Double-click to open Run › Hosts… and test it");
        n->toolTip = tip.join(QLatin1Char('\n'));
    }
}

} // namespace

ProjectModel::Node* ProjectModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : m_root.get();
}

QModelIndex ProjectModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    Node* p = nodeOf(parent);
    return createIndex(row, column, p->children[static_cast<std::size_t>(row)].get());
}

QModelIndex ProjectModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    Node* p = static_cast<Node*>(child.internalPointer())->parent;
    if (!p || p == m_root.get()) return {};
    return createIndex(p->row(), 0, p);
}

int ProjectModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    return static_cast<int>(nodeOf(parent)->children.size());
}

int ProjectModel::columnCount(const QModelIndex&) const { return 1; }

Qt::ItemFlags ProjectModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (nodeOf(index)->children.empty()) f |= Qt::ItemNeverHasChildren;
    return f;
}

QVariant ProjectModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Node* n = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole: return n->text;
    case Qt::ToolTipRole: return n->toolTip.isEmpty() ? QVariant() : n->toolTip;
    case KindRole: return static_cast<int>(n->kind);
    case CampaignRole: return n->campaign;
    case RunIdRole: return n->runId;
    case DetailsRole: return n->details;
    case Qt::DecorationRole: {
        // Made once: QStyle::standardIcon decodes its images on every call, and this role is
        // asked on every paint (a third of the UI thread's time while a campaign ran).
        static const auto icon = [](QStyle::StandardPixmap p) { return QApplication::style()->standardIcon(p); };
        static const QIcon group = icon(QStyle::SP_DirIcon), campaign = icon(QStyle::SP_FileDialogDetailedView),
                           report = icon(QStyle::SP_DialogApplyButton), runs = icon(QStyle::SP_DirOpenIcon),
                           file = icon(QStyle::SP_FileIcon), host = icon(QStyle::SP_DriveNetIcon),
                           damaged = icon(QStyle::SP_MessageBoxWarning);
        if (n->damaged) return damaged;
        switch (n->kind) {
        case Kind::Group: return group;
        case Kind::Campaign: return campaign;
        case Kind::Report: return report;
        case Kind::RunsGroup: return runs;
        case Kind::Run: return {};
        case Kind::Host: return host;
        default: return file;
        }
    }
    default: return {};
    }
}

} // namespace luma::ui
