#pragma once
// The writer of luma.machine/1, the inverse of parseMachine: a drawing tool saves what the
// parser reads, so a machine drawn on the canvas and the hand-written one predict the same.
#include "core/model/machine.h"

#include <nlohmann/json.hpp>

namespace luma {

// The machine as luma.machine/1: optional figures only when set, runtime keys only where they
// differ from the runtime's defaults, the layout (if any) under "layout". Only the graph is read
// (name, description, nodes, links, runtime, layout), so a draft that does not parse yet (no
// accelerator) can be written too. parseMachine(machineToJson(m)) is the same graph as m.
nlohmann::json machineToJson(const Machine& machine);

// Equal as machines: the graph, runtime, layout and projections. Not the spec, hash or file:
// a hand-written file may spell defaults ("pipeline_parallel": 1) that the writer leaves out.
bool sameMachine(const Machine& a, const Machine& b);

} // namespace luma
