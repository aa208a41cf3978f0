#include "remote/agent/backends.h"

#include "remote/agent/host_facts.h"

#include <dlfcn.h>

#include <map>
#include <mutex>

namespace luma::agent {

const luma_backend* loadBackend(const std::string& name, std::string& why) {
    if (name == "cpu") return luma_cpu_backend();
    if (name != "cuda" && name != "hip") {
        why = "unknown backend \"" + name + "\"; known: cpu cuda hip";
        return nullptr;
    }
    static std::mutex mutex;
    static std::map<std::string, std::pair<const luma_backend*, std::string>> cache;
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(name);
    if (it == cache.end()) {
        const std::string path = selfDirectory() + "/libluma_kernels_" + name + ".so";
        const luma_backend* backend = nullptr;
        std::string reason;
        if (void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL)) {
            auto entry = reinterpret_cast<luma_backend_entry>(dlsym(lib, "luma_backend_get"));
            backend = entry ? entry() : nullptr;
            if (!backend)
                reason = path + " has no luma_backend_get";
            else if (backend->abi_version != LUMA_KERNELS_ABI_VERSION) {
                reason = path + " speaks kernel ABI " + std::to_string(backend->abi_version) + ", the agent " +
                         std::to_string(LUMA_KERNELS_ABI_VERSION);
                backend = nullptr;
            } else {
                char err[256] = {};
                if (backend->device_count(err, sizeof err) <= 0) {
                    reason = std::string(name) + " backend has no usable device: " + err;
                    backend = nullptr;
                }
            }
        } else {
            const char* e = dlerror();
            reason = "cannot load " + path + ": " + (e ? e : "unknown error");
        }
        it = cache.emplace(name, std::make_pair(backend, reason)).first;
    }
    why = it->second.second;
    return it->second.first;
}

} // namespace luma::agent
