#include "ui/machine/autolayout.h"

#include <algorithm>
#include <vector>

namespace luma::ui {

namespace {
constexpr double kColumnGap = 120;
constexpr double kRowGap = 40;
} // namespace

std::map<QString, QPointF> autoLayout(const nlohmann::json& machine) {
    std::vector<QString> ids;
    QString root;
    for (const auto& n : machine.value("nodes", nlohmann::json::array())) {
        if (!n.is_object() || !n.contains("id") || !n["id"].is_string()) continue;
        ids.push_back(QString::fromStdString(n["id"].get<std::string>()));
        if (root.isEmpty() && n.value("kind", "") == "accelerator") root = ids.back();
    }
    if (ids.empty()) return {};
    if (root.isEmpty()) root = ids.front();

    std::map<QString, std::vector<QString>> adjacent;
    const auto& links = machine.value("links", nlohmann::json::array());
    for (const auto& l : links) {
        if (!l.is_object() || !l.contains("from") || !l.contains("to") || !l["from"].is_string() ||
            !l["to"].is_string())
            continue;
        const QString a = QString::fromStdString(l["from"].get<std::string>()),
                      b = QString::fromStdString(l["to"].get<std::string>());
        adjacent[a].push_back(b);
        adjacent[b].push_back(a);
    }
    // Without links the parser attaches everything to the accelerator: draw it so.
    const bool unlinked = links.empty();
    std::map<QString, int> depth{{root, 0}};
    std::vector<QString> queue{root};
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (const QString& next : unlinked ? ids : adjacent[queue[i]])
            if (!depth.count(next)) {
                depth[next] = depth[queue[i]] + 1;
                queue.push_back(next);
            }
    int deepest = 0;
    for (const auto& [id, d] : depth) deepest = std::max(deepest, d);
    std::vector<std::vector<QString>> columns(static_cast<std::size_t>(deepest) + 2);
    for (const QString& id : ids)
        columns[static_cast<std::size_t>(depth.count(id) ? depth[id] : deepest + 1)].push_back(id);

    std::map<QString, QPointF> out;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const auto& column = columns[c];
        const double height = static_cast<double>(column.size()) * (kNodeHeight + kRowGap) - kRowGap;
        for (std::size_t r = 0; r < column.size(); ++r)
            out[column[r]] = QPointF(static_cast<double>(c) * (kNodeWidth + kColumnGap),
                                     -height / 2 + static_cast<double>(r) * (kNodeHeight + kRowGap));
    }
    return out;
}

} // namespace luma::ui
