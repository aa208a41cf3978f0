#pragma once
// The bundled tiny campaign (resources/examples/tiny) on a profiled host, as packaging/dev.sh run
// sets it up: the example's files copied to a folder, machine.json generated from a host profile
// (luma machine from-host: the emulator's runtime of 16 sequences and 512 batched tokens), and
// the host's true behaviour for HostModelExecutor. The profile is the development VM's
// (tests/data/hostprofile/dev-vm.json, measured by luma hosts profile local at load 2.6).
#include "host_model_executor.h"
#include "specs.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/model/host_machine.h"
#include "core/model/host_profile.h"
#include "core/qualify/qualifier.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

namespace luma::test {

inline HostProfile devVmProfile() { return loadHostProfile(sourcePath("tests/data/hostprofile/dev-vm.json")); }

// The dev VM as it serves when no other program holds a core. Its profile was measured at load
// 2.6, where two worker threads ran as one: the profile's GEMM rates are one core's, and its model
// makes one thread 266 tok/s and two 532 on the tiny campaign. The emulator made 490-555 tok/s
// with one thread and a core to itself; two threads, each with a core, are taken to make 1.6 times
// that (a guess: the VM never had both cores free while this was measured). That is the profile's
// step model with 2.6 times its GEMM rate and 7.5 ms more per iteration (dispatch that does not
// shrink with threads), and the emulator's memory (HostModelExecutor). Noise: 2 %, inside the
// campaign's 5 % band.
inline HostTruth devVmTruth() {
    HostTruth t;
    t.derating = hostProfileAccelerator(devVmProfile()).derating;
    t.derating.gemm *= 2.6;
    t.derating.stepOverheadUs += 7500;
    t.noise = 0.02;
    return t;
}

// Copies the example into `dir` with machine.json from `profile`; `edit` changes the campaign
// document before it is written. Returns the campaign file.
template <class Edit>
std::string writeTinyOnHost(const std::string& dir, const HostProfile& profile, Edit edit) {
    namespace fs = std::filesystem;
    for (const auto& f : fs::directory_iterator(sourcePath("resources/examples/tiny")))
        if (f.path().extension() == ".json" && f.path().filename() != "machine.json")
            fs::copy_file(f.path(), fs::path(dir) / f.path().filename(), fs::copy_options::overwrite_existing);
    Runtime runtime;
    runtime.maxSequences = 16;
    runtime.maxBatchedTokens = 512;
    std::ofstream(dir + "/machine.json") << hostMachineJson(profile, "local-cpu", runtime).dump(1);
    nlohmann::json campaign;
    std::ifstream(dir + "/campaign.json") >> campaign;
    edit(campaign);
    const std::string file = dir + "/campaign.json";
    std::ofstream(file) << campaign.dump(1);
    return file;
}

inline std::string writeTinyOnHost(const std::string& dir, const HostProfile& profile) {
    return writeTinyOnHost(dir, profile, [](nlohmann::json&) {});
}

// The example qualified into `dir`/project.luma on the dev VM's profile and truth, model-guided
// (as bundled: the campaign recalibrates as its runs arrive) or model-free. Returns the report.
inline QualifyReport qualifyTinyOnHost(const std::string& dir, bool useModel) {
    const std::string file =
        writeTinyOnHost(dir, devVmProfile(), [&](nlohmann::json& c) { c["search"]["use_model"] = useModel; });
    const Campaign c = loadCampaign(file);
    EvidenceStore store(dir + "/project.luma");
    HostModelExecutor host(c, devVmTruth());
    return qualify(c, store, host, {});
}

} // namespace luma::test
