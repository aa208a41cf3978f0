#pragma once
// The inspector beside the machine canvas: the selected node's properties (count, type,
// capacity, bandwidth, power, price, label), a selected link's bandwidth, or with nothing
// selected the machine's name and runtime choices. Each edit is one undo step through the
// MachineGraph; a value core refuses is marked at its field with core's message and changes
// nothing.
#include <QHash>
#include <QWidget>

class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace luma::ui {

class MachineGraph;

class MachineInspector : public QWidget {
    Q_OBJECT
public:
    explicit MachineInspector(MachineGraph* graph, QWidget* parent = nullptr);

    void inspect(const QStringList& nodeIds, const QList<int>& links); // what the canvas selected
    QString heading() const;
    QWidget* field(const QString& key) const { return m_fields.value(key); } // "count", "runtime.kv_admission"
    QString error() const; // core's message for the last refused edit, "" when none
    QString errorField() const { return m_errorKey; }

private:
    enum class Target { Machine, Node, Link, Many };
    void rebuild();
    void buildLinkForm(QFormLayout* form);
    void buildNodeForm(QFormLayout* form);
    void buildMachineForm(QFormLayout* form);
    void refresh(); // the graph changed: show its values in the same fields
    void edited(const QString& key, const QString& text);
    void addLine(QFormLayout* form, const QString& key, const QString& label, const QString& placeholder,
                 const QString& tip);
    // `defaultLabel` (when not empty) is the first item, which leaves the key out: the parser's
    // default, however the label reads in the user's language.
    void addChoice(QFormLayout* form, const QString& key, const QString& label, const QString& defaultLabel,
                   const QStringList& values, const QString& tip);
    QString valueText(const QString& key) const;

    MachineGraph* m_graph;
    Target m_target = Target::Machine;
    QString m_node;
    int m_link = -1;
    int m_many = 0;
    QLabel* m_heading;
    QLabel* m_error;
    QVBoxLayout* m_layout;
    QWidget* m_form = nullptr;
    QHash<QString, QWidget*> m_fields;
    QString m_errorKey;
};

} // namespace luma::ui
