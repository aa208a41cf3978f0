#include "core/model/machine.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"

#include <algorithm>
#include <set>

namespace luma {

namespace {

const std::vector<std::string> kNodeKinds = {"accelerator", "interconnect", "memory", "storage", "power"};

Runtime parseRuntime(JsonReader& r) {
    Runtime rt;
    rt.tensorParallel = static_cast<int>(r.optInteger("tensor_parallel", 1).value_or(0));
    rt.pipelineParallel = static_cast<int>(r.optInteger("pipeline_parallel", 1).value_or(1));
    rt.maxSequences = r.optInteger("max_sequences", 1).value_or(rt.maxSequences);
    rt.maxBatchedTokens = r.optInteger("max_batched_tokens", 1).value_or(rt.maxBatchedTokens);
    rt.prefillChunkTokens = r.optInteger("prefill_chunk_tokens", 1).value_or(0);
    rt.chunkedPrefill = r.optBool("chunked_prefill").value_or(true);
    rt.gpuMemoryUtilization = r.optFraction("gpu_memory_utilization").value_or(rt.gpuMemoryUtilization);
    if (auto a = r.optString("kv_admission")) {
        if (*a == "reserve") rt.kvAdmission = KvAdmission::Reserve;
        else if (*a == "incremental") rt.kvAdmission = KvAdmission::Incremental;
        else r.fail("kv_admission", "unknown policy \"" + *a + "\"; known: reserve incremental");
    }
    rt.kvBlockTokens = static_cast<int>(r.optInteger("kv_block_tokens", 1).value_or(16));
    rt.attentionDataParallel = r.optBool("attention_data_parallel").value_or(false);
    r.finish();
    return rt;
}

} // namespace

Machine parseMachine(const nlohmann::json& doc, const std::filesystem::path& path,
                     const Catalog& catalog) {
    const std::string file = path.string();
    JsonReader top(doc, file);
    Machine m;
    m.file = file;
    m.spec = doc;
    top.expectSchema("luma.machine/1");
    m.name = top.string("name");

    const auto& nodes = top.array("nodes");
    std::set<std::string> ids;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        JsonReader r = top.element(nodes, i, "nodes");
        MachineNode n;
        n.id = r.string("id");
        if (!ids.insert(n.id).second) r.fail("id", "duplicate node id \"" + n.id + "\"");
        n.kind = r.string("kind");
        if (std::find(kNodeKinds.begin(), kNodeKinds.end(), n.kind) == kNodeKinds.end())
            r.fail("kind", unknownNameMessage("node kind", n.kind, kNodeKinds));
        n.type = r.optString("type").value_or("");
        n.tier = r.optString("tier").value_or("");
        n.count = r.optInteger("count", 1).value_or(1);
        n.bandwidthGbps = r.optPositive("bandwidth_gbps");
        n.capacityGib = r.optPositive("capacity_gib");
        n.powerW = r.optPositive("power_w");
        if (n.kind == "accelerator") {
            if (n.type.empty()) r.fail("type", "missing required key (an accelerator type from `luma catalog`)");
            if (m.accelerator)
                r.fail("", "a second accelerator node: one accelerator kind per machine is supported; "
                           "model a mixed fleet as separate machines");
            m.accelerator = &catalog.get(n.type, file, r.keyPath("type"));
            m.acceleratorCount = n.count;
        }
        if (n.kind == "memory" && n.tier.empty()) r.fail("tier", "missing required key (hbm, host-dram, cxl or nvme)");
        r.allow({"label", "notes"});
        r.finish();
        m.nodes.push_back(std::move(n));
    }
    if (!m.accelerator) top.fail("nodes", "no node of kind \"accelerator\": a machine needs one");

    if (top.has("links")) {
        const auto& links = top.raw("links");
        if (!links.is_array()) top.fail("links", "expected an array");
        for (std::size_t i = 0; i < links.size(); ++i) {
            JsonReader r = top.element(links, i, "links");
            MachineLink l;
            l.from = r.string("from");
            l.to = r.string("to");
            for (const auto* end : {&l.from, &l.to})
                if (!ids.count(*end))
                    r.fail(end == &l.from ? "from" : "to", "no node has id \"" + *end + "\"");
            l.bandwidthGbps = r.optPositive("bandwidth_gbps");
            r.finish();
            m.links.push_back(std::move(l));
        }
    } else {
        top.allow({"links"});
    }

    // Project the graph: what hangs off the accelerator node.
    const MachineNode* accel = nullptr;
    for (const auto& n : m.nodes)
        if (n.kind == "accelerator") accel = &n;
    auto neighbour = [&](const MachineNode& n) {
        for (const auto& l : m.links)
            if ((l.from == accel->id && l.to == n.id) || (l.to == accel->id && l.from == n.id))
                return true;
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

    if (auto rt = top.optObject("runtime")) m.runtime = parseRuntime(*rt);
    const long long pp = m.runtime.pipelineParallel;
    const long long tp = m.runtime.tensorParallel > 0 ? m.runtime.tensorParallel : m.acceleratorCount / pp;
    if (tp < 1 || tp * pp > m.acceleratorCount || m.acceleratorCount % (tp * pp) != 0)
        top.fail("runtime", "tensor_parallel x pipeline_parallel (" + std::to_string(tp) + " x " +
                                std::to_string(pp) + ") must divide the accelerator count (" +
                                std::to_string(m.acceleratorCount) + ")");
    top.allow({"description"});
    top.finish();
    m.hash = contentHash(m.spec);
    return m;
}

Machine loadMachine(const std::filesystem::path& file, const Catalog& catalog) {
    return parseMachine(readJsonFile(file), file, catalog);
}

} // namespace luma
