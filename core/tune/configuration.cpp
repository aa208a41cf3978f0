#include "core/tune/configuration.h"

namespace luma {

namespace {

const KnobValue* valueOf(const Choices& ch, const Configuration& c, std::size_t k) {
    const int i = c.index[k];
    return i < 0 ? nullptr : &ch.knobs[k].values[static_cast<std::size_t>(i)];
}

// The intervention as the ranking copies it: no name, no spec (the predictor reads neither).
void pushBare(std::vector<Intervention>& out, const Intervention& iv) {
    out.emplace_back();
    Intervention& b = out.back();
    b.kind = iv.kind;
    b.precision = iv.precision;
    b.value = iv.value;
    b.acceptanceRate = iv.acceptanceRate;
    b.draftTokens = iv.draftTokens;
    b.draftCost = iv.draftCost;
    b.qualityEffect = iv.qualityEffect;
}

} // namespace

Configuration defaultConfiguration(const Choices& ch) {
    Configuration c;
    for (const auto& k : ch.knobs) c.index.push_back(k.defaultIndex);
    return c;
}

Configuration configurationAt(const Choices& ch, long long i) {
    Configuration c;
    c.index.assign(ch.knobs.size(), 0);
    for (std::size_t k = ch.knobs.size(); k-- > 0;) {
        const auto n = static_cast<long long>(ch.knobs[k].values.size());
        c.index[k] = static_cast<int>(i % n);
        i /= n;
    }
    return c;
}

void applyConfiguration(const Choices& ch, const Configuration& c, const Machine& m, AppliedConfiguration& w) {
    w.runtime = m.runtime;
    w.interventions.clear();
    w.state = MachineState{};
    w.problem.clear();
    long long replicas = 0;
    for (std::size_t k = 0; k < ch.knobs.size(); ++k) {
        const KnobValue* v = valueOf(ch, c, k);
        if (!v) continue;
        if (v->intervention) pushBare(w.interventions, *v->intervention);
        switch (ch.knobs[k].knob) {
        case Knob::ChunkedPrefill: w.runtime.chunkedPrefill = v->flag; break;
        case Knob::PipelineParallel: w.runtime.pipelineParallel = static_cast<int>(v->number); break;
        case Knob::Replicas: replicas = v->number; break;
        case Knob::AttentionDataParallel: w.runtime.attentionDataParallel = v->flag; break;
        case Knob::KvAdmission: w.runtime.kvAdmission = v->admission; break;
        default: break;
        }
    }
    if (replicas > 0) {
        // The replicas knob sizes the machine used: TP x PP accelerators each.
        int tp = w.runtime.tensorParallel;
        for (const auto& iv : w.interventions)
            if (iv.kind == InterventionKind::TensorParallel) tp = static_cast<int>(iv.value);
        const long long used =
            static_cast<long long>(std::max(tp, 1)) * std::max(w.runtime.pipelineParallel, 1) * replicas;
        if (tp <= 0)
            w.problem = "replicas needs a tensor_parallel degree (the machine's runtime sets none)";
        else if (used > m.acceleratorCount)
            w.problem = std::to_string(replicas) + " replicas of TP " + std::to_string(tp) + " x PP " +
                        std::to_string(w.runtime.pipelineParallel) + " need " + std::to_string(used) +
                        " accelerators; the machine has " + std::to_string(m.acceleratorCount);
        else
            w.state.acceleratorCount = used;
    }
}

std::vector<Intervention> runInterventions(const Choices& ch, const Configuration& c) {
    std::vector<Intervention> out;
    for (std::size_t k = 0; k < ch.knobs.size(); ++k)
        if (const KnobValue* v = valueOf(ch, c, k); v && v->intervention) out.push_back(*v->intervention);
    return out;
}

const KnobValue* backendOf(const Choices& ch, const Configuration& c) {
    for (std::size_t k = 0; k < ch.knobs.size(); ++k)
        if (ch.knobs[k].knob == Knob::Backend) return valueOf(ch, c, k);
    return nullptr;
}

nlohmann::json toJson(const Choices& ch, const Configuration& c) {
    nlohmann::json out = nlohmann::json::object();
    for (std::size_t k = 0; k < ch.knobs.size(); ++k)
        if (const KnobValue* v = valueOf(ch, c, k))
            out[knobName(ch.knobs[k].knob)] =
                ch.knobs[k].knob == Knob::Backend ? nlohmann::json(v->backendName) : v->value;
    return out;
}

std::string configurationKey(const Choices& ch, const Configuration& c) {
    std::string out;
    for (std::size_t k = 0; k < ch.knobs.size(); ++k)
        if (const KnobValue* v = valueOf(ch, c, k))
            out += (out.empty() ? "" : " ") + knobName(ch.knobs[k].knob) + "=" + v->text;
    return out.empty() ? "as the machine is" : out;
}

int changesFromDefault(const Choices& ch, const Configuration& c) {
    int n = 0;
    for (std::size_t k = 0; k < ch.knobs.size(); ++k) n += c.index[k] != ch.knobs[k].defaultIndex;
    return n;
}

} // namespace luma
