#pragma once
// One function per subcommand; each takes the arguments after its name and returns the exit code.
#include <string>
#include <vector>

namespace luma::cli {

using ArgList = std::vector<std::string>;

int importHf(const ArgList& args);
int catalog(const ArgList& args);
int predictCommand(const ArgList& args);
int exploreCommand(const ArgList& args);
int fleetCommand(const ArgList& args); // cmd_explore_mix.cpp: the cheapest mix of a mixed fleet
int probeCommand(const ArgList& args);
int agentRunCommand(const ArgList& args);
int qualifyCommand(const ArgList& args);
int showCommand(const ArgList& args);
int exportCommand(const ArgList& args);
int reportCommand(const ArgList& args);
int verifyBundleCommand(const ArgList& args);
int checkCommand(const ArgList& args);
int importCommand(const ArgList& args);
int hostsCommand(const ArgList& args);
int hostsProfile(const ArgList& args); // `hosts profile …`, the arguments after `hosts`
int machineCommand(const ArgList& args);
int calibrateCommand(const ArgList& args);
int insightsCommand(const ArgList& args);
int tuneCommand(const ArgList& args);
int codesignCommand(const ArgList& args);
int keysCommand(const ArgList& args);

} // namespace luma::cli
