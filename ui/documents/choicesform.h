#pragma once
// The Tune document's choices as a form: one branch per knob of a luma.choices/1 document, one
// checkable leaf per allowed value (the default's value marked). Unchecking values narrows the
// search; filtered() is the document with only the checked values, which core's parseChoices
// checks again (an unchecked default value, a knob with nothing left, are refused by name).
#include <QWidget>

#include <nlohmann/json.hpp>

class QTreeWidget;
class QTreeWidgetItem;

namespace luma::ui {

class ChoicesForm : public QWidget {
    Q_OBJECT
public:
    explicit ChoicesForm(QWidget* parent = nullptr);
    // The knobs of `choices` (keys core does not know as knobs are kept as they are, not shown).
    void setChoices(const nlohmann::json& choices);
    nlohmann::json filtered() const;
    // Checks or unchecks value `value` (its text, as the form shows it) of `knob`; false: no such value.
    bool setChecked(const QString& knob, const QString& value, bool checked);
    QTreeWidget* tree() const { return m_tree; }
    long long checkedCombinations() const; // the product of the checked values' counts

Q_SIGNALS:
    void changed();

private:
    nlohmann::json m_choices;
    QTreeWidget* m_tree;
    bool m_filling = false;
};

} // namespace luma::ui
