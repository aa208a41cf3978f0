#include "remote/agent/host_facts.h"

#include "remote/agent/process.h"

#include "core/util/sha256.h"
#include "core/util/units.h"
#include "kernels.h"

#include <dlfcn.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace luma::agent {

namespace {

std::string osName() {
    std::ifstream in("/etc/os-release");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("PRETTY_NAME=", 0) == 0) {
            std::string v = line.substr(12);
            if (v.size() >= 2 && v.front() == '"') v = v.substr(1, v.size() - 2);
            return v;
        }
    return "unknown";
}

// A symbol from a library opened at run time, typed by the caller.
template <typename F>
F symbol(void* lib, const char* name) {
    return reinterpret_cast<F>(dlsym(lib, name));
}

std::string dlerrorText() {
    const char* e = dlerror();
    return e ? e : "unknown dlopen error";
}

nlohmann::json discoverCuda(nlohmann::json& accelerators) {
    void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return {{"name", "cuda"}, {"available", false}, {"reason", "no NVIDIA driver (" + dlerrorText() + ")"}};
    using Init = int (*)(unsigned);
    using Count = int (*)(int*);
    using Get = int (*)(int*, int);
    using Name = int (*)(char*, int, int);
    using Mem = int (*)(size_t*, int);
    using Attr = int (*)(int*, int, int);
    using ErrStr = int (*)(int, const char**);
    auto cuInit = symbol<Init>(lib, "cuInit");
    auto cuCount = symbol<Count>(lib, "cuDeviceGetCount");
    auto cuGet = symbol<Get>(lib, "cuDeviceGet");
    auto cuName = symbol<Name>(lib, "cuDeviceGetName");
    auto cuMem = symbol<Mem>(lib, "cuDeviceTotalMem_v2");
    auto cuAttr = symbol<Attr>(lib, "cuDeviceGetAttribute");
    auto cuErr = symbol<ErrStr>(lib, "cuGetErrorString");
    if (!cuInit || !cuCount || !cuGet || !cuName || !cuMem || !cuAttr)
        return {{"name", "cuda"}, {"available", false}, {"reason", "libcuda.so.1 lacks the driver API symbols"}};
    int rc = cuInit(0);
    if (rc != 0) {
        const char* text = nullptr;
        if (cuErr) cuErr(rc, &text);
        return {{"name", "cuda"},
                {"available", false},
                {"reason", std::string("cuInit failed: ") + (text ? text : std::to_string(rc))}};
    }
    int count = 0;
    cuCount(&count);
    // NVML adds power limits; it is optional.
    void* nvml = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    using NvInit = int (*)();
    using NvHandle = int (*)(unsigned, void**);
    using NvPower = int (*)(void*, unsigned*);
    NvHandle nvHandle = nullptr;
    NvPower nvLimit = nullptr;
    if (nvml) {
        auto nvInit = symbol<NvInit>(nvml, "nvmlInit_v2");
        nvHandle = symbol<NvHandle>(nvml, "nvmlDeviceGetHandleByIndex_v2");
        nvLimit = symbol<NvPower>(nvml, "nvmlDeviceGetEnforcedPowerLimit");
        if (!nvInit || nvInit() != 0) nvHandle = nullptr;
    }
    for (int i = 0; i < count; ++i) {
        int dev = 0;
        cuGet(&dev, i);
        char name[256] = {};
        cuName(name, sizeof name - 1, dev);
        size_t bytes = 0;
        cuMem(&bytes, dev);
        int sms = 0, major = 0, minor = 0;
        cuAttr(&sms, 16, dev);   // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
        cuAttr(&major, 75, dev); // COMPUTE_CAPABILITY_MAJOR
        cuAttr(&minor, 76, dev); // COMPUTE_CAPABILITY_MINOR
        nlohmann::json a = {
            {"backend", "cuda"},      {"index", i},
            {"name", name},           {"memory_gib", bytes / kGiB},
            {"multiprocessors", sms}, {"compute_capability", std::to_string(major) + "." + std::to_string(minor)}};
        void* handle = nullptr;
        unsigned milliwatts = 0;
        if (nvHandle && nvLimit && nvHandle(static_cast<unsigned>(i), &handle) == 0 &&
            nvLimit(handle, &milliwatts) == 0)
            a["power_limit_w"] = milliwatts / 1000.0;
        accelerators.push_back(a);
    }
    return {{"name", "cuda"},
            {"available", count > 0},
            {"devices", count},
            {"nvml", nvHandle != nullptr},
            {"reason", count > 0 ? "" : "the driver reports no CUDA device"}};
}

nlohmann::json discoverHip(nlohmann::json& accelerators) {
    void* lib = dlopen("libamdhip64.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = dlopen("libamdhip64.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return {{"name", "hip"}, {"available", false}, {"reason", "no ROCm runtime (" + dlerrorText() + ")"}};
    using Count = int (*)(int*);
    using Name = int (*)(char*, int, int);
    using Mem = int (*)(size_t*, int);
    auto count = symbol<Count>(lib, "hipGetDeviceCount");
    auto name = symbol<Name>(lib, "hipDeviceGetName");
    auto mem = symbol<Mem>(lib, "hipDeviceTotalMem");
    int n = 0;
    if (!count || count(&n) != 0 || n == 0)
        return {{"name", "hip"}, {"available", false}, {"reason", "the HIP runtime reports no device"}};
    for (int i = 0; i < n; ++i) {
        char text[256] = {};
        size_t bytes = 0;
        if (name) name(text, sizeof text - 1, i);
        if (mem) mem(&bytes, i);
        accelerators.push_back({{"backend", "hip"}, {"index", i}, {"name", text}, {"memory_gib", bytes / kGiB}});
    }
    return {{"name", "hip"}, {"available", true}, {"devices", n}};
}

bool onPath(const std::string& program) {
    const char* path = std::getenv("PATH");
    std::stringstream dirs(path ? path : "");
    std::string dir;
    while (std::getline(dirs, dir, ':'))
        if (!dir.empty() && access((dir + "/" + program).c_str(), X_OK) == 0) return true;
    return false;
}

nlohmann::json discoverNeuron(nlohmann::json& accelerators) {
    if (!onPath("neuron-ls"))
        return {{"name", "neuron"}, {"available", false}, {"reason", "neuron-ls not found (no AWS Neuron SDK)"}};
    ProcessResult r = runProcess({"neuron-ls", "--json-output"}, {}, 10.0, nullptr);
    if (!r.started || r.exitCode != 0)
        return {
            {"name", "neuron"}, {"available", false}, {"reason", "neuron-ls failed: " + tail(r.startError + r.err, 3)}};
    nlohmann::json list = nlohmann::json::parse(r.out, nullptr, false);
    if (!list.is_array())
        return {{"name", "neuron"}, {"available", false}, {"reason", "neuron-ls printed no JSON list"}};
    int n = 0;
    for (const auto& d : list) {
        nlohmann::json a = {{"backend", "neuron"}, {"index", n++}};
        for (const char* key : {"neuron_device", "nc_count", "memory_size", "model"})
            if (d.contains(key)) a[key] = d[key];
        accelerators.push_back(a);
    }
    return {{"name", "neuron"}, {"available", n > 0}, {"devices", n}};
}

nlohmann::json discoverTpu(nlohmann::json& accelerators) {
    int n = 0;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/dev", ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("accel", 0) != 0) continue;
        accelerators.push_back({{"backend", "tpu"}, {"index", n++}, {"device", entry.path().string()}});
    }
    if (n == 0) return {{"name", "tpu"}, {"available", false}, {"reason", "no /dev/accel* devices"}};
    return {{"name", "tpu"}, {"available", true}, {"devices", n}};
}

nlohmann::json kernelBackends() {
    nlohmann::json list = nlohmann::json::array();
    list.push_back({{"name", "cpu"}, {"loaded", true}});
    for (const char* name : {"cuda", "hip"}) {
        const std::string path = selfDirectory() + "/libluma_kernels_" + name + ".so";
        if (!std::filesystem::exists(path)) {
            list.push_back(
                {{"name", name}, {"loaded", false}, {"reason", "not built into this agent (" + path + " missing)"}});
            continue;
        }
        void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!lib) {
            list.push_back({{"name", name}, {"loaded", false}, {"reason", dlerrorText()}});
            continue;
        }
        auto entry = symbol<luma_backend_entry>(lib, "luma_backend_get");
        const luma_backend* b = entry ? entry() : nullptr;
        char err[256] = {};
        int devices = b ? b->device_count(err, sizeof err) : -1;
        list.push_back({{"name", name},
                        {"loaded", devices > 0},
                        {"devices", std::max(devices, 0)},
                        {"reason", devices > 0 ? "" : (b ? std::string(err) : "no luma_backend_get in " + path)}});
    }
    return list;
}

} // namespace

std::string selfDirectory() {
    std::error_code ec;
    auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? "." : exe.parent_path().string();
}

std::string selfSha256() {
    std::ifstream in("/proc/self/exe", std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return sha256Hex(bytes.str());
}

nlohmann::json discoverAccelerators() {
    nlohmann::json accelerators = nlohmann::json::array();
    nlohmann::json backends = nlohmann::json::array();
    backends.push_back(discoverCuda(accelerators));
    backends.push_back(discoverHip(accelerators));
    backends.push_back(discoverNeuron(accelerators));
    backends.push_back(discoverTpu(accelerators));
    return {{"accelerators", accelerators}, {"runtimes", backends}, {"kernel_backends", kernelBackends()}};
}

nlohmann::json hostFacts() {
    utsname u{};
    uname(&u);
    const luma_backend* cpu = luma_cpu_backend();
    luma_device_info info{};
    char err[128] = {};
    cpu->device_info(0, &info, err, sizeof err);
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    nlohmann::json facts = {
        {"hostname", host},
        {"os", osName()},
        {"kernel", std::string(u.sysname) + " " + u.release},
        {"arch", u.machine},
        {"cpu", {{"model", info.name}, {"threads", info.compute_units}, {"max_mhz", info.clock_mhz}}},
        {"memory_gib", static_cast<double>(info.memory_bytes) / kGiB},
    };
    facts.update(discoverAccelerators());
    return facts;
}

} // namespace luma::agent
