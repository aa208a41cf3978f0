#include "app/cli/passphrase_flag.h"

#include "core/util/spec_error.h"

#include <cstdlib>
#include <fstream>

namespace luma::cli {

std::optional<std::string> signingPassphrase(const Args& args) {
    if (const auto file = args.optional("--passphrase-file")) {
        std::ifstream in(*file, std::ios::binary);
        if (!in) throw SpecError(*file, "", "cannot read the passphrase file");
        std::string line;
        std::getline(in, line);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) throw SpecError(*file, "", "the passphrase file's first line is empty");
        return line;
    }
    const char* env = std::getenv(kPassphraseEnvironment);
    if (env && *env) return std::string(env);
    return std::nullopt;
}

} // namespace luma::cli
