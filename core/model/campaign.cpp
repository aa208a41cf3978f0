#include "core/model/campaign.h"

#include "core/model/feasibility.h"
#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"

namespace luma {

namespace {

// A referenced spec: a path relative to the campaign, or the object inline.
nlohmann::json referenced(JsonReader& r, const char* key, const std::filesystem::path& file,
                          std::filesystem::path& where) {
    const auto& v = r.raw(key);
    if (v.is_string()) {
        where = resolveBeside(file, v.get<std::string>());
        try {
            return readJsonFile(where);
        } catch (const SpecError& e) {
            r.fail(key, e.what());
        }
    }
    if (!v.is_object()) r.fail(key, "expected a path to a JSON file or an inline object");
    where = file;
    return v;
}

// The measured hosts an accelerator dimension may name, and the dimension's requirements.
void readHostProfiles(JsonReader& top, const std::filesystem::path& path, Campaign& c) {
    if (top.has("host_profiles")) {
        const auto& list = top.array("host_profiles");
        nlohmann::json inlined = nlohmann::json::array();
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string key = "host_profiles[" + std::to_string(i) + "]";
            if (list[i].is_string()) {
                const std::filesystem::path where = resolveBeside(path, list[i].get<std::string>());
                try {
                    c.hostProfiles.push_back(loadHostProfile(where));
                } catch (const SpecError& e) {
                    top.fail(key, e.what());
                }
            } else if (list[i].is_object()) {
                c.hostProfiles.push_back(parseHostProfile(list[i], path, key));
            } else {
                top.fail(key, "expected a path to a luma.hostprofile/1 file or an inline one");
            }
            inlined.push_back(c.hostProfiles.back().spec);
        }
        c.spec["host_profiles"] = inlined;
    } else {
        top.allow({"host_profiles"});
    }
    if (!c.space.acceleratorTypes.empty() && !c.machine)
        top.fail("machine", "the space's accelerator dimension varies the machine's accelerator: the campaign "
                            "needs a machine");
}

} // namespace

Campaign loadCampaign(const std::filesystem::path& path) { return parseCampaign(readJsonFile(path), path); }

Campaign parseCampaign(const nlohmann::json& doc, const std::filesystem::path& path) {
    const std::string file = path.string();
    JsonReader top(doc, file);
    top.expectSchema("luma.campaign/1");
    Campaign c;
    c.file = file;
    c.name = top.string("name");
    c.spec = doc;

    std::filesystem::path where;
    nlohmann::json contract = referenced(top, "contract", path, where);
    c.contract = parseContract(contract, where == path ? std::filesystem::path(file + " (contract)") : where);
    c.spec["contract"] = c.contract.spec;
    if (top.has("machine")) {
        nlohmann::json machine = referenced(top, "machine", path, where);
        c.machine = parseMachine(machine, where == path ? std::filesystem::path(file + " (machine)") : where);
        c.spec["machine"] = c.machine->spec;
    }
    nlohmann::json space = referenced(top, "space", path, where);
    c.space = parseSpace(space, where == path ? std::filesystem::path(file + " (space)") : where, true);
    c.spec["space"] = c.space.spec;

    c.workload = top.raw("workload"); // as written: the campaign's hash covers it unchanged
    c.workloadSpec = parseWorkload(c.workload, file, "workload");
    if (!c.workloadSpec.givesVerdict())
        throw SpecError(file, "workload.kind",
                        "a " + c.workloadSpec.kindName() +
                            " probe gives no verdict; a campaign needs llm-emulator or command");
    if (c.workloadSpec.kind() == WorkloadKind::LlmEmulator && !c.contract.model)
        top.fail("contract", "the llm-emulator workload needs a contract with a model");
    // A contract no machine can pass is refused before any run, not qualified to a FAIL everywhere.
    requireFeasible(c.contract);

    if (top.has("interventions"))
        c.interventions = parseInterventions(top.raw("interventions"), file, "interventions");
    else
        top.allow({"interventions"});
    if (auto s = top.optObject("search")) {
        c.search.noiseBand = s->optNonNegative("noise_band").value_or(c.search.noiseBand);
        c.search.maxRepeats =
            static_cast<int>(s->optInteger("max_repeats", 1, JsonReader::kMaxInt).value_or(c.search.maxRepeats));
        c.search.flipRate = s->optNonNegative("flip_rate").value_or(0);
        if (c.search.flipRate >= 0.5)
            s->fail("flip_rate", "must be below 0.5 (a verdict that flips half the time says nothing)");
        c.search.errorTarget = s->optFraction("error_target").value_or(c.search.errorTarget);
        c.search.useModel = s->optBool("use_model").value_or(true);
        s->finish();
    }
    if (top.has("hosts")) {
        const auto& hosts = top.array("hosts");
        for (std::size_t i = 0; i < hosts.size(); ++i) {
            if (!hosts[i].is_string()) top.fail("hosts[" + std::to_string(i) + "]", "expected a host name");
            c.hosts.push_back(hosts[i].get<std::string>());
        }
    } else {
        c.hosts = {"local"};
        top.allow({"hosts"});
    }
    readHostProfiles(top, path, c);
    c.gates = readGates(top, c.workloadSpec.kind());
    top.allow({"description"});
    top.finish();
    c.hash = contentHash(c.spec);
    return c;
}

} // namespace luma
