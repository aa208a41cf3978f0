#pragma once
// Presentation mode: one campaign's PEX story (core/report/story.h) as full-screen slides for a
// meeting — large type, one chart per slide animated in (Qt Charts: few points, animation), the
// proof one key away. Keys: → ↓ Space Page Down next, ← ↑ Page Up previous (a presenter clicker
// sends these), Home / End, E the evidence of the slide's first run, Esc leaves. Follows the
// light / dark palette; reads only the stored campaign, so it works offline.
#include "core/report/story.h"

#include <QWidget>

class QLabel;

class QChartView;

namespace luma::ui {

class Project;

class Presentation : public QWidget {
    Q_OBJECT
public:
    // The story of `campaign`; problem() says why when the project cannot give its report data.
    Presentation(Project* project, const QString& campaign, QWidget* parent = nullptr);

    int slideCount() const { return static_cast<int>(m_story.slides.size()); }
    int slide() const { return m_index; }
    void setSlide(int index); // clamped to the slides
    void next() { setSlide(m_index + 1); }
    void previous() { setSlide(m_index - 1); }
    void setAnimated(bool on) { m_animated = on; } // off for screenshots
    const report::Story& story() const { return m_story; }
    const report::Slide& current() const { return m_story.slides[static_cast<std::size_t>(m_index)]; }
    QString problem() const { return m_problem; }
    QString titleText() const;
    QString bodyText() const;
    QString footerText() const;
    QChartView* chartView() const { return m_chart; }
    int chartSeries() const; // the series the current slide's chart draws

Q_SIGNALS:
    void evidenceRequested(const QString& campaign, qint64 run);
    void left(); // Esc

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void render(const report::Slide& slide);
    void drawFrontier(const report::Slide& slide);
    void drawBars(const report::Slide& slide);

    QString m_campaign, m_problem;
    report::ReportData m_data;
    report::Story m_story;
    int m_index = 0;
    bool m_animated = true;
    QLabel* m_title;
    QLabel* m_body;
    QLabel* m_footer;
    QChartView* m_chart;
};

} // namespace luma::ui
