#pragma once
// The bundled tiny example qualified on this host, as packaging/dev.sh run does it: the host
// profiled, a machine generated from the profile, the campaign's floor cut for this host with
// packaging/tiny_floor.sh, the campaign run on the embedded agent (about a minute on 2 cores).
// bench_calibration and bench_tune measure on it. Needs LUMA_CLI and LUMA_SOURCE_DIR.
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>

namespace luma::bench {

namespace fs = std::filesystem;

inline int run(const std::string& command) {
    std::cerr << "+ " << command << '\n';
    return std::system(command.c_str());
}

inline std::string quoted(const std::string& s) { return "'" + s + "'"; }

// The tiny example qualified on this host with a machine generated from its measured profile.
inline std::string tinyProject(const fs::path& dir) {
    const std::string luma = quoted(LUMA_CLI);
    fs::remove_all(dir); // a fresh project: this host's profile, this build's runs
    fs::create_directories(dir);
    for (const auto& f : fs::directory_iterator(fs::path(LUMA_SOURCE_DIR) / "resources/examples/tiny"))
        if (f.path().filename() != "machine.json")
            fs::copy_file(f.path(), dir / f.path().filename(), fs::copy_options::overwrite_existing);
    const std::string d = dir.string();
    if (run(luma + " hosts profile local --db " + quoted(d + "/hosts.luma") + " --out " +
            quoted(d + "/host-profile.json") + " >&2") != 0 ||
        run(luma + " machine from-host --host-profile " + quoted(d + "/host-profile.json") + " --out " +
            quoted(d + "/machine.json") + " --name local-cpu --max-sequences 16 --max-batched-tokens 512 >&2") != 0 ||
        // The floor dev.sh run cuts for this host, so that compute binds here too (the bundled
        // floor passes every compute level of a fast host: too few runs to calibrate).
        run(quoted(std::string(LUMA_SOURCE_DIR) + "/packaging/tiny_floor.sh") + " " + luma + " " +
            quoted(d + "/machine.json") + " " + quoted(d + "/contract-campaign.json") + " " +
            quoted(d + "/contract-campaign.json") + " >&2") != 0 ||
        run(luma + " qualify " + quoted(d + "/campaign.json") + " --db " + quoted(d + "/tiny.luma") + " --quiet >&2") !=
            0)
        throw std::runtime_error("could not qualify the tiny example on this host");
    return d + "/tiny.luma";
}

} // namespace luma::bench
