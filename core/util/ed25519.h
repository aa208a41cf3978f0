#pragma once
// Ed25519 signing keys through OpenSSL's EVP interface (one-shot EVP_DigestSign, no digest of
// our own): generate, sign, verify, and the PEM files OpenSSL's command line reads — a private
// key as PKCS#8 ("BEGIN PRIVATE KEY", or "BEGIN ENCRYPTED PRIVATE KEY" with a passphrase,
// AES-256-CBC under PBKDF2), a public key as SubjectPublicKeyInfo ("BEGIN PUBLIC KEY"). A key's
// fingerprint is the SHA-256 of its raw 32-byte public key, in lower-case hex.
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace luma {

inline constexpr std::size_t kEd25519PublicKeyBytes = 32;
inline constexpr std::size_t kEd25519SignatureBytes = 64;

class Ed25519Key {
public:
    static Ed25519Key generate();
    // Throws SpecError naming `origin`: not PEM, not an Ed25519 private key, encrypted and no
    // passphrase given, or the wrong passphrase. Never prompts on a terminal.
    static Ed25519Key fromPrivatePem(std::string_view pem, const std::optional<std::string>& passphrase,
                                     const std::string& origin);

    // PKCS#8 PEM; encrypted when a passphrase is given.
    std::string privatePem(const std::optional<std::string>& passphrase) const;
    std::string publicPem() const;
    std::string rawPublicKey() const;                 // 32 bytes
    std::string sign(std::string_view message) const; // 64 bytes

private:
    struct Free {
        void operator()(void* key) const;
    };
    explicit Ed25519Key(void* key) : m_key(key) {}
    std::unique_ptr<void, Free> m_key; // an EVP_PKEY
};

// The raw public key of a PEM public key (or of a private key's PEM, whose public half it is);
// nullopt and `why` when it is neither an Ed25519 public nor an unencrypted private key.
std::optional<std::string> ed25519PublicKeyFromPem(std::string_view pem, std::string* why = nullptr);
std::string ed25519PublicPem(std::string_view rawPublicKey);
bool ed25519Verify(std::string_view rawPublicKey, std::string_view message, std::string_view signature);
// SHA-256 of the raw public key, 64 lower-case hex digits.
std::string ed25519Fingerprint(std::string_view rawPublicKey);

} // namespace luma
