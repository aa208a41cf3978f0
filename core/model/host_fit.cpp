#include "core/model/host_fit.h"

#include "core/model/host_profile.h"
#include "core/util/number_text.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace luma {

namespace {

double numberAt(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return 0;
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? std::max(0.0, it->get<double>()) : 0;
}

std::string textAt(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>().substr(0, 200) : std::string();
}

// Lower-case alphanumeric tokens: "NVIDIA A100-SXM4-80GB" → nvidia a100 sxm4 80gb.
std::vector<std::string> tokens(const std::string& text) {
    std::vector<std::string> out(1);
    for (const char ch : text) {
        if (std::isalnum(static_cast<unsigned char>(ch)))
            out.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        else if (!out.back().empty())
            out.emplace_back();
    }
    if (out.back().empty()) out.pop_back();
    return out;
}

// A device is of a catalog type when its name holds the type's model token (the type's first
// part: "h100" of h100-sxm, "a100" of a100-80g, "l4" but not "l40s") and its memory is the type's
// (an A100 40 GB is not an a100-80g). Neuron and TPU devices are told apart by backend only.
bool deviceOfType(const nlohmann::json& device, const HostNeeds& needs) {
    if (needs.backend == "neuron" || needs.backend == "tpu") return true;
    const auto typeTokens = tokens(needs.type);
    if (typeTokens.empty()) return false;
    const auto name = tokens(textAt(device, "name"));
    if (std::find(name.begin(), name.end(), typeTokens.front()) == name.end()) return false;
    const double gib = numberAt(device, "memory_gib");
    return needs.typeGib <= 0 || gib >= 0.9 * needs.typeGib;
}

struct Devices {
    long long count = 0;
    double gib = 0; // the smallest device's memory
    std::string name;
};

Devices devicesOf(const nlohmann::json& host, const HostNeeds& needs) {
    Devices d;
    if (needs.backend == "cpu") {
        d.count = 1;
        d.gib = numberAt(host, "memory_gib");
        d.name = "CPU";
        return d;
    }
    const auto list = host.is_object() ? host.find("accelerators") : host.end();
    if (!host.is_object() || list == host.end() || !list->is_array()) return d;
    for (const auto& device : *list) {
        if (textAt(device, "backend") != needs.backend || !deviceOfType(device, needs)) continue;
        const double gib = numberAt(device, "memory_gib");
        d.gib = d.count == 0 ? gib : std::min(d.gib, gib);
        d.name = textAt(device, "name");
        if (++d.count >= 1'000'000) break;
    }
    return d;
}

// The machine's accelerator is its embedded host profile (calibrated or not).
bool isMeasuredHost(const Machine& m) {
    return m.accelerator && m.profileAccelerator && m.accelerator->type == m.profileAccelerator->type;
}

// Hosts of one shape (the nodes of a fleet) differ only in their names.
std::string sameShapeKey(nlohmann::json hardware) {
    if (hardware.is_object()) hardware.erase("hostname");
    return hostFactsSha256(hardware);
}

} // namespace

HostNeeds hostNeeds(const Machine& machine) {
    HostNeeds n;
    n.type = machine.accelerator ? machine.accelerator->type : "";
    n.backend = machine.accelerator ? machine.accelerator->backend : "cpu";
    n.typeGib = machine.accelerator ? machine.accelerator->hbmGib : 0;
    n.acceleratorCount = machine.acceleratorCount;
    if (isMeasuredHost(machine) && machine.hostProfile.is_object())
        n.profileFacts = sameShapeKey(machine.hostProfile.value("hardware", nlohmann::json::object()));
    return n;
}

bool hostMustBeTheMachine(const Machine& machine, const std::string& workloadBackend) {
    if (!machine.accelerator) return false;
    if (isMeasuredHost(machine)) return true;
    return !workloadBackend.empty() && workloadBackend != "cpu" && workloadBackend == machine.accelerator->backend;
}

std::string whyHostCannotRealise(const nlohmann::json& helloHost, const HostNeeds& needs,
                                 const std::map<std::string, double>& state) {
    if (!needs.profileFacts.empty()) {
        if (sameShapeKey(hostHardwareFacts(helloHost)) != needs.profileFacts)
            return "its hardware is not that of the host " + needs.type +
                   " was measured on (CPU, threads, memory or accelerators differ)";
        return {};
    }
    const Devices d = devicesOf(helloHost, needs);
    if (d.count == 0) return "it has no " + needs.type + " (" + needs.backend + " devices of that type)";
    const auto level = [&](const char* resource, double otherwise) {
        const auto it = state.find(resource);
        return it == state.end() ? otherwise : it->second;
    };
    const double count = level("accelerator_count", static_cast<double>(needs.acceleratorCount));
    if (count > static_cast<double>(d.count))
        return numberText(count) + " accelerators asked, it has " + std::to_string(d.count) + " " + d.name;
    const double gib = level("hbm_gib", 0);
    if (gib > d.gib + 1e-9)
        return numberText(gib) + " GiB per accelerator asked, its " + d.name + " has " + numberText(d.gib);
    const double hostGib = level("host_memory_gib", 0);
    const double hostHas = numberAt(helloHost, "memory_gib");
    if (hostGib > hostHas + 1e-9)
        return numberText(hostGib) + " GiB of host memory asked, it has " + numberText(hostHas);
    return {};
}

} // namespace luma
