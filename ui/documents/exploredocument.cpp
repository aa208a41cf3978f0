#include "ui/documents/exploredocument.h"

#include "core/calibrate/apply.h"
#include "core/evidence/store.h"
#include "core/util/spec_error.h"
#include "ui/charts/heatmap.h"
#include "ui/documents/explorecalibration.h"
#include "ui/documents/exploretypes.h"
#include "ui/format.h"
#include "ui/jobtracker.h"
#include "ui/models/resourceunits.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>

namespace luma::ui {

namespace {

QString ms(double v) { return withUnit(v, QStringLiteral("ms")); }

QString swatch(const QColor& c, const QString& text) {
    return QStringLiteral("<span style='background:%1; color:%1;'>▨▨</span>&nbsp;%2").arg(c.name(), text);
}

// `specs` with the chosen calibration applied to its machine.
std::shared_ptr<const ExploreSpecs> calibrated(std::shared_ptr<const ExploreSpecs> specs,
                                               const CalibrationChoice& choice) {
    if (!choice.calibration) return specs;
    auto copy = std::make_shared<ExploreSpecs>(*specs);
    applyCalibration(copy->machine, *choice.calibration);
    return copy;
}

} // namespace

struct ExploreDocument::Jobs {
    explicit Jobs(QObject* owner) : slices(owner), frontiers(owner), types(owner) {}
    JobTracker<ExploreSlice> slices;
    JobTracker<PredictedFrontier> frontiers;
    JobTracker<TypeComparison> types;
};

ExploreDocument::ExploreDocument(Project* project, const QString& campaign, QWidget* parent,
                                 const Calibration* workbench)
    : Document(parent), m_name(campaign), m_jobs(std::make_unique<Jobs>(this)) {
    build();
    QString problem;
    try {
        const auto record = project ? project->campaign(campaign) : std::nullopt;
        if (!project)
            problem = tr("No project is open.");
        else if (!record)
            problem = tr("The project holds no campaign \"%1\".").arg(campaign);
        else
            m_specs = calibratedSpecs(exploreSpecsFromCampaign(record->spec, project->displayName().toStdString() +
                                                                                 " (campaign " + record->name + ")"),
                                      project, workbench);
    } catch (const SpecError& e) {
        problem = QString::fromStdString(e.what());
    }
    if (problem.isEmpty())
        setIntervention(-1);
    else
        setProblem(problem);
    if (const auto typed = project ? project->typedCampaignOf(campaign) : std::nullopt)
        requestTypes(project, *typed, workbench);
}

void ExploreDocument::requestTypes(const Project* project, const QString& typed, const Calibration* workbench) {
    std::vector<std::pair<QString, std::shared_ptr<const ExploreSpecs>>> campaigns;
    QStringList left; // said in the panel: a status message sent from the constructor reaches no one
    for (const QString& name : project->typeCampaigns(typed)) {
        if (name == m_name && m_specs) { // read and calibrated already, for the heatmap
            campaigns.emplace_back(name, m_specs);
            continue;
        }
        try {
            const auto record = project->campaign(name);
            if (!record) continue;
            auto specs = exploreSpecsFromCampaign(record->spec, project->displayName().toStdString() + " (campaign " +
                                                                    record->name + ")");
            const CalibrationChoice choice = chooseCalibration(project, name, specs->machine, workbench);
            campaigns.emplace_back(name, calibrated(std::move(specs), choice));
        } catch (const SpecError& e) {
            left << name + QStringLiteral(": ") + QString::fromStdString(e.what()); // the others still compare
        }
    }
    m_types->show();
    m_jobs->types.start(
        [typed, campaigns, left](const CancelToken& cancel) { return compareTypes(typed, campaigns, left, cancel); },
        [this](const TypeComparison& c) { m_types->setComparison(c, m_name); });
}

ExploreDocument::ExploreDocument(std::shared_ptr<const ExploreSpecs> specs, const QString& name, QWidget* parent)
    : Document(parent), m_specs(std::move(specs)), m_name(name), m_jobs(std::make_unique<Jobs>(this)) {
    build();
    if (!m_specs || m_specs->space.dims.empty())
        setProblem(tr("Nothing to explore: the space has no dimensions."));
    else
        setIntervention(-1);
}

ExploreDocument::~ExploreDocument() = default;

std::shared_ptr<const ExploreSpecs> ExploreDocument::calibratedSpecs(std::shared_ptr<const ExploreSpecs> specs,
                                                                     const Project* project,
                                                                     const Calibration* workbench) {
    const CalibrationChoice choice = chooseCalibration(project, m_name, specs->machine, workbench);
    m_calibration = choice.text;
    return calibrated(std::move(specs), choice);
}

bool ExploreDocument::busy() const { return m_jobs->slices.busy() || m_jobs->frontiers.busy() || m_jobs->types.busy(); }

long long ExploreDocument::droppedResults() const {
    return m_jobs->slices.dropped() + m_jobs->frontiers.dropped() + m_jobs->types.dropped();
}

void ExploreDocument::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* bar = new QHBoxLayout;
    auto labelled = [&](const QString& text, QComboBox*& box, const QString& name, const QString& tip) {
        auto* l = new QLabel(text, this);
        box = new QComboBox(this);
        box->setObjectName(name);
        box->setToolTip(tip);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        l->setBuddy(box);
        bar->addWidget(l);
        bar->addWidget(box);
    };
    labelled(tr("&Across:"), m_xAxis, QStringLiteral("explore-x"), tr("The resource along the horizontal axis"));
    labelled(tr("&Up:"), m_yAxis, QStringLiteral("explore-y"), tr("The resource along the vertical axis"));
    labelled(tr("&Intervention:"), m_intervention, QStringLiteral("explore-intervention"),
             tr("Predict with one of the campaign's interventions applied"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("explore-status"));
    bar->addWidget(m_status, 1);
    layout->addLayout(bar);
    m_sliderHost = new QWidget(this);
    m_sliderForm = new QFormLayout(m_sliderHost);
    m_sliderForm->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sliderHost);

    auto* upright = new QSplitter(Qt::Vertical, this);
    layout->addWidget(upright, 1);
    auto* split = new QSplitter(Qt::Horizontal, upright);
    upright->addWidget(split);
    m_types = new ExploreTypesPanel(upright);
    m_types->hide(); // an ordinary campaign has no types to compare
    upright->addWidget(m_types);
    upright->setStretchFactor(0, 3);
    upright->setStretchFactor(1, 1);
    connect(m_types, &ExploreTypesPanel::typeChosen, this, [this](const QString& campaign) {
        if (campaign != m_name) emit exploreRequested(campaign);
    });
    m_heatmap = new Heatmap(split);
    m_heatmap->setObjectName(QStringLiteral("explore-heatmap"));
    m_heatmap->setTooltipProvider([this](int x, int y) { return cellDetails(x, y); });
    split->addWidget(m_heatmap);
    auto* side = new QScrollArea(split);
    side->setWidgetResizable(true);
    side->setFrameShape(QFrame::NoFrame);
    m_summary = new QLabel(side);
    m_summary->setObjectName(QStringLiteral("explore-summary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setMargin(6);
    side->setWidget(m_summary);
    side->setMinimumWidth(300);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({900, 340});

    connect(m_xAxis, &QComboBox::currentIndexChanged, this, [this](int x) {
        int y = m_yAxis->currentIndex();
        if (x == y) y = m_yAxis->count() > 1 ? (x == 0 ? 1 : 0) : -1; // the same resource twice: swap the other away
        setAxes(x, y);
    });
    connect(m_yAxis, &QComboBox::currentIndexChanged, this, [this](int y) {
        int x = m_xAxis->currentIndex();
        if (x == y) x = y == 0 ? 1 : 0;
        setAxes(x, y);
    });
    connect(m_intervention, &QComboBox::currentIndexChanged, this, [this](int i) { setIntervention(i - 1); });
}

void ExploreDocument::setProblem(const QString& problem) {
    m_problem = problem;
    for (QComboBox* box : {m_xAxis, m_yAxis, m_intervention}) box->setEnabled(false);
    m_status->clear();
    m_summary->setText(
        QStringLiteral("<span style='color:%1'>%2</span>").arg(colors::fail().name(), problem.toHtmlEscaped()));
    HeatmapData empty;
    empty.placeholder = tr("Cannot explore %1:\n%2").arg(m_name, problem);
    m_heatmap->setData(std::move(empty));
}

void ExploreDocument::setIntervention(int index) {
    if (!m_specs) return;
    const Space& space = m_specs->space;
    if (m_levels.size() != space.dims.size()) {
        // First call: fill the boxes, every dimension at its top level until the predicted
        // frontier says where the cheapest passing state lies.
        for (const auto& d : space.dims) m_levels.push_back(d.levels.size() - 1);
        QSignalBlocker bx(m_xAxis), by(m_yAxis), bi(m_intervention);
        for (std::size_t i = 0; i < space.dims.size(); ++i) {
            const QString unit = resourceUnit(space, i);
            const QString label = QString::fromStdString(space.dims[i].name) +
                                  (unit.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(unit));
            m_xAxis->addItem(label);
            m_yAxis->addItem(label);
        }
        m_xAxis->setCurrentIndex(0);
        m_yAxis->setCurrentIndex(space.dims.size() > 1 ? 1 : -1);
        m_yAxis->setEnabled(space.dims.size() > 1);
        m_intervention->addItem(tr("none"));
        for (const auto& iv : m_specs->interventions) m_intervention->addItem(QString::fromStdString(iv.name));
        m_intervention->setEnabled(!m_specs->interventions.empty());
        rebuildSliders();
    }
    {
        QSignalBlocker block(m_intervention);
        m_intervention->setCurrentIndex(index + 1);
    }
    m_userMovedSliders = false; // a new frontier: its cheapest state is the place to start
    requestFrontier();
    requestSlice();
}

bool ExploreDocument::setAxes(int xDim, int yDim) {
    if (!m_specs) return false;
    const int d = static_cast<int>(m_specs->space.dims.size());
    if (xDim < 0 || xDim >= d || (d > 1 && (yDim < 0 || yDim >= d || yDim == xDim))) return false;
    {
        QSignalBlocker bx(m_xAxis), by(m_yAxis);
        m_xAxis->setCurrentIndex(xDim);
        m_yAxis->setCurrentIndex(d > 1 ? yDim : -1);
    }
    rebuildSliders();
    requestSlice();
    return true;
}

QSlider* ExploreDocument::slider(const QString& resource) const {
    if (!m_specs) return nullptr;
    for (std::size_t i = 0; i < m_specs->space.dims.size() && i < m_sliders.size(); ++i)
        if (QString::fromStdString(m_specs->space.dims[i].name) == resource) return m_sliders[i];
    return nullptr;
}

bool ExploreDocument::setFixedLevel(int dim, int levelIndex) {
    if (dim < 0 || dim >= static_cast<int>(m_sliders.size()) || !m_sliders[static_cast<std::size_t>(dim)]) return false;
    QSlider* s = m_sliders[static_cast<std::size_t>(dim)];
    if (levelIndex < s->minimum() || levelIndex > s->maximum()) return false;
    s->setValue(levelIndex);
    return true;
}

void ExploreDocument::rebuildSliders() {
    while (m_sliderForm->rowCount() > 0) m_sliderForm->removeRow(0);
    m_sliders.assign(m_specs->space.dims.size(), nullptr);
    m_sliderValues.assign(m_specs->space.dims.size(), nullptr);
    const int x = m_xAxis->currentIndex(), y = m_yAxis->currentIndex();
    for (std::size_t i = 0; i < m_specs->space.dims.size(); ++i) {
        if (static_cast<int>(i) == x || static_cast<int>(i) == y) continue;
        const Dim& dim = m_specs->space.dims[i];
        auto* row = new QWidget(m_sliderHost);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto* s = new QSlider(Qt::Horizontal, row);
        s->setObjectName(QStringLiteral("explore-slider-") + QString::fromStdString(dim.name));
        s->setRange(0, static_cast<int>(dim.levels.size()) - 1);
        s->setPageStep(1);
        s->setTickPosition(QSlider::TicksBelow);
        s->setValue(static_cast<int>(m_levels[i]));
        s->setMinimumWidth(240);
        auto* value = new QLabel(row);
        value->setMinimumWidth(120);
        const QString unit = resourceUnit(m_specs->space, i);
        value->setText(levelText(dim.levels[m_levels[i]], unit));
        h->addWidget(s, 1);
        h->addWidget(value);
        auto* label = new QLabel(tr("%1 fixed at").arg(QString::fromStdString(dim.name)), m_sliderHost);
        label->setBuddy(s);
        m_sliderForm->addRow(label, row);
        m_sliders[i] = s;
        m_sliderValues[i] = value;
        connect(s, &QSlider::valueChanged, this, [this, i, value, unit](int v) {
            m_levels[i] = static_cast<std::size_t>(v);
            value->setText(levelText(m_specs->space.dims[i].levels[static_cast<std::size_t>(v)], unit));
            m_userMovedSliders = true;
            requestSlice(); // live: every move asks, the newest answer wins
        });
    }
    m_sliderHost->setVisible(m_sliderForm->rowCount() > 0);
}

void ExploreDocument::requestSlice() {
    if (!m_specs) return;
    SliceRequest req{m_specs, m_intervention->currentIndex() - 1,
                     static_cast<std::size_t>(std::max(0, m_xAxis->currentIndex())),
                     static_cast<std::size_t>(std::max(0, m_yAxis->currentIndex())), m_levels};
    if (m_specs->space.dims.size() < 2) req.yDim = 0;
    m_status->setText(tr("predicting…"));
    m_jobs->slices.start([req] { return predictSlice(req); },
                         [this](ExploreSlice s) {
                             m_slice = std::move(s);
                             draw();
                         });
}

void ExploreDocument::requestFrontier() {
    if (!m_specs) return;
    m_jobs->frontiers.start(
        [specs = m_specs, iv = m_intervention->currentIndex() - 1](const CancelToken& cancel) {
            return predictFrontier(specs, iv, &cancel);
        },
        [this](PredictedFrontier f) {
            m_frontier = std::move(f);
            // Until the user picks levels, the slice goes through the cheapest
            // predicted PASS: where the frontier is.
            if (!m_userMovedSliders && m_frontier.result && m_frontier.result->cheapest >= 0) {
                const auto& c = m_frontier.result->frontier[static_cast<std::size_t>(m_frontier.result->cheapest)];
                bool moved = false;
                for (std::size_t i = 0; i < m_sliders.size(); ++i) {
                    if (!m_sliders[i] || m_levels[i] == c.index[i]) continue;
                    QSignalBlocker block(m_sliders[i]);
                    m_sliders[i]->setValue(static_cast<int>(c.index[i]));
                    m_levels[i] = c.index[i];
                    m_sliderValues[i]->setText(
                        levelText(m_specs->space.dims[i].levels[c.index[i]], resourceUnit(m_specs->space, i)));
                    moved = true;
                }
                if (moved) return requestSlice();
            }
            draw();
        });
}

void ExploreDocument::draw() {
    if (!m_specs) return;
    const Space& space = m_specs->space;
    const SliceRequest& req = m_slice.request;
    if (!req.specs) return; // the first slice is on its way
    if (!m_slice.error.empty()) {
        HeatmapData d;
        d.placeholder = tr("The predictor refused this slice:\n%1").arg(QString::fromStdString(m_slice.error));
        m_heatmap->setData(std::move(d));
        describe();
        return;
    }
    const bool twoD = space.dims.size() > 1;
    const Dim& dx = space.dims[req.xDim];
    HeatmapData d;
    const QString ux = resourceUnit(space, req.xDim);
    d.xTitle = QString::fromStdString(dx.name) + (ux.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(ux));
    for (double l : dx.levels) d.columns << trimmed(l);
    if (twoD) {
        const Dim& dy = space.dims[req.yDim];
        const QString uy = resourceUnit(space, req.yDim);
        d.yTitle = QString::fromStdString(dy.name) + (uy.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(uy));
        for (double l : dy.levels) d.rows << trimmed(l);
    } else {
        d.rows << QString();
    }
    const int nx = static_cast<int>(d.columns.size());
    for (const SliceCell& c : m_slice.cells) {
        HeatmapCell cell;
        const std::string cause = predictionCause(c.prediction);
        cell.fill = c.prediction.pass ? colors::pass() : cause == "deploy" ? colors::neutral() : colors::fail();
        cell.hatched = true; // every explore cell is a prediction: hatched, as inferred cells are on the frontier
        cell.hatchBase = c.prediction.pass   ? colors::passInferred()
                         : cause == "deploy" ? palette().color(QPalette::Midlight)
                                             : colors::failInferred();
        cell.text = QString::fromStdString(cause);
        d.cells.push_back(std::move(cell));
    }
    d.staircase = m_slice.staircase;
    // The predicted frontier's states that lie on this slice, ringed; the cheapest named.
    if (m_frontier.result && m_frontier.intervention == req.intervention) {
        const auto& r = *m_frontier.result;
        for (std::size_t k = 0; k < r.frontier.size(); ++k) {
            const auto& f = r.frontier[k];
            bool on = true;
            for (std::size_t i = 0; i < space.dims.size() && on; ++i)
                if (i != req.xDim && (!twoD || i != req.yDim)) on = f.index[i] == req.levels[i];
            if (!on) continue;
            const int x = static_cast<int>(f.index[req.xDim]), y = twoD ? static_cast<int>(f.index[req.yDim]) : 0;
            HeatmapCell& cell =
                d.cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(x)];
            cell.ringed = true;
            if (static_cast<int>(k) == r.cheapest) cell.text += tr("\n◎ cheapest");
        }
    }
    m_heatmap->setData(std::move(d));
    describe();
}

void ExploreDocument::describe() {
    const Space& space = m_specs->space;
    const SliceRequest& req = m_slice.request;
    const int cells = static_cast<int>(m_slice.cells.size());
    m_status->setText(m_slice.error.empty()
                          ? tr("%1 of %2 states on this slice predicted to pass").arg(m_slice.passing).arg(cells)
                          : QString());
    QString s = tr("<h3>Explore %1</h3>").arg(m_name.toHtmlEscaped());
    s += tr("Predicted by the analytic model for %1%2.")
             .arg(QString::fromStdString(m_specs->contract.name).toHtmlEscaped(),
                  req.intervention >= 0
                      ? tr(" with %1")
                            .arg(QString::fromStdString(
                                     m_specs->interventions[static_cast<std::size_t>(req.intervention)].name)
                                     .toHtmlEscaped())
                      : QString());
    if (!m_calibration.isEmpty()) s += QStringLiteral("<p>%1</p>").arg(m_calibration.toHtmlEscaped());
    QStringList ignored;
    for (const auto& d : space.dims)
        if (d.resource == Resource::Custom) ignored << QString::fromStdString(d.name);
    if (!ignored.isEmpty())
        s += tr("<p><b>The predictor does not model %1</b>: the cells do not change along it.</p>")
                 .arg(ignored.join(QStringLiteral(", ")).toHtmlEscaped());
    if (!m_frontier.error.empty()) {
        s += tr("<p><span style='color:%1'>%2</span></p>")
                 .arg(colors::fail().name(), QString::fromStdString(m_frontier.error).toHtmlEscaped());
    } else if (m_frontier.result) {
        const auto& r = *m_frontier.result;
        s += tr("<p><b>Predicted frontier</b>: %1 minimal PASS state(s); %2 of %3 states pass.</p>")
                 .arg(r.frontier.size())
                 .arg(r.passing)
                 .arg(r.evaluated);
        if (r.cheapest >= 0) {
            const auto& c = r.frontier[static_cast<std::size_t>(r.cheapest)];
            const Prediction& p = c.prediction;
            QStringList levels;
            for (std::size_t i = 0; i < c.levels.size(); ++i)
                levels << QStringLiteral("%1 = %2")
                              .arg(QString::fromStdString(space.dims[i].name),
                                   levelText(c.levels[i], resourceUnit(space, i)))
                              .toHtmlEscaped();
            s +=
                tr("<p><b>Cheapest predicted PASS</b><br>%1<br>%2 €/h · %3 W · binding %4<br>TTFT p99 %5 · TPOT p99 %6 · %7</p>")
                    .arg(levels.join(QStringLiteral("<br>")), num(p.eurPerHour, 3), num(p.watts, 4),
                         QString::fromLatin1(bindingName(p.binding)), ms(p.ttftMsP99), ms(p.tpotMsP99),
                         withUnit(p.throughputTokS, QStringLiteral("tok/s")));
            if (!c.adjacentFails.empty()) {
                s += tr("<p><b>Adjacent FAIL states</b><br>");
                for (const auto& a : c.adjacentFails)
                    s +=
                        tr("%1 cut to %2 → <b>%3</b><br>")
                            .arg(QString::fromStdString(space.dims[a.dim].name),
                                 levelText(a.level, resourceUnit(space, a.dim)), QString::fromLatin1(adjacentCause(a)));
                s += QStringLiteral("</p>");
            }
        } else {
            s += tr("<p><b>No state of the space is predicted to pass.</b></p>");
        }
    } else {
        s += tr("<p>Predicting the frontier…</p>");
    }
    s +=
        tr("<p><b>Legend</b><br>%1<br>%2<br>%3<br><span style='color:%4'>━━</span>&nbsp;where PASS begins in each column<br>"
           "▢ a predicted frontier state (minimal PASS)<br>Hover a cell for its full prediction.</p>")
            .arg(swatch(colors::pass(), tr("PASS, predicted")),
                 swatch(colors::fail(), tr("FAIL, predicted: the SLO that broke, or OOM")),
                 swatch(colors::neutral(), tr("no engine could deploy it")), colors::marker().name());
    m_summary->setText(s);
}

QString ExploreDocument::cellDetails(int x, int y) const {
    const SliceRequest& req = m_slice.request;
    if (!req.specs) return {};
    const Space& space = req.specs->space;
    const int nx = static_cast<int>(space.dims[req.xDim].levels.size());
    const std::size_t at = static_cast<std::size_t>(y) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(x);
    if (at >= m_slice.cells.size()) return {};
    const SliceCell& c = m_slice.cells[at];
    const Prediction& p = c.prediction;
    QStringList state;
    for (std::size_t i = 0; i < space.dims.size(); ++i) {
        std::size_t level = req.levels[i];
        if (i == req.xDim)
            level = static_cast<std::size_t>(x);
        else if (space.dims.size() > 1 && i == req.yDim)
            level = static_cast<std::size_t>(y);
        state << QStringLiteral("%1 = %2").arg(QString::fromStdString(space.dims[i].name),
                                               levelText(space.dims[i].levels[level], resourceUnit(space, i)));
    }
    QString t = state.join(QStringLiteral(", "));
    const std::string cause = predictionCause(p);
    if (p.pass)
        t += tr("\nPASS (predicted)");
    else if (!p.deployable)
        t += tr("\nFAIL: no engine would deploy it: %1").arg(QString::fromStdString(c.deployProblem));
    else if (!p.fits)
        t += tr("\nFAIL: out of memory (weights %1 of %2 HBM per accelerator)")
                 .arg(withUnit(p.weightsGib, QStringLiteral("GiB")), withUnit(p.hbmGib, QStringLiteral("GiB")));
    else
        t += tr("\nFAIL (predicted): %1 broke").arg(QString::fromStdString(cause));
    if (p.deployable) {
        t += tr("\nTP %1 · PP %2 · %3 replica(s) · %4 accelerator(s) · binding %5")
                 .arg(p.tp)
                 .arg(p.pp)
                 .arg(p.replicas)
                 .arg(p.accelerators)
                 .arg(QString::fromLatin1(bindingName(p.binding)));
        const Accelerator* acc = req.specs->machine.accelerator;
        if (p.fits)
            t += (p.calibrated ? tr("\nfigures ±%1 % (%2, calibrated)")
                               : tr("\nfigures ±%1 % (%2 is uncalibrated: no published rows)"))
                     .arg(std::lround(p.band * 100))
                     .arg(acc ? QString::fromStdString(acc->type) : QString());
        if (const BandReading r = readAgainstBand(p); r.within)
            t += tr(" — the %1 margin is inside that band: only a physical run decides")
                     .arg(QString::fromLatin1(sloName(p.slos.checks[static_cast<std::size_t>(r.check)].kind)));
        t += tr("\nTTFT p50 %1 · p99 %2").arg(ms(p.ttftMsP50), ms(p.ttftMsP99));
        t += tr("\nTPOT p50 %1 · p99 %2").arg(ms(p.tpotMsP50), ms(p.tpotMsP99));
        t += tr("\nthroughput %1 · success %2 %")
                 .arg(withUnit(p.throughputTokS, QStringLiteral("tok/s")), num(p.successRate * 100, 3));
        t += tr("\n%1 €/h · %2 €/1M tok · %3 W").arg(num(p.eurPerHour, 3), num(p.eurPerMtok, 3), num(p.watts, 4));
        t += tr("\nmemory per accelerator: weights %1, KV %2 of %3, activations %4, of %5 HBM")
                 .arg(withUnit(p.weightsGib, QStringLiteral("GiB")), withUnit(p.kvUsedGib, QStringLiteral("GiB")),
                      withUnit(p.kvCapacityGib, QStringLiteral("GiB")),
                      withUnit(p.activationsGib, QStringLiteral("GiB")), withUnit(p.hbmGib, QStringLiteral("GiB")));
        for (int k = 0; k < p.slos.count; ++k) {
            const SloCheck& s = p.slos.checks[static_cast<std::size_t>(k)];
            t += tr("\n%1: %2 against %3, margin %4 % %5")
                     .arg(QString::fromLatin1(sloName(s.kind)), num(s.value, 4), num(s.limit, 4),
                          num(s.margin * 100, 3), s.pass ? QStringLiteral("✓") : QStringLiteral("✗"));
        }
    }
    return t;
}

QString ExploreDocument::summaryText() const { return m_summary->text(); }

} // namespace luma::ui
