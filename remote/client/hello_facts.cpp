#include "remote/client/hello_facts.h"

#include <cmath>
#include <cstdio>

namespace luma::client {

namespace {

const nlohmann::json& member(const nlohmann::json& j, const char* key) {
    static const nlohmann::json none;
    if (!j.is_object()) return none;
    const auto it = j.find(key);
    return it == j.end() ? none : *it;
}

std::string number(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// A string or a number as text, at most 200 characters; "?" for anything else.
std::string text(const nlohmann::json& j, const char* key) {
    const auto& v = member(j, key);
    if (v.is_string()) return v.get<std::string>().substr(0, 200);
    if (v.is_number()) {
        const double d = v.get<double>();
        return d == std::floor(d) && std::fabs(d) < 1e15 ? number(d, 0) : number(d, 2);
    }
    return "?";
}

double value(const nlohmann::json& j, const char* key) {
    const auto& v = member(j, key);
    return v.is_number() ? v.get<double>() : 0;
}

bool flag(const nlohmann::json& j, const char* key) {
    const auto& v = member(j, key);
    return v.is_boolean() && v.get<bool>();
}

std::string lines(const std::vector<std::string>& items, const std::string& none) {
    std::string out;
    for (const auto& i : items) out += (out.empty() ? "" : "\n") + i;
    return out.empty() ? none : out;
}

} // namespace

Facts helloFacts(const nlohmann::json& hello) {
    Facts f;
    if (!hello.is_object()) return f;
    const auto& host = member(hello, "host");
    const auto& cpu = member(host, "cpu");
    f.emplace_back("agent", "luma-agent " + text(hello, "agent_version") + ", protocol " + text(hello, "protocol") +
                                ", build " + text(hello, "build_sha256"));
    f.emplace_back("host", text(host, "hostname"));
    f.emplace_back("OS", text(host, "os") + ", " + text(host, "kernel") + ", " + text(host, "arch"));
    std::string c = text(cpu, "model") + ", " + text(cpu, "threads") + " threads";
    if (value(cpu, "max_mhz") > 0) c += ", " + number(value(cpu, "max_mhz"), 0) + " MHz";
    f.emplace_back("CPU", c);
    f.emplace_back("memory", number(value(host, "memory_gib"), 1) + " GiB");
    std::vector<std::string> accelerators;
    if (const auto& list = member(host, "accelerators"); list.is_array())
        for (const auto& a : list) {
            std::string line = text(a, "backend") + " " + text(a, "index") + ": " + text(a, "name");
            if (value(a, "memory_gib") > 0) line += ", " + number(value(a, "memory_gib"), 1) + " GiB";
            accelerators.push_back(line);
        }
    f.emplace_back("accelerators", lines(accelerators, "none"));
    if (const auto& runtimes = member(host, "runtimes"); runtimes.is_array()) {
        std::vector<std::string> items;
        for (const auto& r : runtimes) {
            const bool available = flag(r, "available");
            std::string line = text(r, "name") + ": " + (available ? "available" : "unavailable");
            const std::string reason = text(r, "reason");
            if (!available && reason != "?" && !reason.empty()) line += " (" + reason + ")";
            items.push_back(line);
        }
        f.emplace_back("runtimes", lines(items, "none reported"));
    }
    if (const auto& kernels = member(host, "kernel_backends"); kernels.is_array()) {
        std::string k;
        for (const auto& b : kernels)
            k += (k.empty() ? "" : ", ") + text(b, "name") + (flag(b, "loaded") ? "" : " (not loaded)");
        f.emplace_back("kernel backends", k.empty() ? "none" : k);
    }
    return f;
}

} // namespace luma::client
