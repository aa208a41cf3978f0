#include "ui/documents/predictionpanel.h"

#include "core/model/slo.h"
#include "ui/charts/bars.h"
#include "ui/contractevaluation.h"
#include "ui/format.h"
#include "ui/theme.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace luma::ui {

namespace {

enum Metric {
    TtftP50,
    TtftP99,
    TpotP50,
    TpotP99,
    Throughput,
    Success,
    EurMtok,
    EurHour,
    Watts,
    BytesTok,
    Concurrency,
    Layout
};

QString unitFor(SloKind k) {
    switch (k) {
    case SloKind::TtftP50:
    case SloKind::TtftP99:
    case SloKind::TpotP50:
    case SloKind::TpotP99: return QStringLiteral("ms");
    case SloKind::Throughput: return QStringLiteral("tok/s");
    case SloKind::SuccessRate: return {};
    case SloKind::EurPerMtok: return QStringLiteral("€/1M tok");
    case SloKind::Watts: return QStringLiteral("W");
    case SloKind::Metric: return {};
    }
    return {};
}

QString sloLabel(SloKind k) {
    switch (k) {
    case SloKind::TtftP50: return QStringLiteral("TTFT p50");
    case SloKind::TtftP99: return QStringLiteral("TTFT p99");
    case SloKind::TpotP50: return QStringLiteral("TPOT p50");
    case SloKind::TpotP99: return QStringLiteral("TPOT p99");
    case SloKind::Throughput: return QObject::tr("throughput");
    case SloKind::SuccessRate: return QObject::tr("success rate");
    case SloKind::EurPerMtok: return QObject::tr("cost");
    case SloKind::Watts: return QObject::tr("power");
    case SloKind::Metric: return QObject::tr("quality");
    }
    return {};
}

QString bindingText(Binding b) {
    const QString resource = QString::fromLatin1(bindingResource(b));
    const QString name = QString::fromLatin1(bindingName(b));
    return b == Binding::None ? QObject::tr("none")
           : resource == name ? name
                              : QStringLiteral("%1 (%2)").arg(name, resource);
}

} // namespace

PredictionPanel::PredictionPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buildHead());

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    m_details = new QWidget(this);
    auto* details = new QVBoxLayout(m_details);
    details->setContentsMargins(0, 0, 0, 0);
    details->addWidget(buildMetrics(m_details));

    auto* marginBox = new QGroupBox(tr("SLO margins"), m_details);
    marginBox->setToolTip(tr("Relative headroom of each stated limit: green passes, red breaks"));
    auto* mb = new QVBoxLayout(marginBox);
    m_margins = new MarginBars(marginBox);
    m_margins->setObjectName(QStringLiteral("margins"));
    mb->addWidget(m_margins);
    details->addWidget(marginBox);

    auto* memBox = new QGroupBox(tr("Memory per accelerator"), m_details);
    auto* memLayout = new QVBoxLayout(memBox);
    m_memory = new StackedBar(memBox);
    m_memory->setObjectName(QStringLiteral("memory"));
    memLayout->addWidget(m_memory);
    details->addWidget(memBox);

    auto* splitBox = new QGroupBox(tr("Iteration time"), m_details);
    splitBox->setToolTip(tr("Share of one serving iteration spent on each term at the operating point"));
    auto* splitLayout = new QVBoxLayout(splitBox);
    m_split = new StackedBar(splitBox);
    m_split->setObjectName(QStringLiteral("split"));
    splitLayout->addWidget(m_split);
    details->addWidget(splitBox);
    details->addStretch(1);
    layout->addWidget(m_details, 1);
    m_details->setVisible(false);
    m_verdict->setText(QStringLiteral("—"));
}

// The verdict badge, the binding resource, the band and the machine, and the busy mark.
QHBoxLayout* PredictionPanel::buildHead() {
    auto* head = new QHBoxLayout;
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setAlignment(Qt::AlignCenter);
    m_verdict->setMinimumWidth(110);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_verdict->setFont(big);
    m_verdict->setToolTip(tr("The predictor's verdict for this contract on the chosen machine"));
    head->addWidget(m_verdict);
    auto* headText = new QVBoxLayout;
    m_binding = new QLabel(this);
    m_binding->setObjectName(QStringLiteral("binding"));
    m_binding->setToolTip(tr("The resource that limits the service at its operating point"));
    m_machine = new QLabel(this);
    m_machine->setWordWrap(true);
    m_band = new QLabel(this);
    m_band->setObjectName(QStringLiteral("band"));
    m_band->setWordWrap(true);
    m_band->setToolTip(
        tr("The relative uncertainty of the figures, from the accelerator's derating: the held-out error "
           "of a part calibrated on published rows, wider for one that is not. A verdict whose deciding "
           "SLO margin lies inside it could go either way."));
    m_band->setVisible(false);
    headText->addWidget(m_binding);
    headText->addWidget(m_band);
    headText->addWidget(m_machine);
    head->addLayout(headText, 1);
    m_busy = new QLabel(tr("computing…"), this);
    m_busy->setObjectName(QStringLiteral("busy"));
    m_busy->setVisible(false);
    head->addWidget(m_busy, 0, Qt::AlignTop);
    return head;
}

// The figures' grid: ten in two columns, the operating point and the layout a row each (long text).
QGroupBox* PredictionPanel::buildMetrics(QWidget* parent) {
    auto* metricsBox = new QGroupBox(tr("Service"), parent);
    auto* grid = new QGridLayout(metricsBox);
    const char* names[] = {QT_TR_NOOP("TTFT p50"),    QT_TR_NOOP("TTFT p99"),     QT_TR_NOOP("TPOT p50"),
                           QT_TR_NOOP("TPOT p99"),    QT_TR_NOOP("Throughput"),   QT_TR_NOOP("Success rate"),
                           QT_TR_NOOP("Cost"),        QT_TR_NOOP("Machine cost"), QT_TR_NOOP("Power"),
                           QT_TR_NOOP("Bytes moved"), QT_TR_NOOP("In flight"),    QT_TR_NOOP("Layout")};
    const char* tips[] = {QT_TR_NOOP("Time to first token, median"),
                          QT_TR_NOOP("Time to first token, 99th percentile"),
                          QT_TR_NOOP("Time per output token, median"),
                          QT_TR_NOOP("Time per output token, 99th percentile"),
                          QT_TR_NOOP("Output tokens per second, whole machine"),
                          QT_TR_NOOP("Share of requests served"),
                          QT_TR_NOOP("Euros per million output tokens"),
                          QT_TR_NOOP("Euros per hour for the machine"),
                          QT_TR_NOOP("Power drawn at the operating point"),
                          QT_TR_NOOP("Bytes moved per output token"),
                          QT_TR_NOOP("Sequences in flight per replica"),
                          QT_TR_NOOP("Tensor and pipeline parallelism, replicas")};
    for (int i = 0; i < 12; ++i) {
        auto* name = new QLabel(tr(names[i]), metricsBox);
        name->setToolTip(tr(tips[i]));
        m_metrics[i] = new QLabel(metricsBox);
        m_metrics[i]->setObjectName(QStringLiteral("metric-%1").arg(i));
        m_metrics[i]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_metrics[i]->setToolTip(tr(tips[i]));
        if (i < 10) {
            grid->addWidget(name, i / 2, (i % 2) * 2);
            grid->addWidget(m_metrics[i], i / 2, (i % 2) * 2 + 1);
        } else {
            m_metrics[i]->setWordWrap(true);
            grid->addWidget(name, i - 5, 0);
            grid->addWidget(m_metrics[i], i - 5, 1, 1, 3);
        }
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    return metricsBox;
}

void PredictionPanel::setBusy(bool busy) { m_busy->setVisible(busy); }

QString PredictionPanel::verdict() const {
    const QString t = m_verdict->text();
    return t == QLatin1String("PASS") || t == QLatin1String("FAIL") ? t : QString();
}
QString PredictionPanel::binding() const { return m_binding->text(); }
QString PredictionPanel::note() const { return m_note->text(); }
QString PredictionPanel::band() const { return m_band->isVisibleTo(this) ? m_band->text() : QString(); }

void PredictionPanel::setEvaluation(const ContractEvaluation& e) {
    m_machine->setText(e.machineName.empty() ? QString()
                                             : tr("on machine %1 (%2…)")
                                                   .arg(QString::fromStdString(e.machineName),
                                                        QString::fromStdString(e.machineHash.substr(0, 12))));
    if (!e.prediction) {
        m_verdict->setText(QStringLiteral("—"));
        m_verdict->setStyleSheet({});
        m_binding->setText(tr("No prediction"));
        m_note->setText(QString::fromStdString(e.predictionNote));
        m_note->setVisible(true);
        m_band->setVisible(false);
        m_details->setVisible(false);
        return;
    }
    const Prediction& p = *e.prediction;
    m_verdict->setText(p.pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"));
    m_verdict->setStyleSheet(
        QStringLiteral("QLabel { color: white; background: %1; border-radius: 6px; padding: 6px 14px; }")
            .arg((p.pass ? colors::pass() : colors::fail()).name()));
    m_binding->setText(tr("Binding: %1").arg(bindingText(p.binding)));
    showBand(p, QString::fromStdString(e.acceleratorType));
    QString note;
    if (!p.fits)
        note = tr("The model does not fit this machine's memory.");
    else if (p.saturated)
        note = tr("Arrivals exceed capacity: queues grow without bound.");
    else if (!p.deployable)
        note = tr("The machine cannot be deployed as configured.");
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    m_details->setVisible(true);

    showFigures(p, QString::fromStdString(e.headPadding));
    showBreakdowns(p);
}

// How far to read the figures: what the band rests on, and whether the deciding margin lies inside it.
void PredictionPanel::showBand(const Prediction& p, const QString& type) {
    const QString pct = QString::number(std::lround(p.band * 100));
    // Non-breaking spaces keep a figure and its % on one line when the label wraps.
    QString band;
    switch (p.bandBasis) { // what the band rests on (core/predict/band_basis.h)
    case BandBasis::PublishedRows: band = tr("Calibrated %1: figures ±%2\u00a0%").arg(type, pct); break;
    case BandBasis::HostRuns: band = tr("Calibrated %1 on its host's runs: figures ±%2\u00a0%").arg(type, pct); break;
    case BandBasis::HostProfile:
        band = tr("Profiled %1, not yet calibrated on its runs: figures ±%2\u00a0%").arg(type, pct);
        break;
    case BandBasis::Unverified:
        band = tr("Unverified %1 (neither calibrated nor profiled): figures are estimates").arg(type);
        break;
    }
    if (p.moeBand)
        band += tr(" (a mixture-of-experts model: published rows of other serving stacks run 2-4x apart from its "
                   "routed experts' fitted rate)");
    const BandReading reading = readAgainstBand(p);
    if (reading.within) {
        const SloCheck& c = p.slos.checks[static_cast<std::size_t>(reading.check)];
        band += (p.bandBasis == BandBasis::Unverified
                     ? tr("; the %1 margin (%2%3\u00a0%) is thin: only a physical run decides")
                     : tr("; the %1 margin (%2%3\u00a0%) is inside it: only a physical run decides"))
                    .arg(sloLabel(c.kind), c.margin >= 0 ? QStringLiteral("+") : QString(),
                         QString::number(c.margin * 100, 'f', 1));
    }
    m_band->setText(band);
    // Quiet for a calibrated part whose verdict stands; amber where the band matters.
    m_band->setStyleSheet(!p.calibrated || reading.within
                              ? QStringLiteral("QLabel { color: #c77c00; font-weight: bold; }")
                              : QStringLiteral("QLabel { color: palette(dark); }"));
    m_band->setVisible(p.deployable && p.fits); // no figures to read otherwise
}

// The service's figures, and the layout the predictor chose.
void PredictionPanel::showFigures(const Prediction& p, const QString& headPadding) {
    m_metrics[TtftP50]->setText(withUnit(p.ttftMsP50, QStringLiteral("ms")));
    m_metrics[TtftP99]->setText(withUnit(p.ttftMsP99, QStringLiteral("ms")));
    m_metrics[TpotP50]->setText(withUnit(p.tpotMsP50, QStringLiteral("ms")));
    m_metrics[TpotP99]->setText(withUnit(p.tpotMsP99, QStringLiteral("ms")));
    m_metrics[Throughput]->setText(withUnit(p.throughputTokS, QStringLiteral("tok/s"), 4));
    m_metrics[Success]->setText(withUnit(p.successRate * 100, QStringLiteral("%"), 4));
    m_metrics[EurMtok]->setText(withUnit(p.eurPerMtok, QStringLiteral("€/1M tok")));
    m_metrics[EurHour]->setText(withUnit(p.eurPerHour, QStringLiteral("€/h")));
    m_metrics[Watts]->setText(withUnit(p.watts, QStringLiteral("W"), 4));
    m_metrics[BytesTok]->setText(withUnit(p.bytesPerToken / 1e6, QStringLiteral("MB/tok")));
    m_metrics[Concurrency]->setText(num(p.concurrency, 3));
    QString layout =
        tr("TP %1 × PP %2, %3 replica(s) of %4 accelerator(s)").arg(p.tp).arg(p.pp).arg(p.replicas).arg(p.accelerators);
    if (!headPadding.isEmpty()) layout += QStringLiteral("\n") + tr("Head padding: %1").arg(headPadding);
    m_metrics[Layout]->setText(layout);
}

// The SLO margins, the memory per accelerator and the iteration time's split.
void PredictionPanel::showBreakdowns(const Prediction& p) {
    QVector<MarginBar> bars;
    for (int i = 0; i < p.slos.count; ++i) {
        const SloCheck& c = p.slos.checks[static_cast<std::size_t>(i)];
        const QString unit = unitFor(c.kind);
        bars.push_back({QString::fromLatin1(sloName(c.kind)),
                        tr("%1 against a limit of %2").arg(withUnit(c.value, unit), withUnit(c.limit, unit)), c.margin,
                        c.pass});
    }
    m_margins->setBars(bars);

    const double kvFree = std::max(0.0, p.kvCapacityGib - p.kvUsedGib);
    m_memory->setSegments({{tr("weights"), p.weightsGib, QColor(0x4c, 0x72, 0xb0)},
                           {tr("KV used"), p.kvUsedGib, QColor(0xdd, 0x84, 0x52)},
                           {tr("KV free"), kvFree, QColor(0xf2, 0xc2, 0x9b)},
                           {tr("activations"), p.activationsGib, QColor(0x8c, 0x61, 0xa8)},
                           {tr("runtime reserve"), p.reserveGib, QColor(0x93, 0x93, 0x93)}},
                          p.hbmGib, QStringLiteral("GiB"));
    m_memory->setToolTip(tr("%1 GiB per accelerator; KV capacity %2 GiB holds %3 tokens per replica")
                             .arg(num(p.hbmGib), num(p.kvCapacityGib), num(p.kvTokenCapacity, 4)));
    m_split->setSegments({{tr("compute"), p.shareCompute * 100, QColor(0x4c, 0x72, 0xb0)},
                          {tr("memory"), p.shareMemory * 100, QColor(0x55, 0xa8, 0x68)},
                          {tr("host link"), p.shareHost * 100, QColor(0xc4, 0x4e, 0x52)},
                          {tr("interconnect"), p.shareComm * 100, QColor(0x81, 0x72, 0xb2)},
                          {tr("overhead"), p.shareOverhead * 100, QColor(0x93, 0x93, 0x93)}},
                         100, QStringLiteral("%"));
}

} // namespace luma::ui
