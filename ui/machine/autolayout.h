#pragma once
// Auto-layout of the machine graph: columns by distance from the accelerator over the links
// (what the predictor reads hangs in the first column after it), unlinked nodes in a last
// column; each column centred on the accelerator's row. Deterministic: nodes keep file order.
#include <nlohmann/json.hpp>

#include <QPointF>
#include <QString>

#include <map>

namespace luma::ui {

inline constexpr double kNodeWidth = 230;
inline constexpr double kNodeHeight = 96;

// Top-left positions for every node of a luma.machine/1 document, by id.
std::map<QString, QPointF> autoLayout(const nlohmann::json& machine);

} // namespace luma::ui
