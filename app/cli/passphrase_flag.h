#pragma once
// The signing key's passphrase, never on the command line in clear (where `ps` and shell
// history would show it): the first line of `--passphrase-file FILE`, else the
// LUMA_SIGNING_PASSPHRASE environment variable, else none (an unencrypted key).
#include "app/cli/args.h"

#include <optional>
#include <string>

namespace luma::cli {

inline constexpr const char* kPassphraseEnvironment = "LUMA_SIGNING_PASSPHRASE";

// Throws SpecError naming the file when it cannot be read or holds an empty passphrase.
std::optional<std::string> signingPassphrase(const Args& args);

} // namespace luma::cli
