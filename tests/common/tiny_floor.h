#pragma once
// The tiny campaign's throughput floor on the host its machine.json was generated for, as
// packaging/dev.sh run sets it: the geometric mean of what the model predicts for one and two
// worker threads (compute_fraction 0.5 and 1) on the measured profile, so that compute binds on
// any 2-core host. The bundled 650 tok/s was cut for a slow VM: on a fast one every compute level
// passes, and the campaign's and the co-design loop's paths turn on noise.
#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/util/json_file.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <string>

namespace luma::test {

// Rewrites `dir`/contract-campaign.json with the floor for `dir`/machine.json; returns the floor
// (the bundled one where the model's one-thread figure is not below its two-thread one).
inline double setTinyFloorForHost(const std::string& dir) {
    const std::string file = dir + "/contract-campaign.json";
    nlohmann::json contract = readJsonFile(file);
    nlohmann::json probe = contract;
    probe["slo"]["throughput_tok_s_min"] = 1;
    const Contract c = parseContract(probe, file);
    const Machine m = loadMachine(dir + "/machine.json");
    const auto tokS = [&](double fraction) {
        MachineState s;
        s.computeFraction = fraction;
        return predict(c, resolveDeployment(m, c, s, {})).throughputTokS;
    };
    const double one = tokS(0.5), two = tokS(1.0);
    if (!(one > 0 && two > one)) return contract["slo"]["throughput_tok_s_min"].get<double>();
    const double floor = std::floor(std::sqrt(one * two));
    contract["slo"]["throughput_tok_s_min"] = floor;
    std::ofstream(file) << contract.dump(1);
    return floor;
}

} // namespace luma::test
