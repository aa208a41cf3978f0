#pragma once
// A host test's outcome as the hosts dialog shows it: the agent's hello (OS, CPU, memory,
// accelerators, runtimes, agent version and build) and the connection's facts (host key,
// install reused or deployed), as label/value rows, the same facts `luma hosts test` prints.
// The hello is the host's word: nothing in it is trusted to have the right type.
#include "remote/client/host_test.h"

#include <QString>

#include <utility>
#include <vector>

namespace luma::ui {

using HostFacts = std::vector<std::pair<QString, QString>>;
using client::HostTestOutcome;
using client::testHost;

HostFacts helloFacts(const nlohmann::json& hello);
HostFacts connectionFacts(const HostTestOutcome& outcome);
// "luma-agent 0.1.0 (build e005cfe4bb4c)", or "" without a hello.
QString agentVersion(const nlohmann::json& hello);
// The rows as an HTML table (values escaped), and as "label: value" lines.
QString factsHtml(const HostFacts& facts);
QString factsText(const HostFacts& facts);

} // namespace luma::ui
