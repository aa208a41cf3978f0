#include "core/model/host_fit.h"

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
// (an A100 40 GB is not an a100-80g). Neuron and TPU devices are told apart by backend only, and a
// measured host's by its shape (shapeDifference).
bool deviceOfType(const nlohmann::json& device, const HostNeeds& needs) {
    if (needs.backend == "neuron" || needs.backend == "tpu" || needs.profileHardware.is_object()) return true;
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

// What makes hosts of one shape (the nodes of a fleet, the same VM type on another day): the
// architecture, the CPUs the agent may use, and the accelerators by backend and name. Not the
// host name, the CPU's model string or clock, which a cloud's VM type does not fix, nor the
// memory, of which a state needs only enough (checked as for any host).
nlohmann::json shapeOf(const nlohmann::json& hardware) {
    nlohmann::json devices = nlohmann::json::array();
    const auto list = hardware.is_object() ? hardware.find("accelerators") : hardware.end();
    if (hardware.is_object() && list != hardware.end() && list->is_array())
        for (const auto& d : *list) devices.push_back(textAt(d, "backend") + " " + textAt(d, "name"));
    std::sort(devices.begin(), devices.end());
    const nlohmann::json cpu =
        hardware.is_object() ? hardware.value("cpu", nlohmann::json::object()) : nlohmann::json();
    return {{"arch", textAt(hardware, "arch")}, {"threads", numberAt(cpu, "threads")}, {"accelerators", devices}};
}

// "" when `host` is of the shape of the measured `hardware`; else what differs.
std::string shapeDifference(const nlohmann::json& hardware, const nlohmann::json& host) {
    const nlohmann::json a = shapeOf(hardware), b = shapeOf(host);
    if (a["arch"] != b["arch"]) return "its architecture";
    if (a["threads"] != b["threads"])
        return "its CPU threads (" + numberText(b["threads"].get<double>()) + ", measured " +
               numberText(a["threads"].get<double>()) + ")";
    if (a["accelerators"] != b["accelerators"]) return "its accelerators";
    return {};
}

} // namespace

HostNeeds hostNeeds(const Machine& machine) {
    HostNeeds n;
    n.type = machine.accelerator ? machine.accelerator->type : "";
    n.backend = machine.accelerator ? machine.accelerator->backend : "cpu";
    n.typeGib = machine.accelerator ? machine.accelerator->hbmGib : 0;
    n.acceleratorCount = machine.acceleratorCount;
    if (isMeasuredHost(machine) && machine.hostProfile.is_object())
        n.profileHardware = machine.hostProfile.value("hardware", nlohmann::json::object());
    return n;
}

bool hostMustBeTheMachine(const Machine& machine, const std::string& workloadBackend) {
    if (!machine.accelerator) return false;
    if (isMeasuredHost(machine)) return true;
    return !workloadBackend.empty() && workloadBackend != "cpu" && workloadBackend == machine.accelerator->backend;
}

std::string whyHostCannotRealise(const nlohmann::json& helloHost, const HostNeeds& needs,
                                 const std::map<std::string, double>& state) {
    if (needs.profileHardware.is_object()) {
        const std::string differs = shapeDifference(needs.profileHardware, helloHost);
        if (!differs.empty())
            return "it is not of the shape of the host " + needs.type + " was measured on: " + differs + " differ";
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
    // A catalog part has the catalog's memory (the space was checked against it): a driver that
    // reports 79.1 GiB of an 80 GiB H100 does not make hbm_gib 80 unrealisable.
    const double gib = level("hbm_gib", 0);
    const bool catalogPart = !needs.profileHardware.is_object() && needs.backend != "cpu";
    const double has = catalogPart ? std::max(d.gib, needs.typeGib) : d.gib;
    if (gib > has + 1e-9)
        return numberText(gib) + " GiB per accelerator asked, its " + d.name + " has " + numberText(d.gib);
    const double hostGib = level("host_memory_gib", 0);
    const double hostHas = numberAt(helloHost, "memory_gib");
    if (hostGib > hostHas + 1e-9)
        return numberText(hostGib) + " GiB of host memory asked, it has " + numberText(hostHas);
    return {};
}

} // namespace luma
