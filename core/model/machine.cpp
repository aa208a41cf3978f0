#include "core/model/machine.h"

#include "core/model/fleet.h"
#include "core/model/host_profile.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"

#include <algorithm>
#include <set>
#include <sstream>

namespace luma {

namespace {

const std::vector<std::string> kNodeKinds = {"accelerator", "interconnect", "memory", "storage", "power"};
const std::vector<std::string> kMemoryTiers = {"hbm", "host-dram", "cxl", "nvme"};
constexpr long long kMaxAccelerators = 1'000'000;

std::string number(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

// The keys `r` states over `base` (the defaults; for a fleet's replica group, the machine's runtime).
Runtime parseRuntime(JsonReader& r, const Catalog& catalog, const Runtime& base = {}) {
    Runtime rt = base;
    rt.tensorParallel =
        static_cast<int>(r.optInteger("tensor_parallel", 1, kMaxAccelerators).value_or(base.tensorParallel));
    rt.pipelineParallel =
        static_cast<int>(r.optInteger("pipeline_parallel", 1, kMaxAccelerators).value_or(base.pipelineParallel));
    rt.maxSequences = r.optInteger("max_sequences", 1).value_or(rt.maxSequences);
    rt.maxBatchedTokens = r.optInteger("max_batched_tokens", 1).value_or(rt.maxBatchedTokens);
    rt.prefillChunkTokens = r.optInteger("prefill_chunk_tokens", 1).value_or(base.prefillChunkTokens);
    rt.chunkedPrefill = r.optBool("chunked_prefill").value_or(base.chunkedPrefill);
    rt.gpuMemoryUtilization = r.optFraction("gpu_memory_utilization").value_or(rt.gpuMemoryUtilization);
    if (auto a = r.optString("kv_admission")) {
        if (*a == "reserve")
            rt.kvAdmission = KvAdmission::Reserve;
        else if (*a == "incremental")
            rt.kvAdmission = KvAdmission::Incremental;
        else
            r.fail("kv_admission", "unknown policy \"" + *a + "\"; known: reserve incremental");
    }
    rt.kvBlockTokens = static_cast<int>(r.optInteger("kv_block_tokens", 1, 1 << 20).value_or(base.kvBlockTokens));
    rt.attentionDataParallel = r.optBool("attention_data_parallel").value_or(base.attentionDataParallel);
    if (auto stack = r.optString("serving_stack")) {
        if (!catalog.hasStack(*stack))
            r.fail("serving_stack", unknownNameMessage("serving stack", *stack, catalog.servingStackNames()));
        rt.servingStack = *stack;
    }
    r.finish();
    return rt;
}

std::map<std::string, NodePosition> parseLayout(JsonReader& r, const std::set<std::string>& ids) {
    std::map<std::string, NodePosition> layout;
    for (auto it = r.json().begin(); it != r.json().end(); ++it) {
        if (!ids.count(it.key())) r.fail(it.key(), "no node has this id (layout places nodes by id)");
        JsonReader p = r.object(it.key());
        layout[it.key()] = {p.number("x"), p.number("y")};
        p.finish();
    }
    return layout;
}

} // namespace

const std::vector<std::string>& machineNodeKinds() { return kNodeKinds; }
const std::vector<std::string>& machineMemoryTiers() { return kMemoryTiers; }

namespace {

// The accelerator node: its catalog (or measured) type, count and the per-accelerator limits.
void readAcceleratorNode(JsonReader& r, MachineNode& n, Machine& m, const Catalog& catalog, const std::string& file) {
    if (n.type.empty()) r.fail("type", "missing required key (an accelerator type from `luma catalog`)");
    if (m.accelerator)
        r.fail("", "a second accelerator node: one accelerator kind per machine is supported here; "
                   "luma predict and luma fleet read a mixed fleet (accelerator nodes of different types)");
    m.accelerator = m.profileAccelerator && n.type == m.profileAccelerator->type
                        ? m.profileAccelerator.get()
                        : &catalog.get(n.type, file, r.keyPath("type"));
    n.count = r.optInteger("count", 1, kMaxAccelerators).value_or(1);
    m.acceleratorCount = n.count;
    // Per accelerator: a smaller memory (a partitioned or reserved device), a power
    // limit (nvidia-smi -pl), the price this fleet pays. None can exceed the part's own.
    n.capacityGib = r.optPositive("capacity_gib");
    if (n.capacityGib && *n.capacityGib > m.accelerator->hbmGib)
        r.fail("capacity_gib", "per accelerator, at most the " + n.type + "'s " + number(m.accelerator->hbmGib) +
                                   " GiB, found " + number(*n.capacityGib) +
                                   " (a larger part is another catalog type)");
    n.powerW = r.optPositive("power_w");
    if (n.powerW && *n.powerW > m.accelerator->tdpW)
        r.fail("power_w", "a power limit per accelerator, at most the " + n.type + "'s TDP of " +
                              number(m.accelerator->tdpW) + " W, found " + number(*n.powerW));
    n.eurPerHour = r.optNonNegative("eur_per_hour");
    m.acceleratorHbmGib = n.capacityGib;
    m.acceleratorPowerW = n.powerW;
    m.eurPerHourPerAccelerator = n.eurPerHour;
}

// One node of the graph; each kind reads only the keys it honours, so a key of another kind is
// refused by name.
MachineNode readNode(JsonReader& r, std::set<std::string>& ids, Machine& m, const Catalog& catalog,
                     const std::string& file, bool replicaGroup) {
    MachineNode n;
    n.id = r.string("id");
    if (!ids.insert(n.id).second) r.fail("id", "duplicate node id \"" + n.id + "\"");
    n.kind = r.string("kind");
    if (std::find(kNodeKinds.begin(), kNodeKinds.end(), n.kind) == kNodeKinds.end())
        r.fail("kind", unknownNameMessage("node kind", n.kind, kNodeKinds));
    r.setContext("for a node of kind " + n.kind);
    n.type = r.optString("type").value_or("");
    if (n.kind == "memory") {
        n.tier = r.string("tier");
        if (std::find(kMemoryTiers.begin(), kMemoryTiers.end(), n.tier) == kMemoryTiers.end())
            r.fail("tier", unknownNameMessage("memory tier", n.tier, kMemoryTiers));
        if (n.tier == "hbm")
            r.fail("tier", "HBM is the accelerator's own memory, from the catalog: limit it with capacity_gib "
                           "on the accelerator node");
    }
    if (n.kind == "memory" || n.kind == "interconnect" || n.kind == "storage")
        n.bandwidthGbps = r.optPositive("bandwidth_gbps");
    if (n.kind == "memory" || n.kind == "storage") n.capacityGib = r.optPositive("capacity_gib");
    if (n.kind == "power") n.powerW = r.optPositive("power_w");
    if (n.kind == "power" && replicaGroup)
        r.fail("kind", "a power node in a mixed fleet: limit each accelerator node with its own power_w "
                       "(one budget is not split across accelerator types)");
    if (n.kind == "accelerator") readAcceleratorNode(r, n, m, catalog, file);
    if (n.kind == "accelerator" && replicaGroup) r.allow({"runtime"}); // the group's own, read after the machine's
    n.label = r.optString("label").value_or("");
    n.notes = r.optString("notes").value_or("");
    r.finish();
    return n;
}

void readLinks(JsonReader& top, const std::set<std::string>& ids, Machine& m) {
    if (top.has("links")) {
        const auto& links = top.raw("links");
        if (!links.is_array()) top.fail("links", "expected an array");
        for (std::size_t i = 0; i < links.size(); ++i) {
            JsonReader r = top.element(links, i, "links");
            MachineLink l;
            l.from = r.string("from");
            l.to = r.string("to");
            for (const auto* end : {&l.from, &l.to})
                if (!ids.count(*end)) r.fail(end == &l.from ? "from" : "to", "no node has id \"" + *end + "\"");
            l.bandwidthGbps = r.optPositive("bandwidth_gbps");
            r.finish();
            m.links.push_back(std::move(l));
        }
    } else {
        top.allow({"links"});
    }
}

// Project the graph: what hangs off the accelerator node.
void projectGraph(Machine& m) {
    const MachineNode* accel = nullptr;
    for (const auto& n : m.nodes)
        if (n.kind == "accelerator") accel = &n;
    auto neighbour = [&](const MachineNode& n) {
        for (const auto& l : m.links)
            if ((l.from == accel->id && l.to == n.id) || (l.to == accel->id && l.from == n.id)) return true;
        return m.links.empty(); // an unlinked graph: everything is attached
    };
    for (const auto& n : m.nodes) {
        if (&n == accel || !neighbour(n)) continue;
        if (n.kind == "interconnect" && n.bandwidthGbps) m.interconnectGbps = n.bandwidthGbps;
        if (n.kind == "memory" && n.tier != "hbm") {
            m.hostMemoryGib = n.capacityGib;
            m.hostMemoryGbps = n.bandwidthGbps;
        }
        if (n.kind == "power" && n.powerW) m.powerCapW = *n.powerW / static_cast<double>(m.acceleratorCount);
    }
}

bool isAcceleratorNode(const nlohmann::json& node) {
    return node.is_object() && node.contains("kind") && node["kind"] == "accelerator";
}

// The tensor x pipeline parallelism must tile the accelerators; `r` and `key` name where it was set.
void checkParallelism(const Machine& m, const JsonReader& r, const std::string& key, const std::string& whose) {
    const long long pp = m.runtime.pipelineParallel;
    const long long tp = m.runtime.tensorParallel > 0 ? m.runtime.tensorParallel : m.acceleratorCount / pp;
    if (tp < 1 || tp * pp > m.acceleratorCount || m.acceleratorCount % (tp * pp) != 0)
        r.fail(key, "tensor_parallel x pipeline_parallel (" + std::to_string(tp) + " x " + std::to_string(pp) +
                        ") must divide the accelerator count (" + std::to_string(m.acceleratorCount) + ")" + whose);
}

// A machine of one accelerator kind, or (`group` set) the replica group that accelerator node
// makes in a mixed fleet: the other accelerator nodes are skipped here (each is read by its own
// group's parse), and the node's own "runtime" is read over the machine's.
Machine readMachine(const nlohmann::json& doc, const std::filesystem::path& path, const Catalog& catalog,
                    std::optional<std::size_t> group) {
    const std::string file = path.string();
    JsonReader top(doc, file);
    Machine m;
    m.file = file;
    m.spec = doc;
    if (m.spec.is_object()) m.spec.erase("layout"); // where boxes sit is not part of the machine's identity
    top.expectSchema("luma.machine/1");
    m.name = top.string("name");
    m.description = top.optString("description").value_or("");
    if (top.has("host_profile")) {
        // A measured host carried inside the machine, so that the file alone predicts it.
        const HostProfile profile = parseHostProfile(top.raw("host_profile"), file, "host_profile");
        m.hostProfile = profile.spec;
        m.hostProfileHash = profile.hash;
        m.profileAccelerator = std::make_shared<const Accelerator>(hostProfileAccelerator(profile));
    }

    const auto& nodes = top.array("nodes");
    std::set<std::string> ids;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        JsonReader r = top.element(nodes, i, "nodes");
        if (group && i != *group && isAcceleratorNode(nodes[i])) {
            ids.insert(r.string("id")); // another group's node: links and the layout may name it
            continue;
        }
        m.nodes.push_back(readNode(r, ids, m, catalog, file, group.has_value()));
    }
    if (!m.accelerator) top.fail("nodes", "no node of kind \"accelerator\": a machine needs one");

    readLinks(top, ids, m);
    projectGraph(m);

    if (auto rt = top.optObject("runtime")) m.runtime = parseRuntime(*rt, catalog);
    if (group) {
        JsonReader node = top.element(nodes, *group, "nodes");
        const std::string id = node.string("id");
        m.name += "/" + id;
        std::optional<JsonReader> own = node.optObject("runtime");
        if (own) m.runtime = parseRuntime(*own, catalog, m.runtime);
        checkParallelism(m, own ? node : top, "runtime", own ? "" : " of accelerator node \"" + id + "\"");
    } else {
        checkParallelism(m, top, "runtime", "");
    }
    // The serving stack's derating, where the catalog has one for the accelerator (a measured
    // host's rates are its own).
    if (!m.runtime.servingStack.empty()) m.accelerator = &catalog.forStack(*m.accelerator, m.runtime.servingStack);
    if (auto layout = top.optObject("layout")) m.layout = parseLayout(*layout, ids);
    top.finish();
    m.hash = contentHash(m.spec);
    return m;
}

} // namespace

Machine parseMachine(const nlohmann::json& doc, const std::filesystem::path& path, const Catalog& catalog) {
    return readMachine(doc, path, catalog, std::nullopt);
}

Machine parseReplicaGroup(const nlohmann::json& doc, const std::filesystem::path& file, std::size_t acceleratorNode,
                          const Catalog& catalog) {
    return readMachine(doc, file, catalog, acceleratorNode);
}

Machine loadMachine(const std::filesystem::path& file, const Catalog& catalog) {
    return parseMachine(readJsonFile(file), file, catalog);
}

} // namespace luma
