#include "ui/documents/calibrationdocument.h"

#include "core/calibrate/derating_parameters.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/util/spec_error.h"
#include "ui/documents/calibrationplot.h"
#include "ui/documents/explorecalibration.h"
#include "ui/format.h"
#include "ui/jobtracker.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>

namespace luma::ui {

namespace {

QString percent(double share) { return num(share * 100, 3) + QStringLiteral(" %"); }

} // namespace

struct CalibrationDocument::Jobs {
    explicit Jobs(QObject* owner) : data(owner) {}
    JobTracker<CalibrationData> data;
};

CalibrationDocument::CalibrationDocument(Project* project, const QString& campaign, QWidget* parent,
                                         const Calibration* workbench)
    : Document(parent), m_campaign(campaign), m_jobs(std::make_unique<Jobs>(this)) {
    build();
    load(project, workbench);
}

void CalibrationDocument::load(Project* project, const Calibration* workbench) {
    const QString& campaign = m_campaign;
    try {
        const auto record = project ? project->campaign(campaign) : std::nullopt;
        if (!project) return setProblem(tr("No project is open."));
        if (!record) return setProblem(tr("The project holds no campaign \"%1\".").arg(campaign));
        const std::string origin = project->displayName().toStdString() + " (campaign " + record->name + ")";
        const Campaign c = parseCampaign(record->spec, origin);
        if (!c.machine || !c.machine->accelerator || !c.contract.model)
            return setProblem(tr("The campaign has no machine or no model: there is no prediction to calibrate."));
        const CalibrationChoice choice = chooseCalibration(project, campaign, *c.machine, workbench);
        m_choice = choice.text;
        CalibrationRequest req{project->comparedRuns(campaign), c.machine->accelerator->type, choice.calibration,
                               project->displayName().toStdString()};
        m_status->setText(tr("comparing…"));
        m_jobs->data.start([req = std::move(req)]() mutable { return computeCalibrationData(std::move(req)); },
                           [this](CalibrationData d) {
                               m_data = std::move(d);
                               m_received = true;
                               draw();
                           });
    } catch (const SpecError& e) {
        setProblem(QString::fromStdString(e.what()));
    }
}

CalibrationDocument::~CalibrationDocument() = default;

bool CalibrationDocument::busy() const { return m_jobs->data.busy(); }

void CalibrationDocument::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* bar = new QHBoxLayout;
    auto* label = new QLabel(tr("&Metric:"), this);
    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("calibration-metric"));
    m_metric->setToolTip(tr("The figure plotted: predicted against what each run measured"));
    for (const CalibrationMetric m : calibrationMetrics()) m_metric->addItem(QString::fromLatin1(metricLabel(m)));
    label->setBuddy(m_metric);
    bar->addWidget(label);
    bar->addWidget(m_metric);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("calibration-status"));
    bar->addWidget(m_status, 1);
    layout->addLayout(bar);
    auto* split = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(split, 1);
    m_plot = new CalibrationPlot(split);
    m_plot->setObjectName(QStringLiteral("calibration-plot"));
    split->addWidget(m_plot);
    auto* side = new QScrollArea(split);
    side->setWidgetResizable(true);
    side->setFrameShape(QFrame::NoFrame);
    m_summary = new QLabel(side);
    m_summary->setObjectName(QStringLiteral("calibration-summary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setMargin(6);
    side->setWidget(m_summary);
    side->setMinimumWidth(360);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({860, 480});
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] { draw(); });
    m_plot->clear(tr("Comparing the campaign's runs with the model…"));
}

void CalibrationDocument::setProblem(const QString& problem) {
    m_problem = problem;
    m_metric->setEnabled(false);
    m_status->clear();
    m_summary->setText(
        QStringLiteral("<span style='color:%1'>%2</span>").arg(colors::fail().name(), problem.toHtmlEscaped()));
    m_plot->clear(tr("Cannot show the calibration of %1:\n%2").arg(m_campaign, problem));
}

void CalibrationDocument::setMetric(int index) { m_metric->setCurrentIndex(index); }

void CalibrationDocument::draw() {
    if (!m_received) return;
    const int index = std::max(0, m_metric->currentIndex());
    const auto i = static_cast<std::size_t>(index);
    const QString label = QString::fromLatin1(metricLabel(calibrationMetrics()[i]));
    ScatterSeries before{tr("before: the campaign's own derating"), {}, {}};
    ScatterSeries after{tr("after: the calibration"), {}, {}};
    for (const HeldOutPoint& p : m_data.points) {
        before.measured.push_back(p.measured[i]);
        before.predicted.push_back(p.before[i]);
        if (!calibrationEntry(m_data)) continue;
        after.measured.push_back(p.measured[i]);
        after.predicted.push_back(p.after[i]);
    }
    if (m_data.points.empty())
        m_plot->clear(QString::fromStdString(m_data.error));
    else
        m_plot->setSeries(label, before, after);
    m_status->setText(tr("%1 runs, one point each").arg(m_data.points.size()));
    describe();
}

QString CalibrationDocument::errorTable() const {
    const AcceleratorCalibration& a = *calibrationEntry(m_data);
    QString t = tr("<table cellspacing='0' cellpadding='2'><tr><th align='left'>metric</th><th>runs</th>"
                   "<th>median before</th><th>after</th><th>mean before</th><th>after</th></tr>");
    for (const CalibrationMetric m : calibrationMetrics()) {
        const auto e = a.errors.find(metricKey(m));
        if (e == a.errors.end() || e->second.runs == 0) continue;
        const MetricErrors& x = e->second;
        t += QStringLiteral("<tr><td>%1%2</td><td align='right'>%3</td><td align='right'>%4</td>"
                            "<td align='right'><b>%5</b></td><td align='right'>%6</td><td align='right'>%7</td></tr>")
                 .arg(QString::fromLatin1(metricLabel(m)), metricFitted(m) ? QString() : tr(" (not fitted)"))
                 .arg(x.runs)
                 .arg(percent(x.before.median), percent(x.after.median), percent(x.before.mean), percent(x.after.mean));
    }
    return t + QStringLiteral("</table>");
}

QString CalibrationDocument::deratingTable() const {
    const Derating& after = calibrationEntry(m_data)->derating;
    QString t = tr("<table cellspacing='0' cellpadding='2'><tr><th align='left'>derating</th><th>before</th>"
                   "<th>after</th></tr>");
    for (const DeratingParameter& p : fittedParameters())
        t += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'><b>%3</b></td></tr>")
                 .arg(QString::fromLatin1(p.key), num(m_data.start.*p.field, 4), num(after.*p.field, 4));
    return t + QStringLiteral("</table>");
}

void CalibrationDocument::describe() {
    QString s = tr("<h3>Calibration of %1</h3>").arg(m_campaign.toHtmlEscaped());
    const AcceleratorCalibration* a = calibrationEntry(m_data);
    if (m_data.fittedHere && a)
        s += tr("<p>No calibration is stored with the campaign, so one is fitted here on its %1 comparable runs, "
                "%2-fold cross-validated, as <tt>luma calibrate --campaign</tt> fits it (not stored): band ±%3 %. "
                "Before it — %4</p>")
                 .arg(a->runs.size())
                 .arg(a->folds)
                 .arg(std::lround(a->band * 100))
                 .arg(m_choice.toHtmlEscaped());
    else
        s += QStringLiteral("<p>%1</p>").arg(m_choice.toHtmlEscaped());
    if (!m_data.error.empty())
        s += QStringLiteral("<p><span style='color:%1'>%2</span></p>")
                 .arg(colors::fail().name(), QString::fromStdString(m_data.error).toHtmlEscaped());
    if (a) {
        s += tr("<p><b>Held-out error</b> (|predicted − measured| / measured on runs each fit did not see, "
                "compared with the %1 model)</p>")
                 .arg(QString::fromStdString(m_data.calibration->comparedWith));
        s += errorTable();
        s += QStringLiteral("<p></p>") + deratingTable();
        QStringList ids;
        for (long long id : a->runs) ids << QString::number(id);
        s += tr("<p><b>Rests on</b> runs %1.</p>").arg(ids.join(QStringLiteral(", ")));
    }
    s += tr("<p><b>Plotted</b>: %1 runs of the campaign, one point each, before (×) and after (○) calibration; "
            "on the dashed line a prediction equals its run. Points for the runs a calibration rests on are "
            "in-sample: its held-out errors are in the table.</p>")
             .arg(m_data.points.size());
    if (!m_data.notes.empty()) {
        s += tr("<p><b>Left out</b><br>");
        for (const auto& n : m_data.notes) s += QString::fromStdString(n).toHtmlEscaped() + QStringLiteral("<br>");
        s += QStringLiteral("</p>");
    }
    m_summary->setText(s);
}

QString CalibrationDocument::summaryText() const { return m_summary->text(); }

} // namespace luma::ui
