#include "ui/documents/choicesform.h"

#include "core/tune/choices.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace luma::ui {

namespace {

constexpr int kIndexRole = Qt::UserRole + 1; // a value's index in the knob's array

// What a value reads as: a backend's name, a value's own (int4 with its quality effect: int4).
QString valueText(const nlohmann::json& v) {
    if (v.is_object() && v.contains("name") && v["name"].is_string())
        return QString::fromStdString(v["name"].get<std::string>());
    const nlohmann::json& shown = v.is_object() && v.contains("value") ? v["value"] : v;
    if (shown.is_string()) return QString::fromStdString(shown.get<std::string>());
    if (shown.is_boolean()) return shown.get<bool>() ? QStringLiteral("on") : QStringLiteral("off");
    return QString::fromStdString(shown.dump());
}

bool isDefault(const nlohmann::json& choices, const std::string& knob, const nlohmann::json& v) {
    if (!choices.contains("default") || !choices["default"].is_object() || !choices["default"].contains(knob))
        return false;
    const nlohmann::json& d = choices["default"][knob];
    return d == v ||
           (v.is_object() && ((v.contains("value") && v["value"] == d) || (v.contains("name") && v["name"] == d)));
}

} // namespace

ChoicesForm::ChoicesForm(QWidget* parent) : QWidget(parent), m_tree(new QTreeWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree);
    m_tree->setHeaderLabels({tr("Knob / value"), tr("Default")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->setRootIsDecorated(true);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem*, int column) {
        if (!m_filling && column == 0) Q_EMIT changed();
    });
}

void ChoicesForm::setChoices(const nlohmann::json& choices) {
    m_choices = choices;
    m_filling = true;
    m_tree->clear();
    for (const std::string& knob : knobNames()) {
        if (!choices.is_object() || !choices.contains(knob) || !choices[knob].is_array()) continue;
        auto* branch = new QTreeWidgetItem(m_tree, {QString::fromStdString(knob)});
        branch->setFlags(Qt::ItemIsEnabled);
        int index = 0;
        for (const auto& v : choices[knob]) {
            auto* leaf = new QTreeWidgetItem(branch, {valueText(v)});
            leaf->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            leaf->setCheckState(0, Qt::Checked);
            leaf->setData(0, kIndexRole, index++);
            if (isDefault(choices, knob, v)) leaf->setText(1, tr("default"));
        }
    }
    m_tree->expandAll();
    m_filling = false;
    Q_EMIT changed();
}

nlohmann::json ChoicesForm::filtered() const {
    nlohmann::json out = m_choices;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* branch = m_tree->topLevelItem(i);
        const std::string knob = branch->text(0).toStdString();
        nlohmann::json kept = nlohmann::json::array();
        for (int j = 0; j < branch->childCount(); ++j)
            if (branch->child(j)->checkState(0) == Qt::Checked)
                kept.push_back(m_choices[knob][branch->child(j)->data(0, kIndexRole).toInt()]);
        out[knob] = std::move(kept);
    }
    return out;
}

bool ChoicesForm::setChecked(const QString& knob, const QString& value, bool checked) {
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* branch = m_tree->topLevelItem(i);
        if (branch->text(0) != knob) continue;
        for (int j = 0; j < branch->childCount(); ++j)
            if (branch->child(j)->text(0) == value) {
                branch->child(j)->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
                return true;
            }
    }
    return false;
}

long long ChoicesForm::checkedCombinations() const {
    long long n = 1;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* branch = m_tree->topLevelItem(i);
        long long k = 0;
        for (int j = 0; j < branch->childCount(); ++j) k += branch->child(j)->checkState(0) == Qt::Checked ? 1 : 0;
        n *= k;
    }
    return n;
}

} // namespace luma::ui
