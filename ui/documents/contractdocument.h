#pragma once
// The contract document: a form for every luma.contract/1 field with units, the model's shape
// from its Hugging Face config (file dialog or drag and drop), the content hash, and the live
// prediction against a chosen machine beside it — recomputed off the UI thread as the user
// types (stale results dropped). Invalid input is marked at the field with core's own message.
// Saving writes the JSON that `luma predict --contract` reads.
#include "ui/documents/document.h"

#include <QHash>
#include <QString>

#include <memory>

class QLabel;
class QLineEdit;
class QComboBox;
class QTimer;
class QFormLayout;

namespace luma::ui {

class PredictionPanel;
struct ContractEvaluation;
struct ContractField;

class ContractDocument : public Document {
    Q_OBJECT
public:
    explicit ContractDocument(QWidget* parent = nullptr);
    ~ContractDocument() override;

    // A contract file (its relative model path resolves beside it). False with `error` set when
    // the file is not readable JSON.
    bool loadFile(const QString& path, QString* error);
    // A contract held by a project (model config inline), e.g. a campaign's; unsaved.
    void loadSpec(const QByteArray& json, const QString& origin);
    void setMachineFile(const QString& path);
    void setMachineSpec(const QByteArray& json, const QString& origin); // a machine held by a project
    void setModelConfig(const QString& path);

    // What the user sees, for tests and the window: the message marked at a field ("" when
    // none), the field's editor, the prediction panel, the hash line.
    QString fieldError(const QString& key) const;
    QWidget* field(const QString& key) const;
    QString generalError() const;
    PredictionPanel* predictionPanel() const { return m_panel; }
    QString hashText() const;
    QString modelText() const;
    bool evaluationPending() const;
    QByteArray contractJson() const; // the document as Save writes it

    QString title() const override;
    QString kind() const override { return QStringLiteral("contract"); }
    QString identity() const override;
    bool isModified() const override { return m_modified; }
    bool canSave() const override { return true; }
    bool save(bool as) override;
    bool saveTo(const QString& path, QString* error);

Q_SIGNALS:
    void evaluated(); // a fresh evaluation is on screen

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    struct Private;
    void addField(QFormLayout* form, const ContractField& field);
    void addHashRow(QFormLayout* form, QWidget* formHost);
    void addModelGroup(QFormLayout* model, QWidget* formHost);
    void addMachineGroup(QFormLayout* machine, QWidget* formHost);
    void addRow(QFormLayout* form, const QString& key, const QString& label, QWidget* editor, const QString& unit,
                const QString& tip);
    void edited();
    void scheduleEvaluation();
    void evaluate();
    void showEvaluation(const ContractEvaluation& e);
    void markField(const QString& key, const QString& message);
    void clearMarks();
    void updateArrivalRows();
    QString contractPath() const;
    void fill(const QByteArray& json);

    std::unique_ptr<Private> d;
    PredictionPanel* m_panel;
    QLabel* m_hash;
    QLabel* m_modelInfo;
    QLabel* m_general;
    QTimer* m_debounce;
    QString m_file;
    QString m_hashValue;
    bool m_modified = false;
    bool m_loading = false;
};

} // namespace luma::ui
