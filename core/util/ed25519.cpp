#include "core/util/ed25519.h"

#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <algorithm>
#include <stdexcept>

namespace luma {

namespace {

struct BioFree {
    void operator()(BIO* b) const { BIO_free(b); }
};
struct CtxFree {
    void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
struct KeyFree {
    void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
using Bio = std::unique_ptr<BIO, BioFree>;
using Ctx = std::unique_ptr<EVP_MD_CTX, CtxFree>;
using Key = std::unique_ptr<EVP_PKEY, KeyFree>;

// OpenSSL's latest error in words, and its queue emptied (a stale error must not reach the next call).
std::string opensslError() {
    const unsigned long e = ERR_get_error();
    char buf[256] = "unknown OpenSSL error";
    if (e) ERR_error_string_n(e, buf, sizeof buf);
    ERR_clear_error();
    return buf;
}

Bio readBio(std::string_view text) { return Bio(BIO_new_mem_buf(text.data(), static_cast<int>(text.size()))); }

std::string bioText(BIO* b) {
    char* data = nullptr;
    const long n = BIO_get_mem_data(b, &data);
    return n > 0 ? std::string(data, static_cast<std::size_t>(n)) : std::string();
}

// The passphrase callback: the caller's passphrase, or a refusal (OpenSSL would otherwise ask
// on the terminal).
struct PassphraseSource {
    const std::optional<std::string>* passphrase;
    bool asked = false;
};

int passphraseCallback(char* buf, int size, int, void* user) {
    auto* source = static_cast<PassphraseSource*>(user);
    source->asked = true;
    if (!*source->passphrase) return -1;
    const std::string& p = **source->passphrase;
    if (p.size() > static_cast<std::size_t>(size)) return -1;
    std::copy(p.begin(), p.end(), buf); // OpenSSL takes the length returned, no terminator
    return static_cast<int>(p.size());
}

std::string rawPublicOf(EVP_PKEY* key) {
    std::string raw(kEd25519PublicKeyBytes, '\0');
    std::size_t n = raw.size();
    if (EVP_PKEY_get_raw_public_key(key, reinterpret_cast<unsigned char*>(raw.data()), &n) != 1 ||
        n != kEd25519PublicKeyBytes)
        throw std::runtime_error("cannot read the Ed25519 public key: " + opensslError());
    return raw;
}

Key publicKeyOf(std::string_view raw) {
    if (raw.size() != kEd25519PublicKeyBytes) return nullptr;
    return Key(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                                           reinterpret_cast<const unsigned char*>(raw.data()), raw.size()));
}

EVP_PKEY* pkey(void* key) { return static_cast<EVP_PKEY*>(key); }

} // namespace

void Ed25519Key::Free::operator()(void* key) const { EVP_PKEY_free(static_cast<EVP_PKEY*>(key)); }

Ed25519Key Ed25519Key::generate() {
    EVP_PKEY* key = EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519");
    if (!key) throw std::runtime_error("cannot generate an Ed25519 key: " + opensslError());
    return Ed25519Key(key);
}

Ed25519Key Ed25519Key::fromPrivatePem(std::string_view pem, const std::optional<std::string>& passphrase,
                                      const std::string& origin) {
    const bool encrypted = pem.find("-----BEGIN ENCRYPTED PRIVATE KEY-----") != std::string_view::npos;
    if (encrypted && !passphrase)
        throw SpecError(origin, "",
                        "the signing key is encrypted: give its passphrase with --passphrase-file FILE or the "
                        "LUMA_SIGNING_PASSPHRASE environment variable");
    const Bio in = readBio(pem);
    PassphraseSource source{&passphrase};
    EVP_PKEY* key = PEM_read_bio_PrivateKey(in.get(), nullptr, passphraseCallback, &source);
    if (!key) {
        const std::string why = opensslError();
        throw SpecError(origin, "",
                        encrypted ? "cannot decrypt the signing key: wrong passphrase, or a damaged key (" + why + ")"
                                  : "not a PEM private key (" + why + ")");
    }
    Ed25519Key out(key);
    if (EVP_PKEY_get_id(key) != EVP_PKEY_ED25519)
        throw SpecError(origin, "", std::string("not an Ed25519 key (") + OBJ_nid2sn(EVP_PKEY_get_id(key)) + ")");
    return out;
}

std::string Ed25519Key::privatePem(const std::optional<std::string>& passphrase) const {
    const Bio out(BIO_new(BIO_s_mem()));
    const bool ok =
        passphrase
            ? PEM_write_bio_PKCS8PrivateKey(out.get(), pkey(m_key.get()), EVP_aes_256_cbc(), passphrase->data(),
                                            static_cast<int>(passphrase->size()), nullptr, nullptr) == 1
            : PEM_write_bio_PKCS8PrivateKey(out.get(), pkey(m_key.get()), nullptr, nullptr, 0, nullptr, nullptr) == 1;
    if (!ok) throw std::runtime_error("cannot write the private key: " + opensslError());
    return bioText(out.get());
}

std::string Ed25519Key::publicPem() const { return ed25519PublicPem(rawPublicKey()); }

std::string Ed25519Key::rawPublicKey() const { return rawPublicOf(pkey(m_key.get())); }

std::string Ed25519Key::sign(std::string_view message) const {
    const Ctx ctx(EVP_MD_CTX_new());
    std::string sig(kEd25519SignatureBytes, '\0');
    std::size_t n = sig.size();
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, pkey(m_key.get())) != 1 ||
        EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(sig.data()), &n,
                       reinterpret_cast<const unsigned char*>(message.data()), message.size()) != 1 ||
        n != kEd25519SignatureBytes)
        throw std::runtime_error("cannot sign: " + opensslError());
    return sig;
}

std::optional<std::string> ed25519PublicKeyFromPem(std::string_view pem, std::string* why) {
    const auto fail = [&](const std::string& w) -> std::optional<std::string> {
        if (why) *why = w;
        ERR_clear_error();
        return std::nullopt;
    };
    Key key;
    if (pem.find("-----BEGIN PUBLIC KEY-----") != std::string_view::npos) {
        const Bio in = readBio(pem);
        key.reset(PEM_read_bio_PUBKEY(in.get(), nullptr, nullptr, nullptr));
    } else if (pem.find("-----BEGIN PRIVATE KEY-----") != std::string_view::npos) {
        const Bio in = readBio(pem);
        const std::optional<std::string> none;
        PassphraseSource source{&none};
        key.reset(PEM_read_bio_PrivateKey(in.get(), nullptr, passphraseCallback, &source));
    } else {
        return fail("not a PEM public key (no \"-----BEGIN PUBLIC KEY-----\")");
    }
    if (!key) return fail("not a readable PEM key (" + opensslError() + ")");
    if (EVP_PKEY_get_id(key.get()) != EVP_PKEY_ED25519)
        return fail(std::string("not an Ed25519 key (") + OBJ_nid2sn(EVP_PKEY_get_id(key.get())) + ")");
    return rawPublicOf(key.get());
}

std::string ed25519PublicPem(std::string_view raw) {
    const Key key = publicKeyOf(raw);
    const Bio out(BIO_new(BIO_s_mem()));
    if (!key || PEM_write_bio_PUBKEY(out.get(), key.get()) != 1)
        throw std::runtime_error("cannot write the public key: " + opensslError());
    return bioText(out.get());
}

bool ed25519Verify(std::string_view raw, std::string_view message, std::string_view signature) {
    const Key key = publicKeyOf(raw);
    const Ctx ctx(EVP_MD_CTX_new());
    if (!key || !ctx || signature.size() != kEd25519SignatureBytes) {
        ERR_clear_error();
        return false;
    }
    const bool ok =
        EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) == 1 &&
        EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char*>(signature.data()), signature.size(),
                         reinterpret_cast<const unsigned char*>(message.data()), message.size()) == 1;
    ERR_clear_error();
    return ok;
}

std::string ed25519Fingerprint(std::string_view raw) { return sha256Hex(raw); }

} // namespace luma
