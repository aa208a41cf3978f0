#include "remote/client/host_profiler.h"

#include "core/model/hf_import.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cmath>
#include <ctime>

namespace luma::client {

namespace {

constexpr double kRunTimeoutS = 180;

struct Step {
    AgentSession& session;
    const HostProfileOptions& options;

    void say(const std::string& line) const {
        if (options.progress) options.progress(line);
    }

    // One run of the agent's own workloads, as campaigns run them; its result event.
    nlohmann::json run(const std::string& name, const nlohmann::json& workload, const nlohmann::json& contract = {},
                       const nlohmann::json& state = {}) const {
        static std::atomic<long long> counter{0};
        nlohmann::json msg = {{"type", "run"},
                              {"run_id", "hostprofile-" + name + "-" + std::to_string(++counter)},
                              {"workload", workload}};
        if (!contract.is_null()) msg["contract"] = contract;
        if (!state.is_null()) msg["state"] = state;
        nlohmann::json e = session.runToCompletion(
            msg, [](const nlohmann::json&) {}, kRunTimeoutS, options.cancel);
        if (e.value("type", "") != "result")
            throw AgentError("host profile, " + name + ": the run failed (" + e.value("code", "error") +
                             "): " + e.value("message", e.dump()));
        const auto m = e.find("metrics");
        if (m == e.end() || !m->is_object())
            throw AgentError("host profile, " + name +
                             ": the agent's result has no metrics object: " + e.dump().substr(0, 200));
        return e;
    }
};

// A figure the profile rests on: a positive, finite number, or the agent's result is refused by name
// (a profile of zeros would be sealed and reused).
double measuredFigure(const nlohmann::json& result, const std::string& run, const char* key) {
    const nlohmann::json& metrics = result.at("metrics"); // Step::run checked it is an object
    const auto v = metrics.find(key);
    if (v == metrics.end() || !v->is_number() || !std::isfinite(v->get<double>()) || v->get<double>() <= 0)
        throw AgentError("host profile, " + run + ": the agent reported no positive metrics." + key + " (" +
                         (v == metrics.end() ? std::string("missing") : v->dump()) + ")");
    return v->get<double>();
}

nlohmann::json llamaConfig(int hidden, int intermediate, int layers, int heads, int vocab) {
    return {{"architectures", {"LlamaForCausalLM"}},
            {"model_type", "llama"},
            {"hidden_act", "silu"},
            {"hidden_size", hidden},
            {"intermediate_size", intermediate},
            {"num_hidden_layers", layers},
            {"num_attention_heads", heads},
            {"num_key_value_heads", heads},
            {"vocab_size", vocab},
            {"max_position_embeddings", 4096},
            {"rms_norm_eps", 1e-5},
            {"rope_theta", 10000.0},
            {"tie_word_embeddings", false},
            {"torch_dtype", "bfloat16"}};
}

// A synthetic serving experiment: offline arrivals, so nothing waits on the wall clock.
struct Shape {
    nlohmann::json config;
    std::string weights = "bf16";
    long long isl = 4, osl = 64, requests = 16, maxSequences = 1, maxBatchedTokens = 512;
};

nlohmann::json contractOf(const Shape& s) {
    return {{"schema", "luma.contract/1"},
            {"name", "hostprofile-probe"},
            {"model", {{"hf_config", s.config}}},
            {"precision", {{"weights", s.weights}, {"kv_cache", "bf16"}, {"activations", "bf16"}}},
            {"workload",
             {{"input_tokens", s.isl},
              {"output_tokens", s.osl},
              {"arrival", {{"kind", "offline"}, {"requests", s.requests}}}}},
            {"slo", {{"success_rate_min", 0.5}}}};
}

nlohmann::json emulatorOf(const Shape& s, const std::string& backend) {
    return {{"kind", "llm-emulator"},
            {"backend", backend},
            {"max_sequences", s.maxSequences},
            {"max_batched_tokens", s.maxBatchedTokens},
            {"max_seconds", kRunTimeoutS - 10}};
}

// What one emulator run did: its GEMM FLOPs, mean sequences and layers per iteration, time.
struct Served {
    double flops = 0, iterations = 1, seconds = 0, sequences = 1, layers = 1;
    double stepS() const { return seconds / iterations; }
};

Served serve(const Step& step, const std::string& name, const Shape& s, const nlohmann::json& state = {}) {
    const nlohmann::json e = step.run(name, emulatorOf(s, step.options.backend), contractOf(s), state);
    const auto& m = e.at("metrics");
    const auto number = [&m](const char* key, double fallback) {
        const auto v = m.find(key);
        return v != m.end() && v->is_number() ? v->get<double>() : fallback;
    };
    if (number("success_rate", 0.0) < 1.0)
        throw AgentError("host profile, " + name + ": the emulator did not complete its requests: " + e.dump());
    const ModelShape shape = importHfConfig(s.config, "host profile " + name);
    Served r;
    const double tokens = static_cast<double>(s.requests * (s.isl + s.osl - 1));
    const double sampled = static_cast<double>(s.requests * s.osl);
    r.flops = 2.0 * shape.layers * (shape.attentionParamsPerLayer + shape.denseMlpParams) * tokens +
              2.0 * shape.lmHeadParams * sampled;
    r.iterations = std::max(1.0, number("iterations", 1.0));
    r.seconds = measuredFigure(e, name, "duration_s");
    r.sequences = sampled / r.iterations;
    r.layers = shape.layers;
    return r;
}

// it + layers * layer + sequences * seq = step time - GEMM time, for three runs (Cramer's rule).
std::array<double, 3> fitOverheads(const std::array<Served, 3>& runs, double gemmFlopsPerS) {
    double a[3][3], y[3];
    for (int i = 0; i < 3; ++i) {
        a[i][0] = 1;
        a[i][1] = runs[i].layers;
        a[i][2] = runs[i].sequences;
        y[i] = runs[i].stepS() - runs[i].flops / runs[i].iterations / gemmFlopsPerS;
    }
    auto det = [](double m[3][3]) {
        return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
               m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    };
    const double d = det(a);
    std::array<double, 3> x{0, 0, 0};
    if (std::fabs(d) < 1e-12) return x;
    for (int c = 0; c < 3; ++c) {
        double m[3][3];
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) m[i][j] = j == c ? y[i] : a[i][j];
        x[static_cast<std::size_t>(c)] = std::max(0.0, det(m) / d * 1e6); // µs; noise may dip below 0
    }
    return x;
}

std::string utcNow() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

std::string profileName(const std::string& hostname) {
    std::string out = "host-";
    for (char c : hostname) {
        const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        out += std::isalnum(static_cast<unsigned char>(l)) || l == '-' || l == '.' ? l : '-';
    }
    return out == "host-" ? "host-unnamed" : out;
}

// Device, capacity and compute units of the backend, as the hello states them.
void describeBackend(HostProfile& p, const nlohmann::json& host) {
    const nlohmann::json cpu = host.value("cpu", nlohmann::json::object());
    p.device = cpu.is_object() ? cpu.value("model", std::string("cpu")) : "cpu";
    p.computeUnits = cpu.is_object() ? cpu.value("threads", 1LL) : 1;
    p.memoryGib = host.value("memory_gib", 0.0);
    if (p.backend == "cpu" || !host.contains("accelerators") || !host["accelerators"].is_array()) return;
    for (const auto& a : host["accelerators"])
        if (a.is_object() && a.value("backend", "") == p.backend) {
            p.device = a.value("name", p.backend);
            p.computeUnits = a.value("multiprocessors", 1LL);
            p.memoryGib = a.value("memory_gib", p.memoryGib);
            return;
        }
}

// The agent's bandwidth and compute probes, as `luma probe` runs them.
void probeMemoryAndCompute(const Step& step, HostProfile& p) {
    const HostProfileOptions& o = step.options;
    const double mib = o.quick ? 16 : 512;
    step.say("bandwidth probe (" + std::to_string(static_cast<int>(mib)) + " MiB)");
    const nlohmann::json bw = step.run(
        "bandwidth", {{"kind", "bandwidth"}, {"backend", o.backend}, {"mib", mib}, {"repeats", o.quick ? 2 : 5}});
    p.streamGbps = measuredFigure(bw, "bandwidth", "gbps");
    if (const auto k = bw.at("metrics").find("kernels"); k != bw.at("metrics").end() && k->is_object())
        for (auto it = k->begin(); it != k->end(); ++it)
            if (it->is_number()) p.streamKernels[it.key()] = it->get<double>();
    if (bw.contains("device") && bw["device"].is_string() && o.backend != "cpu") p.device = bw["device"];

    const double seconds = o.quick ? 0.1 : 1.0;
    step.say("compute probe (FP32 FMA, " + std::to_string(seconds).substr(0, 3) + " s)");
    p.fmaGflops = measuredFigure(
        step.run("compute", {{"kind", "compute"}, {"backend", o.backend}, {"seconds", seconds}}), "compute", "gflops");
    p.probes["bandwidth_mib"] = mib;
    p.probes["compute_s"] = seconds;
}

// The GEMM runs at each weight format with all workers, and (a CPU host) bf16 with 1, 2, 4, ... of
// them: a share of a CPU is not that share of its rate (a parallel-for joins its workers; the cores
// share caches and memory). Rounds of all, interleaved, after one run left out: the first runs
// after the compute probe ran at half speed here. The fastest of each.
struct GemmRuns {
    std::map<std::string, Served> formats;    // all workers
    std::map<long long, Served> fewerWorkers; // bf16, by worker count
};

GemmRuns measureGemms(const Step& step, const HostProfile& p, Shape gemm) {
    const HostProfileOptions& o = step.options;
    struct Kind {
        std::string format;
        long long workers = 0; // 0: all, no state
    };
    std::vector<Kind> kinds;
    for (const auto& format : hostProfileFormats()) kinds.push_back({format, 0});
    if (o.backend == "cpu")
        for (long long k = 1; k < p.computeUnits; k *= 2) kinds.push_back({"bf16", k});
    step.say("emulator GEMMs: " + std::to_string(hostProfileFormats().size()) + " weight formats" +
             (kinds.size() > hostProfileFormats().size() ? ", bf16 with fewer workers" : ""));
    serve(step, "gemm-warm-up", gemm);
    GemmRuns best;
    for (int round = 0; round < (o.quick ? 1 : 3); ++round)
        for (const Kind& kind : kinds) {
            gemm.weights = kind.format;
            const std::string name = "gemm-" + kind.format + (kind.workers ? "-" + std::to_string(kind.workers) : "");
            const Served r =
                serve(step, name, gemm, kind.workers ? nlohmann::json{{"threads", kind.workers}} : nlohmann::json());
            Served& kept = kind.workers ? best.fewerWorkers[kind.workers] : best.formats[kind.format];
            if (round == 0 || r.seconds < kept.seconds) kept = r;
        }
    return best;
}

// The emulator's GEMM rate per weight format, its overheads and its memory reserve.
void measureEmulator(const Step& step, HostProfile& p) {
    const HostProfileOptions& o = step.options;
    // GEMMs at each weight format: prefill-heavy, so the linear kernels dominate.
    Shape gemm;
    // Short prompts keep prefill attention (which the predictor costs apart) a sliver; a width of
    // 256 sits mid-way in the kernels' shape range (128 to 512 wide: within about 30 % here).
    gemm.config = o.quick ? llamaConfig(128, 384, 1, 4, 256) : llamaConfig(256, 768, 2, 4, 256);
    gemm.isl = 32;
    gemm.osl = 2;
    gemm.requests = o.quick ? 4 : 16;
    gemm.maxSequences = gemm.requests;
    const GemmRuns gemmRuns = measureGemms(step, p, gemm);
    auto rate = [](const Served& s, double overheadS) {
        return s.flops / std::max(1e-9, s.seconds - overheadS * s.iterations);
    };

    // Overheads: a model so small that its GEMMs are a sliver of each iteration.
    step.say("emulator overheads (1 and 16 layers, 1 and 16 sequences)");
    Shape small;
    small.config = llamaConfig(16, 32, 1, 1, 32);
    small.osl = o.quick ? 16 : 64;
    small.requests = o.quick ? 4 : 16;
    Shape deep = small;
    deep.config = llamaConfig(16, 32, 16, 1, 32);
    Shape wide = small;
    wide.maxSequences = 16;
    wide.requests = o.quick ? 16 : 64;
    // Rounds of the three, interleaved, so that each sees the host's load alike; the fastest of each.
    std::array<Served, 3> runs;
    const std::array<std::pair<const char*, const Shape*>, 3> shapes = {
        {{"overhead-1-layer", &small}, {"overhead-16-layers", &deep}, {"overhead-16-sequences", &wide}}};
    for (int round = 0; round < (o.quick ? 2 : 7); ++round)
        for (std::size_t i = 0; i < 3; ++i) {
            const Served r = serve(step, shapes[i].first, *shapes[i].second);
            if (round == 0 || r.seconds < runs[i].seconds) runs[i] = r;
        }
    const auto& [one, sixteen, batch] = runs;
    const auto overheads = fitOverheads(runs, rate(gemmRuns.formats.at("bf16"), 0));
    p.iterationOverheadUs = overheads[0];
    p.layerOverheadUs = overheads[1];
    p.sequenceOverheadUs = overheads[2];
    // The GEMM rates without the overheads, which the predictor adds apart (and which do not
    // speed up with more workers: left in, they would pull a few workers' share towards 1).
    const auto gemmRate = [&](const Served& run) {
        const double overheadS =
            (p.iterationOverheadUs + run.layers * p.layerOverheadUs + run.sequences * p.sequenceOverheadUs) * 1e-6;
        return rate(run, overheadS);
    };
    for (const auto& format : hostProfileFormats()) p.gemmGflops[format] = gemmRate(gemmRuns.formats.at(format)) / 1e9;
    p.computeScaling.clear();
    if (o.backend == "cpu") p.computeScaling[p.computeUnits] = 1.0;
    for (const auto& [workers, run] : gemmRuns.fewerWorkers)
        p.computeScaling[workers] = gemmRate(run) / gemmRate(gemmRuns.formats.at("bf16"));

    // The memory the emulator keeps beside weights and KV: what an out-of-memory run at a minimal
    // token budget says it needed, less the weights and one sequence's KV.
    step.say("emulator memory reserve");
    Shape tight = small;
    tight.maxBatchedTokens = tight.isl;
    const nlohmann::json oom =
        step.run("memory-reserve", emulatorOf(tight, o.backend), contractOf(tight), {{"hbm_gib", 1.0 / 1024 / 1024}});
    const nlohmann::json mem = oom.value("memory", nlohmann::json::object());
    p.runtimeReserveGib = std::max(0.0, mem.value("needed_gib", 0.0) - mem.value("weights_gib", 0.0) -
                                            mem.value("kv_per_sequence_gib", 0.0));
    p.probes["gemm_model"] = {{"hidden", gemm.config["hidden_size"]}, {"layers", gemm.config["num_hidden_layers"]}};
    p.probes["gemm_tokens"] = gemm.requests * (gemm.isl + gemm.osl - 1);
    p.probes["overhead_steps_s"] = {one.stepS(), sixteen.stepS(), batch.stepS()};
}

} // namespace

bool profileMatchesHello(const HostProfile& profile, const nlohmann::json& hello, const std::string& backend) {
    return profile.backend == backend && profile.agentSha256 == hello.value("build_sha256", "") &&
           profile.factsSha256 == hostFactsSha256(hostHardwareFacts(hello.value("host", nlohmann::json::object())));
}

HostProfile measureHostProfile(AgentSession& session, const std::string& host, const HostProfileOptions& o) {
    const auto start = std::chrono::steady_clock::now();
    const nlohmann::json& hello = session.hello();
    const nlohmann::json helloHost = hello.value("host", nlohmann::json::object());
    HostProfile p;
    p.host = host;
    p.backend = o.backend;
    p.agentVersion = hello.value("agent_version", "");
    p.agentSha256 = hello.value("build_sha256", "");
    p.hardware = hostHardwareFacts(helloHost);
    p.name = profileName(helloHost.value("hostname", ""));
    p.measuredAt = utcNow();
    describeBackend(p, helloHost);
    const Step step{session, o};

    p.probes = {{"quick", o.quick}};
    probeMemoryAndCompute(step, p);
    measureEmulator(step, p);
    p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return sealHostProfile(std::move(p));
}

} // namespace luma::client
