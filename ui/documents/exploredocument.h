#pragma once
// The explore document, the simulator's face: the predictor's verdict over a campaign's space,
// two resources as the axes (combo boxes), the other dimensions fixed by sliders, an
// intervention to apply or none. A heatmap of predicted PASS / FAIL (hatched: predicted) with
// the failing SLO in each cell and the staircase where PASS begins; the predicted frontier's
// states on the slice ringed, the cheapest one named; hover a cell for its full prediction.
// Every change recomputes the slice on the thread pool; a result that arrives after a newer
// request is dropped.
#include "ui/documents/document.h"
#include "ui/models/exploreslice.h"

#include <QPointer>

#include <memory>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;

namespace luma {
struct Calibration;
}

namespace luma::ui {

class ExploreTypesPanel;
class Heatmap;
class Project;

class ExploreDocument : public Document {
    Q_OBJECT
public:
    // The campaign's stored contract, machine, space and interventions, the machine calibrated as
    // chooseCalibration says (explorecalibration.h): `workbench` is the workbench's --calibration.
    ExploreDocument(Project* project, const QString& campaign, QWidget* parent = nullptr,
                    const Calibration* workbench = nullptr);
    // Specs read elsewhere (a contract, machine and space from files); `name` titles the tab.
    ExploreDocument(std::shared_ptr<const ExploreSpecs> specs, const QString& name, QWidget* parent = nullptr);
    ~ExploreDocument() override;

    bool setAxes(int xDim, int yDim);            // false: not two different dimensions of the space
    bool setFixedLevel(int dim, int levelIndex); // moves that dimension's slider
    void setIntervention(int index);             // -1: none

    Heatmap* heatmap() const { return m_heatmap; }
    // A campaign over accelerator types: its types compared by the model (exploretypes.h), shown
    // below the heatmap; hidden for an ordinary campaign.
    ExploreTypesPanel* typesPanel() const { return m_types; }
    QComboBox* xAxisBox() const { return m_xAxis; }
    QComboBox* yAxisBox() const { return m_yAxis; }
    QComboBox* interventionBox() const { return m_intervention; }
    QSlider* slider(const QString& resource) const; // nullptr for an axis or an unknown name
    bool busy() const;                              // a slice, the frontier or the types' comparison is being predicted
    const ExploreSlice& slice() const { return m_slice; }
    const PredictedFrontier& frontier() const { return m_frontier; }
    QString problemText() const { return m_problem; }
    QString summaryText() const;
    QString calibrationText() const { return m_calibration; } // which calibration the predictions use
    // The full prediction of the slice's cell (x, y), as its tooltip says it.
    QString cellDetails(int x, int y) const;
    long long droppedResults() const; // answers that came after a newer request

    QString title() const override { return tr("Explore %1").arg(m_name); }
    QString kind() const override { return QStringLiteral("explore"); }
    QString identity() const override { return QStringLiteral("explore:") + m_name; }

Q_SIGNALS:
    void exploreRequested(const QString& campaign); // another type of the campaign over types

private:
    // The other types of the campaign over types this one is part of, compared off the UI thread.
    void requestTypes(const Project* project, const QString& typed, const Calibration* workbench);
    void build();
    // `specs` with the calibration chooseCalibration picks applied; sets m_calibration.
    std::shared_ptr<const ExploreSpecs> calibratedSpecs(std::shared_ptr<const ExploreSpecs> specs,
                                                        const Project* project, const Calibration* workbench);
    void setProblem(const QString& problem);
    void rebuildSliders();
    void requestSlice();
    void requestFrontier();
    void draw();
    void describe();
    std::vector<std::size_t> currentLevels() const;

    std::shared_ptr<const ExploreSpecs> m_specs;
    QString m_name;
    QString m_problem;
    QString m_calibration;
    QComboBox* m_xAxis = nullptr;
    QComboBox* m_yAxis = nullptr;
    QComboBox* m_intervention = nullptr;
    QFormLayout* m_sliderForm = nullptr;
    QWidget* m_sliderHost = nullptr;
    std::vector<QSlider*> m_sliders; // per dimension; nullptr for the axes
    std::vector<QLabel*> m_sliderValues;
    std::vector<std::size_t> m_levels; // the fixed level index per dimension (the axes' are unused)
    bool m_userMovedSliders = false;
    QLabel* m_status = nullptr;
    QLabel* m_summary = nullptr;
    Heatmap* m_heatmap = nullptr;
    ExploreTypesPanel* m_types = nullptr;
    ExploreSlice m_slice;
    PredictedFrontier m_frontier;
    struct Jobs; // the thread-pool trackers (QtConcurrent stays out of this header)
    std::unique_ptr<Jobs> m_jobs;
};

} // namespace luma::ui
