// Only real deployments: each rule a serving engine enforces is a case that is refused (with the
// reason naming what breaks it) beside a valid neighbour that still deploys and is predicted.
#include "expect_error.h"
#include "specs.h"

#include "core/model/hf_import.h"
#include "core/model/intervention.h"
#include "core/model/space.h"
#include "core/predict/deployment.h"
#include "core/predict/deployment_layout.h"
#include "core/predict/predictor.h"
#include "core/predict/step_model.h"
#include "core/search/explore.h"

#include <QtTest>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

namespace {

std::vector<Intervention> interventions(const char* text) {
    return parseInterventions(nlohmann::json::parse(text), "i.json", "interventions");
}

nlohmann::json withPrecision(nlohmann::json c, const char* weights, const char* kv, const char* activations) {
    c["precision"] = {{"weights", weights}, {"kv_cache", kv}, {"activations", activations}};
    return c;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A deployment on its accelerator with the derating changed by `tune` (the catalog's is shared).
struct Retuned {
    Accelerator part;
    Deployment dep;
    template <typename Tune>
    Retuned(const Deployment& d, Tune tune) : part(*d.accelerator), dep(d) {
        tune(part.derating);
        dep.accelerator = &part;
    }
    Retuned(const Retuned&) = delete; // `dep` points at `part`
    Retuned& operator=(const Retuned&) = delete;
};

} // namespace

class TestDeployment : public QObject {
    Q_OBJECT

private slots:
    // TP 3 on 64 heads, TP 6 on DeepSeek-V3's 128 heads: refused; TP 4 and TP 8 deploy.
    void tensorParallelSplitsHeadsAndExperts() {
        const Contract c70 = contract(contractJson("llama-3.1-70b.json", 1000, 200, "bf16"));
        Deployment d = resolveDeployment(machine(machineJson("h200", 3, 3)), c70, {}, {});
        QVERIFY2(!d.valid && has(d.invalidReason, "tensor_parallel 3 does not divide the model's 64 attention heads"),
                 d.invalidReason.c_str());
        d = resolveDeployment(machine(machineJson("h200", 4, 4)), c70, {}, {});
        QVERIFY2(d.valid, d.invalidReason.c_str());
        QVERIFY(predict(c70, d).deployable);

        const Contract ds = contract(contractJson("deepseek-v3.json", 1000, 200));
        QVERIFY(has(resolveDeployment(machine(machineJson("h200", 6, 6)), ds, {}, {}).invalidReason,
                    "128 attention heads"));
        QVERIFY(resolveDeployment(machine(machineJson("h200", 8, 8)), ds, {}, {}).valid);

        // KV heads: TP divides them, or is a multiple of them (vLLM replicates a KV head per rank).
        const ModelShape& m70 = *c70.model; // 8 KV heads
        QVERIFY(tensorParallelProblem(m70, 16, false).empty());
        auto cfg = test::modelConfig("llama-3.1-70b.json");
        cfg["num_attention_heads"] = 96; // head_dim stays 128 explicitly
        cfg["head_dim"] = 128;
        cfg["num_key_value_heads"] = 8;
        auto j = contractJson("llama-3.1-70b.json");
        j["model"]["hf_config"] = cfg;
        const Contract odd = contract(j);
        QVERIFY(has(tensorParallelProblem(*odd.model, 12, false), "neither divides the model's 8 KV heads"));
        QVERIFY(tensorParallelProblem(*odd.model, 8, false).empty());
    }

    // AWS Neuron (transformers-neuronx) pads attention heads to a multiple of the TP degree:
    // Llama-2-13B's 40 heads over 12 inf2 chips run as 48, 4 per chip, each with its KV head,
    // and those padded heads cost projections, attention math and KV memory. Llama-2-70B's 64
    // heads over 12 run as 72 with one KV head per chip. Other stacks keep refusing by name.
    void neuronPadsHeadsToTheTensorParallelDegree() {
        const Contract c13 =
            contract(withPrecision(contractJson("llama-2-13b.json", 1024, 1024), "bf16", "bf16", "bf16"));
        QCOMPARE(c13.model->heads, 40);
        const Deployment d = resolveDeployment(machine(machineJson("inf2", 12, 12)), c13, {}, {});
        QVERIFY2(d.valid, d.invalidReason.c_str());
        QVERIFY(padsAttentionHeads(*d.accelerator));
        QVERIFY(d.headPadding);
        QCOMPARE(d.paddedHeads, 48);
        QCOMPARE(d.headsPerAccelerator, 4.0);
        QCOMPARE(d.kvHeadsPerAccelerator, 4.0);
        QCOMPARE(
            headPaddingNote(d, *c13.model),
            std::string("attention heads padded 40 -> 48, 4 per accelerator over TP 12 (24 ranks, 2 per accelerator)"));
        // Padded work is real: KV per token per chip is 4 heads' worth, not 40 / 12.
        const StepModel sm(*c13.model, d);
        const double kvPerHead = c13.model->layers * 2.0 * c13.model->headDim * 2.0; // bf16
        QCOMPARE(sm.kvBytesPerToken(), 4 * kvPerHead);
        Deployment even = d; // the same chips as if 40 heads split evenly, for comparison
        even.headPadding = false;
        even.paddedHeads = 40;
        even.headsPerAccelerator = even.kvHeadsPerAccelerator = 40.0 / 12;
        const StepModel evenModel(*c13.model, even);
        QCOMPARE(sm.kvBytesPerToken() / evenModel.kvBytesPerToken(), 48.0 / 40.0);
        QVERIFY(sm.weightBytes() > evenModel.weightBytes());
        StepLoad prompt;
        prompt.prefillTokens = 1024;
        prompt.prefillContext = 1024 * 1025 / 2.0;
        prompt.sampledTokens = 1;
        QVERIFY(sm.step(prompt).flops > evenModel.step(prompt).flops);
        QVERIFY(predict(c13, d).deployable);

        const Contract c70 =
            contract(withPrecision(contractJson("llama-2-70b.json", 256, 256), "bf16", "bf16", "bf16"));
        const Deployment d70 = resolveDeployment(machine(machineJson("inf2", 12, 12)), c70, {}, {});
        QVERIFY2(d70.valid, d70.invalidReason.c_str());
        QCOMPARE(d70.paddedHeads, 72); // 3 per NeuronCore over 24
        QCOMPARE(d70.headsPerAccelerator, 6.0);
        QCOMPARE(d70.kvHeadsPerAccelerator, 2.0); // one per NeuronCore, replicated
        QVERIFY(has(headPaddingNote(d70, *c70.model), "attention heads padded 64 -> 72"));
        QVERIFY2(
            has(headPaddingNote(d70, *c70.model),
                "KV heads 8 -> 2 per accelerator (one per rank: each of the 8 replicated 3 times over the 24 ranks)"),
            headPaddingNote(d70, *c70.model).c_str());
        // Neuron pads per NeuronCore: 40 heads over trn1's TP 16 chips = 32 cores run as 64.
        const Deployment t13 = resolveDeployment(machine(machineJson("trn1", 16, 16)), c13, {}, {});
        QVERIFY2(t13.valid, t13.invalidReason.c_str());
        QCOMPARE(t13.paddedHeads, 64);
        QCOMPARE(t13.headsPerAccelerator, 4.0);
        // A split that divides needs no padding, on Neuron too.
        const Deployment trn = resolveDeployment(machine(machineJson("trn1", 16, 16)), c70, {}, {});
        QVERIFY(trn.valid);
        QVERIFY(!trn.headPadding);
        QCOMPARE(trn.paddedHeads, 64);
        QCOMPARE(trn.headsPerAccelerator, 4.0);   // 2 per NeuronCore
        QCOMPARE(trn.kvHeadsPerAccelerator, 2.0); // 8 KV heads over 32 NeuronCores: one each, replicated
        QVERIFY(headPaddingNote(trn, *c70.model).empty());

        // An H100 does not pad: TP 3 on 64 heads stays refused, naming the heads.
        const Deployment h = resolveDeployment(machine(machineJson("h100-sxm", 3, 3)), c70, {}, {});
        QVERIFY(!padsAttentionHeads(*h.accelerator));
        QVERIFY2(!h.valid && has(h.invalidReason, "tensor_parallel 3 does not divide the model's 64 attention heads"),
                 h.invalidReason.c_str());
        QVERIFY(!h.headPadding);
    }

    // KV heads per NeuronCore follow transformers-neuronx's get_qkv_padding: replicated up to the
    // cores (one each) where the cores are a multiple of the KV heads and the padding splits
    // evenly over them, else up to the query heads (as many KV heads per core as query heads).
    // The step model's KV per token and decode attention bytes follow the same count.
    void neuronKvHeadsPerCoreFollowTheQkvPadding() {
        const Contract c70 =
            contract(withPrecision(contractJson("llama-2-70b.json", 256, 256), "bf16", "bf16", "bf16"));
        const Contract c8 =
            contract(withPrecision(contractJson("llama-3.1-8b.json", 256, 256), "bf16", "bf16", "bf16"));
        QCOMPARE(c70.model->heads, 64);
        QCOMPARE(c70.model->kvHeads, 8);
        QCOMPARE(c8.model->heads, 32);
        QCOMPARE(c8.model->kvHeads, 8);
        struct Case {
            const Contract* c;
            const char* type;
            int tp;
            int paddedHeads;
            int kvPerCore;
        };
        // inf2 and trn1: 2 NeuronCores per chip; trn2: 4.
        const Case cases[] = {
            {&c70, "inf2", 3, 66, 11}, // 6 cores: 11 query heads each, 6 % 8 != 0: KV padded like them
            {&c70, "inf2", 5, 70, 7},  // 10 cores
            {&c70, "inf2", 6, 72, 6},  // 12 cores
            {&c70, "inf2", 10, 80, 4}, // 20 cores
            {&c8, "inf2", 3, 36, 6},   // 6 cores
            {&c8, "inf2", 6, 36, 3},   // 12 cores
            // Already right, and every Neuron validation row's deployment: one KV head per core.
            {&c70, "inf2", 12, 72, 1}, // 24 cores, 8 heads added: a multiple of the 8 KV heads
            {&c70, "inf2", 24, 96, 1}, // 48 cores, 32 added
            {&c8, "inf2", 12, 48, 1},  // 24 cores, 16 added
            {&c70, "trn1", 16, 64, 1}, // 32 cores: no padding, KV heads replicated
            {&c70, "trn2", 16, 64, 1}, // 64 cores: no padding
        };
        for (const Case& k : cases) {
            const std::string what = std::string(k.type) + " TP " + std::to_string(k.tp) + " on " +
                                     std::to_string(k.c->model->heads) + " heads";
            const Deployment d = resolveDeployment(machine(machineJson(k.type, k.tp, k.tp)), *k.c, {}, {});
            QVERIFY2(d.valid, (what + ": " + d.invalidReason).c_str());
            const int ranks = tensorParallelRanks(d.accelerator);
            QVERIFY2(d.paddedHeads == k.paddedHeads, (what + ": padded to " + std::to_string(d.paddedHeads)).c_str());
            QVERIFY2(d.kvHeadsPerAccelerator == double(k.kvPerCore * ranks),
                     (what + ": " + std::to_string(d.kvHeadsPerAccelerator) + " KV heads per accelerator").c_str());
            QCOMPARE(d.headsPerAccelerator, double(k.paddedHeads / (k.tp * ranks) * ranks));
            // The KV one token keeps on one accelerator, and what a decode step reads of it.
            const StepModel sm(*k.c->model, d);
            const double kvPerHead = k.c->model->layers * 2.0 * k.c->model->headDim * 2.0; // K and V, bf16
            QVERIFY2(
                qFuzzyCompare(sm.kvBytesPerToken(), k.kvPerCore * ranks * kvPerHead),
                (what + ": " + std::to_string(sm.kvBytesPerToken() / kvPerHead) + " heads of KV per token").c_str());
            StepLoad shortContext, longContext;
            shortContext.decodeTokens = longContext.decodeTokens = 1;
            shortContext.decodeContext = 1000;
            longContext.decodeContext = 2000;
            QVERIFY(d.accelerator->derating.gqaKvRereads == 0); // each KV byte read once
            QVERIFY(qFuzzyCompare(sm.step(longContext).bytes - sm.step(shortContext).bytes,
                                  1000 * k.kvPerCore * ranks * kvPerHead));
        }
        // 70B on 3 inf2: each KV head replicated to the 64 query heads and padded with them.
        const Deployment d3 = resolveDeployment(machine(machineJson("inf2", 3, 3)), c70, {}, {});
        QVERIFY2(has(headPaddingNote(d3, *c70.model),
                     "KV heads 8 -> 22 per accelerator (11 per rank, one per query head: replicated to the 64 query "
                     "heads and padded with them to 66)"),
                 headPaddingNote(d3, *c70.model).c_str());
        QVERIFY(!has(headPaddingNote(d3, *c70.model), "kept"));
    }

    // Every deployment judged against a model says how many heads and KV heads an accelerator
    // holds, padded or not, computed in one place (headSplit) the step model reads.
    void headsPerAcceleratorForEveryDeployment() {
        const Contract c70 = contract(contractJson("llama-3.1-70b.json", 1000, 200));
        Deployment d = resolveDeployment(machine(machineJson("h200", 4, 4)), c70, {}, {});
        QVERIFY(!d.headPadding);
        QCOMPARE(d.paddedHeads, 64);
        QCOMPARE(d.headsPerAccelerator, 16.0);
        QCOMPARE(d.kvHeadsPerAccelerator, 2.0);
        d = resolveDeployment(machine(machineJson("h200", 16, 16)), c70, {}, {});
        QCOMPARE(d.headsPerAccelerator, 4.0);
        QCOMPARE(d.kvHeadsPerAccelerator, 1.0); // 8 KV heads over 16: one each, replicated
        const StepModel sm(*c70.model, d);
        QVERIFY(qFuzzyCompare(sm.kvBytesPerToken(), c70.model->layers * 2.0 * c70.model->headDim * 1.0)); // fp8
        // A deployment resolved without a model: the step model splits the heads the same way.
        const Deployment bare = resolveDeployment(machine(machineJson("h200", 16, 16)), c70.precision, {}, {});
        QCOMPARE(bare.headsPerAccelerator, 0.0);
        const HeadSplit split = headSplit(*c70.model, bare);
        QCOMPARE(split.headsPerAccelerator, 4.0);
        QCOMPARE(split.kvHeadsPerAccelerator, 1.0);
        QCOMPARE(StepModel(*c70.model, bare).kvBytesPerToken(), sm.kvBytesPerToken());
        // Attention data parallel: every rank holds all heads.
        const Contract ds = contract(contractJson("deepseek-v3.json", 1000, 200));
        nlohmann::json adp = machineJson("h200", 8, 8);
        adp["runtime"]["attention_data_parallel"] = true;
        d = resolveDeployment(machine(adp), ds, {}, {});
        QVERIFY2(d.valid, d.invalidReason.c_str());
        QCOMPARE(d.headsPerAccelerator, 128.0);
        QCOMPARE(d.kvHeadsPerAccelerator, 1.0); // MLA's one latent
    }

    // Neuron does not pad MLA heads: DeepSeek-V3 is refused by name where its heads do not
    // divide, on the TP or on its NeuronCores, as on any other accelerator.
    void neuronRefusesMlaHeadsThatDoNotDivide() {
        auto cfg = test::modelConfig("deepseek-v3.json");
        cfg["num_attention_heads"] = cfg["num_key_value_heads"] = 56; // the experts' width, 2048, still divides TP 16
        auto j = contractJson("deepseek-v3.json");
        j["model"]["hf_config"] = cfg;
        const Contract odd = contract(j);
        QVERIFY(odd.model->mla);
        Deployment d = resolveDeployment(machine(machineJson("trn2", 16, 16)), odd, {}, {});
        QVERIFY2(!d.valid && has(d.invalidReason, "tensor_parallel 16 does not divide the model's 56 attention heads"),
                 d.invalidReason.c_str());
        QVERIFY(!d.headPadding);
        QVERIFY(headPaddingNote(d, *odd.model).empty());
        // DeepSeek-V3's 128 heads divide TP 64 but not its 256 NeuronCores (trn2: 4 per chip).
        const Contract ds = contract(contractJson("deepseek-v3.json", 1000, 200));
        d = resolveDeployment(machine(machineJson("trn2", 64, 64)), ds, {}, {});
        QVERIFY2(!d.valid && has(d.invalidReason, "tensor_parallel 64 (256 ranks) does not divide the model's 128 "
                                                  "attention heads (MLA heads are not padded)"),
                 d.invalidReason.c_str());
        d = resolveDeployment(machine(machineJson("trn2", 32, 32)), ds, {}, {});
        QVERIFY2(!has(d.invalidReason, "attention heads"), d.invalidReason.c_str()); // 128 cores: divides
        QCOMPARE(d.headsPerAccelerator, 4.0);
        QCOMPARE(d.kvHeadsPerAccelerator, 4.0); // the latent on each NeuronCore
    }

    // An unset tensor_parallel picks the widest TP that needs no head padding: Llama-3.1-8B on
    // 12 inf2 runs TP 4 x 3 replicas (32 heads over 8 NeuronCores), not TP 12 padded to 48
    // heads; padding applies only when the machine sets such a TP.
    void automaticTensorParallelAvoidsPadding() {
        const Contract c8 =
            contract(withPrecision(contractJson("llama-3.1-8b.json", 1000, 200), "bf16", "bf16", "bf16"));
        const Deployment a = resolveDeploymentByRule(machine(machineJson("inf2", 12)), c8, {}, {});
        QVERIFY2(a.valid, a.invalidReason.c_str());
        QCOMPARE(a.tp, 4);
        QCOMPARE(a.replicas, 3LL);
        QVERIFY(!a.headPadding);
        // The layout search never pads either: its pick is one of the unpadded layouts.
        const LayoutChoice best = chooseLayout(machine(machineJson("inf2", 12)), c8, {}, {});
        QVERIFY(!best.deployment.headPadding);
        for (const auto& o : best.options) QVERIFY(o.tp != 3 && o.tp != 6 && o.tp != 12);
        const Deployment set = resolveDeployment(machine(machineJson("inf2", 12, 12)), c8, {}, {});
        QVERIFY2(set.valid, set.invalidReason.c_str());
        QCOMPARE(set.tp, 12);
        QVERIFY(set.headPadding);
        QCOMPARE(set.paddedHeads, 48);
        QVERIFY(predict(c8, a).throughputTokS > predict(c8, set).throughputTokS);
        // TP 1 always qualifies: one inf2 chip's two NeuronCores split the 32 heads.
        const Deployment one = resolveDeployment(machine(machineJson("inf2", 1)), c8, {}, {});
        QCOMPARE(one.tp, 1);
        QVERIFY(!one.headPadding);
    }

    // Padding is triggered by the heads and KV heads alone: an experts' width that the
    // NeuronCores do not divide is no reason to pad (or to say so). And an undeployable
    // state says nothing about padding.
    void headPaddingOnlyForHeadsAndValidDeployments() {
        auto cfg = test::modelConfig("qwen3-30b-a3b.json"); // 32 heads, 4 KV heads
        cfg["moe_intermediate_size"] = 776;                 // divides TP 8, not its 16 NeuronCores
        auto j = contractJson("qwen3-30b-a3b.json", 1000, 200);
        j["model"]["hf_config"] = cfg;
        const Contract moe = contract(j);
        const Deployment d = resolveDeployment(machine(machineJson("trn1", 8, 8)), moe, {}, {});
        QVERIFY2(d.valid, d.invalidReason.c_str());
        QVERIFY(!d.headPadding);
        QCOMPARE(d.paddedHeads, 32);
        QCOMPARE(d.headsPerAccelerator, 4.0);
        QCOMPARE(d.kvHeadsPerAccelerator, 2.0); // 4 KV heads over 16 NeuronCores: one each
        QVERIFY2(headPaddingNote(d, *moe.model).empty(), headPaddingNote(d, *moe.model).c_str());

        // TP 12 in a state of 6 inf2 chips: nothing deploys, and nothing is said of padding.
        const Contract c13 =
            contract(withPrecision(contractJson("llama-2-13b.json", 1024, 1024), "bf16", "bf16", "bf16"));
        MachineState six;
        six.acceleratorCount = 6;
        const Deployment idle = resolveDeployment(machine(machineJson("inf2", 12, 12)), c13, six, {});
        QVERIFY2(!idle.valid && has(idle.invalidReason, "needs 12 accelerators"), idle.invalidReason.c_str());
        QVERIFY(idle.headPadding); // how it would split
        QVERIFY2(headPaddingNote(idle, *c13.model).empty(), headPaddingNote(idle, *c13.model).c_str());
    }

    // A tensor_parallel intervention that cannot apply is an undeployable state with the reason,
    // never silently dropped; one that can is applied.
    void tensorParallelInterventionApplies() {
        const Contract c = contract(contractJson("llama-3.1-70b.json", 1000, 200));
        const Machine m = machine(machineJson("h200", 8));
        Deployment d =
            resolveDeployment(m, c, {}, interventions(R"([{"name": "t", "kind": "tensor_parallel", "value": 3}])"));
        QVERIFY2(!d.valid && has(d.invalidReason, "tensor_parallel 3"), d.invalidReason.c_str());
        d = resolveDeployment(m, c, {}, interventions(R"([{"name": "t", "kind": "tensor_parallel", "value": 16}])"));
        QVERIFY2(!d.valid && has(d.invalidReason, "needs 16 accelerators, the state has 8"), d.invalidReason.c_str());
        d = resolveDeployment(m, c, {}, interventions(R"([{"name": "t", "kind": "tensor_parallel", "value": 4}])"));
        QVERIFY(d.valid);
        QCOMPARE(d.tp, 4);
        QCOMPARE(d.replicas, 2LL);
    }

    // Math at a precision the accelerator lacks is refused; narrower weights over supported
    // activations are a weight-only path, allowed and flagged.
    void precisionTheAcceleratorHas() {
        const auto base = contractJson("llama-3.1-8b.json", 1000, 200);
        const Machine a100 = machine(machineJson("a100-80g", 1));
        const Machine h100 = machine(machineJson("h100-sxm", 1));
        const Machine b200 = machine(machineJson("b200", 1));

        const Contract fp8 = contract(withPrecision(base, "fp8", "fp8", "fp8"));
        Deployment d = resolveDeployment(a100, fp8, {}, {});
        QVERIFY2(!d.valid && has(d.invalidReason, "activations fp8: the a100-80g has no fp8 math"),
                 d.invalidReason.c_str());
        const Prediction p = predict(fp8, d);
        QVERIFY(!p.pass && !p.deployable && p.binding == Binding::Deployment);
        QVERIFY(resolveDeployment(h100, fp8, {}, {}).valid);

        const Contract w8 = contract(withPrecision(base, "fp8", "fp8", "bf16")); // FP8 weight-only on Ampere
        d = resolveDeployment(a100, w8, {}, {});
        QVERIFY2(d.valid, d.invalidReason.c_str());
        QVERIFY(d.weightOnly);
        QVERIFY(predict(w8, d).deployable);

        const Contract fp4 = contract(withPrecision(base, "fp4", "fp8", "fp4"));
        d = resolveDeployment(h100, fp4, {}, {});
        QVERIFY2(!d.valid && has(d.invalidReason, "activations fp4: the h100-sxm has no fp4 math"),
                 d.invalidReason.c_str());
        d = resolveDeployment(b200, fp4, {}, {});
        QVERIFY(d.valid);
        QVERIFY(!d.weightOnly);
        const Contract w4 = contract(withPrecision(base, "fp4", "fp8", "fp8"));
        d = resolveDeployment(h100, w4, {}, {});
        QVERIFY(d.valid && d.weightOnly);

        // A weight_precision intervention is judged after it applies: INT4 weights, FP8 math.
        d = resolveDeployment(h100, fp8, {},
                              interventions(R"([{"name": "w", "kind": "weight_precision", "value": "int4"}])"));
        QVERIFY(d.valid && d.weightOnly);
        // BF16 and FP16 stand in for each other; INT8 math where the catalog lists it.
        QVERIFY(activationsProblem(*a100.accelerator, Precision::FP16).empty());
        QVERIFY(activationsProblem(*a100.accelerator, Precision::INT8).empty());
        QVERIFY(!activationsProblem(*a100.accelerator, Precision::INT4).empty());
    }

    // With chunked prefill off, one iteration must hold the whole prompt.
    void promptFitsOneIterationWithoutChunking() {
        const Contract c = contract(contractJson("llama-3.1-8b.json", 10000, 100));
        auto j = machineJson("h100-sxm", 1);
        j["runtime"] = {{"chunked_prefill", false}, {"max_batched_tokens", 8192}};
        Deployment d = resolveDeployment(machine(j), c, {}, {});
        QVERIFY2(!d.valid && has(d.invalidReason,
                                 "a prompt of 10000 tokens exceeds max_batched_tokens 8192 with chunked_prefill off"),
                 d.invalidReason.c_str());
        // Neighbours: the same prompt with chunking on, or a budget that holds it.
        QVERIFY(resolveDeployment(machine(machineJson("h100-sxm", 1)), c, {}, {}).valid);
        j["runtime"]["max_batched_tokens"] = 10000;
        QVERIFY(resolveDeployment(machine(j), c, {}, {}).valid);
        // Interventions count: raising the budget deploys, turning chunking on deploys.
        j["runtime"]["max_batched_tokens"] = 8192;
        QVERIFY(resolveDeployment(machine(j), c, {},
                                  interventions(R"([{"name": "b", "kind": "max_batched_tokens", "value": 16384}])"))
                    .valid);
        QVERIFY(resolveDeployment(machine(j), c, {},
                                  interventions(R"([{"name": "c", "kind": "chunked_prefill", "value": 2048}])"))
                    .valid);
    }

    // An OOM carries what one sequence needs against what the runtime may use.
    void outOfMemorySaysNeededAndBudget() {
        const Contract c = contract(contractJson("llama-3.1-405b.json", 1000, 100, "bf16"));
        const Prediction p = predict(c, resolveDeployment(machine(machineJson("h100-sxm", 1)), c, {}, {}));
        QVERIFY(p.deployable && !p.fits);
        QCOMPARE(p.budgetGib, 80.0 * 0.9);
        QVERIFY(p.neededGib > p.weightsGib);
        QVERIFY(p.weightsGib > 700); // 405 B parameters in BF16
        const Contract small = contract(contractJson("llama-3.1-8b.json", 1000, 100, "bf16"));
        const Prediction q = predict(small, resolveDeployment(machine(machineJson("h100-sxm", 1)), small, {}, {}));
        QVERIFY(q.fits);
        QVERIFY(q.neededGib < q.budgetGib);
    }

    // explore never deploys what an engine would refuse: such states are counted by reason with
    // an example, the frontier shows each state's TP / PP / replicas.
    void exploreListsUndeployableStates() {
        const Contract c = contract(contractJson("llama-3.1-70b.json", 1000, 200));
        const Space s = parseSpace(
            {{"schema", "luma.space/1"}, {"dims", {{{"resource", "accelerator_count"}, {"levels", {1, 2, 3, 4, 8}}}}}},
            "s.json");
        const ExploreResult r = explore(c, machine(machineJson("h200", 4, 2)), s);
        QCOMPARE(r.undeployableStates, 2LL); // 1 (TP 2 needs 2) and 3 (TP 2 leaves one idle)
        QCOMPARE(r.undeployable.size(), std::size_t(2));
        QVERIFY(has(r.undeployable[0].reason, "needs 2 accelerators, the state has 1"));
        QCOMPARE(r.undeployable[0].example, std::vector<double>{1});
        QVERIFY(has(r.undeployable[1].reason, "does not divide 3 accelerators"));
        const nlohmann::json j = toJson(r, s);
        QCOMPARE(j["undeployable_states"].get<long long>(), 2LL);
        QCOMPARE(j["undeployable"][1]["example"]["accelerator_count"].get<double>(), 3.0);
        for (const auto& f : r.frontier)
            QCOMPARE(f.prediction.tp * f.prediction.pp * f.prediction.replicas, static_cast<long long>(f.levels[0]));

        // Unset TP: every count deploys (the widest TP the model and count allow), none refused.
        const ExploreResult open = explore(c, machine(machineJson("h200", 4)), s);
        QCOMPARE(open.undeployableStates, 0LL);
        QVERIFY(open.undeployable.empty());
    }

    // Architectures the step model does not describe are refused by name at import.
    void uncoveredArchitecturesAreNamed() {
        LUMA_EXPECT_SPEC_ERROR(importHfConfig({{"architectures", {"BertForMaskedLM"}},
                                               {"model_type", "bert"},
                                               {"hidden_size", 768},
                                               {"num_hidden_layers", 12},
                                               {"num_attention_heads", 12},
                                               {"vocab_size", 30522},
                                               {"intermediate_size", 3072}},
                                              "bert.json"),
                               "bert.json", "architectures", "\"BertForMaskedLM\"", "encoder-only");
        LUMA_EXPECT_SPEC_ERROR(
            importHfConfig(
                {{"architectures", {"T5ForConditionalGeneration"}}, {"model_type", "t5"}, {"is_encoder_decoder", true}},
                "t5.json"),
            "encoder-decoder");
        // Mamba has no attention heads: named as state-space, not as a missing key.
        LUMA_EXPECT_SPEC_ERROR(importHfConfig({{"architectures", {"MambaForCausalLM"}},
                                               {"model_type", "mamba"},
                                               {"hidden_size", 2560},
                                               {"num_hidden_layers", 64},
                                               {"state_size", 16},
                                               {"vocab_size", 50280}},
                                              "mamba.json"),
                               "mamba.json", "state-space");
        LUMA_EXPECT_SPEC_ERROR(
            importHfConfig({{"architectures", {"JambaForCausalLM"}}, {"model_type", "jamba"}}, "jamba.json"),
            "state-space");

        // Sliding window: Mistral 7B v0.1's 4096-token window over a 32768-token context.
        auto mistral = test::modelConfig("mistral-7b-v0.3.json");
        mistral["sliding_window"] = 4096;
        mistral["max_position_embeddings"] = 32768;
        LUMA_EXPECT_SPEC_ERROR(importHfConfig(mistral, "mistral.json"), "mistral.json: sliding_window",
                               "sliding window of 4096 tokens of its 32768-token context");
        mistral["sliding_window"] = nullptr; // v0.3 writes null: full attention
        QCOMPARE(importHfConfig(mistral, "mistral.json").heads, 32);
        // Qwen2 writes a window but turns it off.
        QVERIFY(importHfConfig(test::modelConfig("qwen2.5-7b.json"), "qwen.json").layers > 0);
        auto qwen = test::modelConfig("qwen2.5-7b.json");
        qwen["use_sliding_window"] = true;
        qwen["sliding_window"] = 4096;
        LUMA_EXPECT_SPEC_ERROR(importHfConfig(qwen, "qwen.json"), "sliding window of 4096");
        // Interleaved windowed layers (Gemma 2/3, gpt-oss write layer_types).
        auto gemma = test::modelConfig("llama-3.1-8b.json");
        gemma["layer_types"] = {"sliding_attention", "full_attention"};
        LUMA_EXPECT_SPEC_ERROR(importHfConfig(gemma, "g.json"), "g.json: layer_types",
                               "sliding-window attention layers");
        gemma["layer_types"] = {"full_attention", "full_attention"};
        QVERIFY(importHfConfig(gemma, "g.json").layers > 0);
    }

    // Llama 4 keeps one 8192-token chunk of KV in 36 of its 48 layers: a 64k-token sequence holds
    // (12 + 36 x 8192 / 65536) / 48 of the KV that full attention would, and a 4k one all of it.
    void chunkedAttentionKeepsOneChunk() {
        const Machine m = machine(machineJson("h200", 1, 1));
        const Contract shortSeq = contract(contractJson("llama-4-scout-17b-16e.json", 3584, 512));
        const Contract longSeq = contract(contractJson("llama-4-scout-17b-16e.json", 61440, 4096));
        const Deployment a = resolveDeployment(m, shortSeq, {}, {});
        const Deployment b = resolveDeployment(m, longSeq, {}, {});
        QCOMPARE(a.kvShare, 1.0);
        QCOMPARE(b.kvShare, (12 + 36 * 8192.0 / 65536) / 48);
        const StepModel sa(*shortSeq.model, a), sb(*longSeq.model, b);
        QCOMPARE(sb.kvBytesPerToken() / sa.kvBytesPerToken(), b.kvShare);
        // The KV pool holds that many more tokens; a dense model keeps every layer's KV.
        QVERIFY(sb.kvTokens() > 2.9 * sa.kvTokens());
        const Contract dense = contract(contractJson("llama-3.1-8b.json", 61440, 4096));
        QCOMPARE(resolveDeployment(m, dense, {}, {}).kvShare, 1.0);
    }

    // Host work is per sequence: a batch of 32 verifying 4 drafts each is 32 sequences to
    // schedule, not 160, so its per-step overhead is that of 32 plain decoders.
    void speculatingSequencesAreScheduledOnce() {
        const Contract c = contract(contractJson("llama-3.1-8b.json", 1000, 200));
        const Deployment d = resolveDeployment(machine(machineJson("h100-sxm", 1, 1)), c, {}, {});
        const StepModel sm(*c.model, d);
        StepLoad plain;
        plain.decodeTokens = plain.sampledTokens = 32;
        plain.decodeContext = 32 * 1100;
        StepLoad speculating = plain;
        speculating.queriesPerSequence = 5;
        speculating.decodeTokens = speculating.sampledTokens = 32 * 5;
        QVERIFY(d.accelerator->derating.sequenceOverheadUs > 0);
        QCOMPARE(sm.step(speculating).overhead, sm.step(plain).overhead);
        StepLoad ending = plain; // two prompts that finish this step sample their first token
        ending.sampledTokens = 34;
        QVERIFY(sm.step(ending).overhead > sm.step(plain).overhead);
    }

    // Kernel traits of a software vintage (the 2023 TensorRT-LLM rows of A100 and L40S): GEMMs
    // that add their weight stream to their math (overlap 0) cost a 128-token prompt, near the
    // ridge point, far more than the roofline's larger term, and batch-1 decode (all memory)
    // about the same; decode attention that re-reads a KV head for its query heads reads
    // 1 + s (heads/kv_heads - 1) times the KV bytes on grouped-query models, never on MHA.
    void kernelTraitsOfASoftwareVintage() {
        const Contract mha = contract(withPrecision(contractJson("llama-2-7b.json", 128, 128), "fp16", "fp16", "fp16"));
        Deployment d = resolveDeployment(machine(machineJson("a100-80g", 1, 1)), mha, {}, {});
        QVERIFY2(d.valid, d.invalidReason.c_str());
        const Retuned roofline(d, [](Derating& r) { r.overlap = r.gqaKvRereads = 1.0; });
        const Retuned serial(d, [](Derating& r) {
            r.overlap = 0.0;
            r.gqaKvRereads = 1.0;
        });
        const StepModel mr(*mha.model, roofline.dep), ms(*mha.model, serial.dep);
        StepLoad prompt;
        prompt.prefillTokens = 128;
        prompt.prefillContext = 128 * 129 / 2.0;
        prompt.sampledTokens = 1;
        QVERIFY(ms.step(prompt).seconds > 1.5 * mr.step(prompt).seconds);
        StepLoad token;
        token.decodeTokens = token.sampledTokens = 1;
        token.decodeContext = 128;
        QVERIFY(ms.step(token).seconds < 1.02 * mr.step(token).seconds);
        QVERIFY(ms.step(token).seconds >= mr.step(token).seconds);

        StepLoad batch; // 64 sequences of 2,000 tokens: the KV reads dominate
        batch.decodeTokens = batch.sampledTokens = 64;
        batch.decodeContext = 64 * 2000;
        const Retuned once(d, [](Derating& r) {
            r.overlap = 1.0;
            r.gqaKvRereads = 0.0;
        });
        const StepModel m1(*mha.model, once.dep);
        QCOMPARE(mr.step(batch).bytes, m1.step(batch).bytes); // 32 heads, 32 KV heads: nothing to re-read

        const Contract gqa =
            contract(withPrecision(contractJson("llama-2-70b.json", 128, 2048), "fp16", "fp16", "fp16"));
        Deployment g = resolveDeployment(machine(machineJson("a100-80g", 4, 4)), gqa, {}, {});
        QVERIFY2(g.valid, g.invalidReason.c_str());
        const Retuned half(g, [](Derating& r) { r.gqaKvRereads = 0.5; });
        const Retuned none(g, [](Derating& r) { r.gqaKvRereads = 0.0; });
        const StepModel sh(*gqa.model, half.dep), sn(*gqa.model, none.dep);
        const double kv = batch.decodeContext * sn.kvBytesPerToken();
        // 64 heads over 8 KV heads: each KV head serves 8 query heads, half of the 7 extra re-read it.
        QCOMPARE(sh.step(batch).bytes - sn.step(batch).bytes, 0.5 * 7 * kv);
    }
};

QTEST_APPLESS_MAIN(TestDeployment)
#include "tst_deployment.moc"
