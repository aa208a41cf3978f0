#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/model/hf_import.h"
#include "core/predict/prediction_json.h"
#include "core/util/json_file.h"

#include <iostream>

namespace luma::cli {

int importHf(const ArgList& argv) {
    Args args(argv, {}, {"--json"});
    const std::string file = args.positional(0, "CONFIG.json (a Hugging Face config.json)");
    args.expectPositionals(1);
    const ModelShape m = importHfConfig(readJsonFile(file), file);
    if (args.has("--json")) {
        std::cout << toJson(m).dump(2) << '\n';
        return 0;
    }
    Table t({"field", "value"});
    t.add({"architecture", m.architecture});
    t.add({"params_total", num(m.paramsTotal / 1e9, 4) + " B"});
    t.add({"params_active", num(m.paramsActive / 1e9, 4) + " B"});
    t.add({"layers", std::to_string(m.layers)});
    t.add({"hidden", std::to_string(m.hidden)});
    t.add({"heads", std::to_string(m.heads)});
    t.add({"kv_heads", std::to_string(m.kvHeads)});
    t.add({"head_dim", std::to_string(m.headDim)});
    t.add({"kv_bytes_per_token", num(m.kvElementsPerToken() * 2.0, 6) + " (bf16)"});
    t.add({"flops_per_token", num(m.linearFlopsPerToken() / 1e9, 4) + " GFLOP (+ attention)"});
    if (m.isMoe())
        t.add({"experts", std::to_string(m.expertsPerToken) + " of " + std::to_string(m.experts) + " routed, " +
                              std::to_string(m.moeLayers) + " MoE layers"});
    if (m.chunkedLayers > 0)
        t.add({"attention", std::to_string(m.chunkedLayers) + " of " + std::to_string(m.layers) + " layers within " +
                                std::to_string(m.attentionChunk) + "-token chunks, the rest over the whole sequence"});
    if (m.mla)
        t.add({"attention", "MLA, latent " + std::to_string(m.kvLoraRank) + " + rope " + std::to_string(m.qkRopeDim)});
    t.print(std::cout);
    return 0;
}

} // namespace luma::cli
