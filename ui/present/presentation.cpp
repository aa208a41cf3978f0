#include "ui/present/presentation.h"

#include "core/util/spec_error.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace luma::ui {

namespace {

// Core's text as the window shows it: the euro as its sign (the CLI writes EUR).
QString qs(const std::string& s) {
    return QString::fromStdString(s).replace(QStringLiteral("EUR "), QStringLiteral("€ "));
}

QFont sized(QFont f, int points, bool bold = false) {
    f.setPointSize(points);
    f.setBold(bold);
    return f;
}

} // namespace

Presentation::Presentation(Project* project, const QString& campaign, QWidget* parent)
    : QWidget(parent), m_campaign(campaign), m_title(new QLabel(this)), m_body(new QLabel(this)),
      m_footer(new QLabel(this)), m_chart(new QChartView(this)) {
    setWindowTitle(tr("LUMA — %1").arg(campaign));
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(48, 36, 48, 24);
    layout->setSpacing(18);
    m_title->setWordWrap(true);
    m_body->setWordWrap(true);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_title->setFont(sized(font(), 34, true));
    m_body->setFont(sized(font(), 20));
    m_footer->setFont(sized(font(), 13));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(260);
    layout->addWidget(m_title);
    layout->addWidget(m_body);
    layout->addWidget(m_chart, 1);
    layout->addStretch(0); // takes the chart's room on a slide without one
    layout->addWidget(m_footer);
    try {
        if (!project) throw SpecError("", "", tr("no project is open").toStdString());
        m_data = project->reportData(campaign);
        m_story = report::buildStory(m_data);
    } catch (const std::exception& e) {
        m_problem = QString::fromStdString(e.what());
        report::Slide s;
        s.kind = report::Slide::Kind::NoReport;
        s.title = tr("Nothing to present").toStdString();
        s.lines = {e.what()};
        m_story.slides = {s};
    }
    setSlide(0);
}

void Presentation::setSlide(int index) {
    m_index = std::clamp(index, 0, slideCount() - 1);
    render(current());
}

QString Presentation::titleText() const { return m_title->text(); }
QString Presentation::bodyText() const { return m_body->text(); }
QString Presentation::footerText() const { return m_footer->text(); }

int Presentation::chartSeries() const {
    return m_chart->chart() && m_chart->isVisible() ? static_cast<int>(m_chart->chart()->series().size()) : 0;
}

void Presentation::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_PageDown: next(); break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp: previous(); break;
    case Qt::Key_Home: setSlide(0); break;
    case Qt::Key_End: setSlide(slideCount() - 1); break;
    case Qt::Key_E:
        if (!current().runs.empty()) Q_EMIT evidenceRequested(m_campaign, current().runs.front());
        break;
    case Qt::Key_Escape: Q_EMIT left(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void Presentation::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && slideCount() > 0) render(current());
}

void Presentation::render(const report::Slide& slide) {
    m_title->setText(qs(slide.title));
    QStringList lines;
    for (const auto& l : slide.lines) lines << QStringLiteral("• ") + qs(l).toHtmlEscaped();
    m_body->setText(lines.join(QStringLiteral("<br>")));
    QString footer = tr("%1 / %2 · %3").arg(m_index + 1).arg(slideCount()).arg(m_campaign.toHtmlEscaped());
    if (!slide.runs.empty())
        footer += tr(" · proof: run %1%2 — press E for its evidence")
                      .arg(slide.runs.front())
                      .arg(slide.runs.size() > 1 ? tr(" and %1 more").arg(slide.runs.size() - 1) : QString());
    footer += tr(" · ← → to step, Esc leaves");
    m_footer->setText(footer);

    auto* chart = new QChart;
    chart->setTheme(currentTheme() == Theme::Dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(m_animated ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart->setAnimationDuration(700);
    chart->setBackgroundBrush(palette().color(QPalette::Window));
    chart->setTitleFont(sized(font(), 15, true));
    chart->legend()->setFont(sized(font(), 14));
    QChart* old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
    if (slide.chart >= 0 && slide.chart < static_cast<int>(m_data.charts.size()))
        drawFrontier(slide);
    else if (!slide.bars.empty())
        drawBars(slide);
    m_chart->setVisible(!chart->series().isEmpty());
    // Without a chart the text stays at the top, the footer at the bottom.
    static_cast<QVBoxLayout*>(layout())->setStretch(3, m_chart->isVisibleTo(this) ? 0 : 1);
}

// PASS / FAIL over the chart's first two resources, proven solid, inferred lighter; the minimum
// PASS ringed, the slide's own cell marked large.
void Presentation::drawFrontier(const report::Slide& slide) {
    const report::FrontierChart& c = m_data.charts[static_cast<std::size_t>(slide.chart)];
    QChart* chart = m_chart->chart();
    chart->setTitle(qs(c.title));
    const std::size_t ny = std::max<std::size_t>(1, c.yLevels.size());
    struct Kind {
        QString name;
        QColor colour;
        bool pass, proven;
    };
    const Kind kinds[] = {{tr("PASS (run)"), colors::pass(), true, true},
                          {tr("PASS (inferred)"), colors::passInferred(), true, false},
                          {tr("FAIL (run)"), colors::fail(), false, true},
                          {tr("FAIL (inferred)"), colors::failInferred(), false, false}};
    std::vector<QScatterSeries*> series;
    for (const auto& k : kinds) {
        auto* s = new QScatterSeries;
        s->setName(k.name);
        s->setColor(k.colour);
        s->setBorderColor(k.colour.darker(130));
        s->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        s->setMarkerSize(
            std::clamp(360.0 / static_cast<double>(std::max<std::size_t>(c.xLevels.size(), ny)), 10.0, 40.0));
        series.push_back(s);
    }
    for (std::size_t x = 0; x < c.xLevels.size(); ++x)
        for (std::size_t y = 0; y < ny; ++y) {
            const std::size_t i = x * ny + y;
            if (i >= c.pass.size()) continue;
            const int k = (c.pass[i] ? 0 : 2) + (i < c.proven.size() && c.proven[i] ? 0 : 1);
            series[static_cast<std::size_t>(k)]->append(static_cast<double>(x), static_cast<double>(y));
        }
    for (auto* s : series) {
        if (s->count() == 0) {
            delete s;
            continue;
        }
        chart->addSeries(s);
    }
    const auto mark = [&](const std::pair<int, int>& at, const QString& name, const QColor& colour, double size) {
        auto* s = new QScatterSeries;
        s->setName(name);
        s->setColor(Qt::transparent);
        s->setBorderColor(colour);
        s->setPen(QPen(colour, 4));
        s->setMarkerSize(size);
        s->append(at.first, at.second);
        chart->addSeries(s);
        s->setBrush(Qt::NoBrush); // after addSeries: the chart's theme fills a series it is given
    };
    if (c.minimumPass) mark(*c.minimumPass, tr("minimum PASS"), colors::marker(), 44);
    if (slide.highlight && slide.highlight != c.minimumPass)
        mark(*slide.highlight, tr("this slide"), palette().color(QPalette::Highlight), 52);

    auto* xAxis = new QCategoryAxis;
    auto* yAxis = new QCategoryAxis;
    for (auto* axis : {xAxis, yAxis}) {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis->setLabelsFont(sized(font(), 13));
        axis->setTitleFont(sized(font(), 14, true));
        axis->setGridLineVisible(false);
    }
    for (std::size_t x = 0; x < c.xLevels.size(); ++x)
        xAxis->append(x < c.xTicks.size() && !c.xTicks[x].empty() ? qs(c.xTicks[x]) : QString::number(c.xLevels[x]),
                      static_cast<double>(x));
    for (std::size_t y = 0; y < c.yLevels.size(); ++y)
        yAxis->append(y < c.yTicks.size() && !c.yTicks[y].empty() ? qs(c.yTicks[y]) : QString::number(c.yLevels[y]),
                      static_cast<double>(y));
    xAxis->setRange(-0.6, static_cast<double>(c.xLevels.size()) - 0.4);
    yAxis->setRange(-0.6, static_cast<double>(ny) - 0.4);
    xAxis->setTitleText(qs(c.xName));
    yAxis->setTitleText(qs(c.yName));
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    for (auto* s : chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    chart->legend()->setAlignment(Qt::AlignRight);
}

void Presentation::drawBars(const report::Slide& slide) {
    QChart* chart = m_chart->chart();
    auto* base = new QBarSet(qs(slide.barsBase));
    auto* with = new QBarSet(qs(slide.barsWith));
    base->setColor(colors::neutral());
    with->setColor(colors::pass());
    QStringList categories;
    double top = 0;
    for (const auto& b : slide.bars) {
        *base << b.base;
        *with << b.with;
        categories << qs(b.label);
        top = std::max({top, b.base, b.with});
    }
    auto* series = new QBarSeries;
    series->append(base);
    series->append(with);
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsFont(sized(font(), 14));
    auto* y = new QValueAxis;
    y->setRange(0, top > 0 ? top * 1.2 : 1);
    y->applyNiceNumbers();
    y->setTitleText(qs(slide.barsUnit));
    y->setLabelsFont(sized(font(), 13));
    y->setTitleFont(sized(font(), 14, true));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignTop);
}

} // namespace luma::ui
