#pragma once
// One undoable edit of the machine graph: the document before and after (machines are a few
// nodes, so a whole snapshot is simpler and safer than per-edit inverse code). A drag is one
// command: the canvas commits a move when the mouse is released, not at every step.
#include <nlohmann/json.hpp>

#include <QUndoCommand>

#include <functional>

namespace luma::ui {

class MachineCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const nlohmann::json&)>;
    MachineCommand(const QString& text, nlohmann::json before, nlohmann::json after, Apply apply)
        : m_before(std::move(before)), m_after(std::move(after)), m_apply(std::move(apply)) {
        setText(text);
    }

    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }

private:
    nlohmann::json m_before, m_after;
    Apply m_apply;
};

} // namespace luma::ui
