#pragma once
// Where the user's signing key lives and how it is kept: one Ed25519 key (core/util/ed25519.h)
// in the user's XDG config folder, $XDG_CONFIG_HOME/luma/signing-key.pem (else
// ~/.config/luma/signing-key.pem), written with mode 0600 in a folder of mode 0700, PEM
// PKCS#8, encrypted when the user gives a passphrase. A key file that its group or others may
// read or write is refused, naming the file and its mode, as OpenSSH refuses an open identity.
#include "core/util/ed25519.h"

#include <optional>
#include <string>

namespace luma {

std::string defaultSigningKeyPath();

// Throws SpecError naming the file: missing ("luma keys generate makes one"), readable or
// writable by group or others (with its mode), or not a key that reads (ed25519.h).
Ed25519Key loadSigningKey(const std::string& file, const std::optional<std::string>& passphrase);
// Writes a new key; an existing file is never replaced (a signing key is an identity). Throws SpecError.
void saveSigningKey(const std::string& file, const Ed25519Key& key, const std::optional<std::string>& passphrase);

} // namespace luma
