// Evidence anyone can check: the user's Ed25519 key (luma keys), bundles signed with a DSSE
// envelope over an in-toto statement about their manifest (luma export --sign), and what
// verify-bundle and import make of them: a signed bundle verifies; one changed byte anywhere
// fails; a bundle re-hashed after an edit fails the signature; a wrong public key and a
// truncated envelope fail with their messages; and the openssl command line alone verifies the
// signature over the DSSE pre-authentication encoding this test builds itself.
#include "emulated_campaign.h"
#include "run_luma.h"

#include "core/evidence/bundle_check.h"
#include "core/evidence/bundle_signature.h"
#include "core/evidence/signing_envelope.h"
#include "core/evidence/signing_key.h"
#include "core/util/base64.h"
#include "core/util/ed25519.h"
#include "core/util/json_bounded.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

using namespace luma;

namespace {

std::string slurp(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void spit(const std::string& file, const std::string& bytes) { std::ofstream(file, std::ios::binary) << bytes; }

QString q(const std::string& s) { return QString::fromStdString(s); }

struct Ran {
    int code = -1;
    std::string out, err;
};

// A program other than luma (openssl), as a user runs it.
Ran runProgram(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitCode(), p.readAllStandardOutput().toStdString(), p.readAllStandardError().toStdString()};
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

class TestSigning : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::string m_db, m_bundle, m_signed, m_pub;
    QProcessEnvironment m_env;

    std::string path(const std::string& name) const { return m_dir.filePath(q(name)).toStdString(); }
    test::LumaRun luma(const QStringList& args, const QProcessEnvironment* env = nullptr) const {
        return test::runLumaIn(env ? *env : m_env, args, 120000);
    }
    std::string keyFile() const { return path("xdg/luma/signing-key.pem"); }
    nlohmann::json signedBundle() const { return nlohmann::json::parse(slurp(m_signed)); }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert("XDG_CONFIG_HOME", q(path("xdg")));
        m_env.remove("LUMA_SIGNING_PASSPHRASE");
        m_db = path("tiny.luma");
        test::qualifyEmulated(test::writeEmulatedCampaign(m_dir.path().toStdString(), "tiny"), m_db);
        m_bundle = path("bundle.json");
        m_signed = path("signed.json");
        m_pub = path("pub.pem");
    }

    void keysAreMadeKeptAndShown() {
        auto r = luma({"keys", "generate"});
        QVERIFY2(r.code == 0, r.err.c_str());
        struct stat st {};
        QCOMPARE(::stat(keyFile().c_str(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0600u);
        QCOMPARE(::stat(path("xdg/luma").c_str(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0700u);
        QVERIFY(contains(slurp(keyFile()), "-----BEGIN PRIVATE KEY-----"));
        // A second generate never replaces the identity.
        r = luma({"keys", "generate"});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "exists already"), r.err.c_str());
        // export-public prints PEM on stdout; show's fingerprint is the SHA-256 of the raw key, as
        // openssl itself reads it out of the PEM (the last 32 bytes of the SubjectPublicKeyInfo).
        r = luma({"keys", "export-public"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.starts_with("-----BEGIN PUBLIC KEY-----"));
        spit(m_pub, r.out);
        const Ran der =
            runProgram("openssl", {"pkey", "-pubin", "-in", q(m_pub), "-outform", "DER", "-out", q(path("pub.der"))});
        QVERIFY2(der.code == 0, der.err.c_str());
        const std::string spki = slurp(path("pub.der"));
        QCOMPARE(spki.size(), std::size_t(44));
        const std::string fingerprint = sha256Hex(spki.substr(12));
        r = luma({"keys", "show"});
        QCOMPARE(r.code, 0);
        QVERIFY2(contains(r.out, "fingerprint " + fingerprint), r.out.c_str());
        r = luma({"keys", "show", "--json"});
        QCOMPARE(nlohmann::json::parse(r.out)["fingerprint"].get<std::string>(), fingerprint);
    }

    void aKeyOthersCanReadIsRefused() {
        QCOMPARE(::chmod(keyFile().c_str(), 0644), 0);
        auto r = luma({"keys", "show"});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, keyFile()) && contains(r.err, "mode 0644"), r.err.c_str());
        r = luma({"export", q(m_db), "--campaign", "tiny", "--out", q(path("never.json")), "--sign"});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "mode 0644"), r.err.c_str());
        QVERIFY(!std::filesystem::exists(path("never.json")));
        QCOMPARE(::chmod(keyFile().c_str(), 0640), 0);
        QCOMPARE(luma({"keys", "show"}).code, 1);
        QCOMPARE(::chmod(keyFile().c_str(), 0600), 0);
        QCOMPARE(luma({"keys", "show"}).code, 0);
    }

    void aPassphraseEncryptsTheKey() {
        QProcessEnvironment env = m_env;
        env.insert("XDG_CONFIG_HOME", q(path("xdg-pass")));
        spit(path("pass.txt"), "correct horse battery staple\n");
        auto r = luma({"keys", "generate", "--passphrase-file", q(path("pass.txt"))}, &env);
        QVERIFY2(r.code == 0, r.err.c_str());
        const std::string file = path("xdg-pass/luma/signing-key.pem");
        QVERIFY(contains(slurp(file), "-----BEGIN ENCRYPTED PRIVATE KEY-----"));
        r = luma({"keys", "show"}, &env);
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "encrypted") && contains(r.err, "--passphrase-file"), r.err.c_str());
        spit(path("wrong.txt"), "wrong\n");
        r = luma({"keys", "show", "--passphrase-file", q(path("wrong.txt"))}, &env);
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "wrong passphrase"), r.err.c_str());
        const auto byFile = luma({"keys", "show", "--passphrase-file", q(path("pass.txt"))}, &env);
        QVERIFY2(byFile.code == 0, byFile.err.c_str());
        env.insert("LUMA_SIGNING_PASSPHRASE", "correct horse battery staple");
        QCOMPARE(luma({"keys", "show"}, &env).out, byFile.out);
        // Standard PKCS#8: openssl decrypts it with the same passphrase.
        const Ran o =
            runProgram("openssl", {"pkey", "-in", q(file), "-passin", "file:" + q(path("pass.txt")), "-pubout"});
        QVERIFY2(o.code == 0, o.err.c_str());
        QCOMPARE(o.out, luma({"keys", "export-public"}, &env).out);
        // A signed export with the encrypted key.
        r = luma({"export", q(m_db), "--campaign", "tiny", "--out", q(path("signed-pass.json")), "--sign"}, &env);
        QVERIFY2(r.code == 0, r.err.c_str());
    }

    void aSignedBundleVerifies() {
        auto r = luma({"export", q(m_db), "--campaign", "tiny", "--out", q(m_signed), "--sign"});
        QVERIFY2(r.code == 0, r.err.c_str());
        const std::string fingerprint = luma({"keys", "show", "--json"}).out;
        const std::string fp = nlohmann::json::parse(fingerprint)["fingerprint"];
        QVERIFY2(contains(r.out, "signed by fingerprint " + fp), r.out.c_str());
        r = luma({"verify-bundle", q(m_signed)});
        QVERIFY2(r.code == 0, r.err.c_str());
        QVERIFY2(contains(r.out, "intact and signed by fingerprint " + fp), r.out.c_str());
        r = luma({"verify-bundle", q(m_signed), "--public-key", q(m_pub)});
        QVERIFY2(r.code == 0, r.err.c_str());
        // The envelope is DSSE over an in-toto statement whose subject is the manifest.
        const nlohmann::json b = signedBundle();
        const auto& e = b["signature"]["dsse"];
        QCOMPARE(e["payloadType"].get<std::string>(), std::string("application/vnd.in-toto+json"));
        QCOMPARE(e["signatures"][0]["keyid"].get<std::string>(), fp);
        const nlohmann::json statement = nlohmann::json::parse(*base64Decode(e["payload"].get<std::string>()));
        QCOMPARE(statement["_type"].get<std::string>(), std::string("https://in-toto.io/Statement/v1"));
        QCOMPARE(statement["predicateType"].get<std::string>(), std::string("https://luma.dev/pex/v1"));
        QCOMPARE(statement["subject"][0]["digest"]["sha256"].get<std::string>(), contentHash(b["manifest"]));
        const auto& p = statement["predicate"];
        QCOMPARE(p["minimum_pass"]["state"]["hbm_gib"].get<double>(), 0.024);
        QCOMPARE(p["binding"], nlohmann::json::array({"compute_fraction", "hbm_gib"}));
        QCOMPARE(p["contract"]["sha256"].get<std::string>(), contentHash(b["parts"]["campaign"]["contract"]));
        QCOMPARE(p["bundle_sha256"], b["manifest"]["bundle"]);
        // Unsigned, the same evidence verifies as such.
        r = luma({"export", q(m_db), "--campaign", "tiny", "--out", q(m_bundle)});
        QCOMPARE(r.code, 0);
        r = luma({"verify-bundle", q(m_bundle)});
        QCOMPARE(r.code, 0);
        QVERIFY2(contains(r.out, "intact, unsigned"), r.out.c_str());
        r = luma({"verify-bundle", q(m_bundle), "--public-key", q(m_pub)});
        QCOMPARE(r.code, 1);
    }

    void opensslAloneVerifiesTheSignature() {
        // The PAE bytes built here, from the DSSE specification, not by LUMA's code.
        const nlohmann::json b = signedBundle();
        const auto& e = b["signature"]["dsse"];
        const QByteArray type = QByteArray::fromStdString(e["payloadType"].get<std::string>());
        const QByteArray payload = QByteArray::fromBase64(QByteArray::fromStdString(e["payload"].get<std::string>()));
        const QByteArray pae = "DSSEv1 " + QByteArray::number(type.size()) + " " + type + " " +
                               QByteArray::number(payload.size()) + " " + payload;
        spit(path("pae.bin"), pae.toStdString());
        spit(path("sig.bin"),
             QByteArray::fromBase64(QByteArray::fromStdString(e["signatures"][0]["sig"].get<std::string>()))
                 .toStdString());
        const QStringList verify = {"pkeyutl", "-verify", "-pubin",           "-inkey",   q(m_pub),
                                    "-rawin",  "-in",     q(path("pae.bin")), "-sigfile", q(path("sig.bin"))};
        const Ran ok = runProgram("openssl", verify);
        QVERIFY2(ok.code == 0 && contains(ok.out, "Signature Verified Successfully"), (ok.out + ok.err).c_str());
        // The same check fails on the payload alone (DSSE signs the encoding, not the JSON) and on
        // one changed byte of the encoding.
        spit(path("pae.bin"), payload.toStdString());
        QVERIFY(runProgram("openssl", verify).code != 0);
        QByteArray changed = pae;
        changed[changed.size() - 3] = static_cast<char>(changed[changed.size() - 3] ^ 1);
        spit(path("pae.bin"), changed.toStdString());
        QVERIFY(runProgram("openssl", verify).code != 0);
        QCOMPARE(dssePae(type.toStdString(), payload.toStdString()), pae.toStdString());
    }

    void oneChangedByteAnywhereFails() {
        // Every byte of the signed file, each flipped in its lowest bit: no flip verifies (a flip
        // that breaks the JSON fails to read, which verify-bundle refuses as well).
        const std::string text = slurp(m_signed);
        QVERIFY(checkBundle(nlohmann::json::parse(text)).status == BundleStatus::SignedIntact);
        std::size_t unreadable = 0, refused = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            std::string mutated = text;
            mutated[i] = static_cast<char>(mutated[i] ^ 1);
            const nlohmann::json j = parseJsonBounded(mutated);
            if (j.is_discarded()) {
                ++unreadable;
                continue;
            }
            const BundleCheck c = checkBundle(j, std::nullopt, &mutated);
            if (c.status == BundleStatus::SignedIntact || c.status == BundleStatus::UnsignedIntact)
                QFAIL(qPrintable(QString("byte %1 (%2) changed and the bundle still verifies: %3")
                                     .arg(i)
                                     .arg(QChar(text[i]))
                                     .arg(q(text.substr(i > 40 ? i - 40 : 0, 80)))));
            ++refused;
        }
        qInfo("%zu bytes: %zu flips unreadable, %zu refused", text.size(), unreadable, refused);
        QCOMPARE(unreadable + refused, text.size());
    }

    void aBundleReHashedAfterAnEditFailsTheSignature() {
        const nlohmann::json forged = test::forged(signedBundle(), [](nlohmann::json& b) {
            b["parts"]["report"]["minimum_pass"]["state"]["hbm_gib"] = 0.016;
        });
        const BundleCheck c = checkBundle(forged);
        QCOMPARE(c.status, BundleStatus::SignatureInvalid);
        QVERIFY2(contains(checkText(c), "signature invalid: ") &&
                     contains(checkText(c), "re-hashed after it was signed"),
                 checkText(c).c_str());
        spit(path("forged.json"), forged.dump(2));
        auto r = luma({"verify-bundle", q(path("forged.json"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "signature invalid"), r.err.c_str());
        r = luma({"import", q(path("forged-into.luma")), q(path("forged.json"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "signature invalid"), r.err.c_str());
        QVERIFY(!std::filesystem::exists(path("forged-into.luma")));
        // The forger's own signature over the forgery names the forger, not the key asked for.
        nlohmann::json resigned = forged;
        signBundle(resigned, Ed25519Key::generate());
        spit(path("resigned.json"), resigned.dump(2));
        r = luma({"verify-bundle", q(path("resigned.json")), "--public-key", q(m_pub)});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "signed by an unexpected key") || contains(r.err, "edited"), r.err.c_str());
    }

    void aWrongPublicKeyFails() {
        const Ed25519Key other = Ed25519Key::generate();
        spit(path("other.pem"), other.publicPem());
        auto r = luma({"verify-bundle", q(m_signed), "--public-key", q(path("other.pem"))});
        QCOMPARE(r.code, 1);
        const std::string fp = nlohmann::json::parse(luma({"keys", "show", "--json"}).out)["fingerprint"];
        QVERIFY2(contains(r.err, "signed by an unexpected key: fingerprint " + fp + ", not the expected " +
                                     ed25519Fingerprint(other.rawPublicKey())),
                 r.err.c_str());
        r = luma({"import", q(path("other.luma")), q(m_signed), "--public-key", q(path("other.pem"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "unexpected key"), r.err.c_str());
        // Another public key put in the bundle beside the signature: the signature does not verify with it.
        nlohmann::json swapped = signedBundle();
        swapped["signature"]["public_key"] = other.publicPem();
        swapped["signature"]["dsse"]["signatures"][0]["keyid"] = ed25519Fingerprint(other.rawPublicKey());
        const BundleCheck c = checkBundle(swapped);
        QCOMPARE(c.status, BundleStatus::SignatureInvalid);
        QVERIFY2(contains(checkText(c), "does not verify"), checkText(c).c_str());
        // A public key file that is not one is named.
        spit(path("junk.pem"), "not a key\n");
        r = luma({"verify-bundle", q(m_signed), "--public-key", q(path("junk.pem"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "junk.pem") && contains(r.err, "not a PEM public key"), r.err.c_str());
    }

    void aTruncatedEnvelopeFailsClearly() {
        const nlohmann::json b = signedBundle();
        const std::string payload = b["signature"]["dsse"]["payload"],
                          sig = b["signature"]["dsse"]["signatures"][0]["sig"];
        const std::vector<std::pair<std::function<void(nlohmann::json&)>, std::string>> cuts = {
            {[&](nlohmann::json& e) { e["payload"] = payload.substr(0, payload.size() / 2 + 1); },
             "signature.dsse is not a DSSE envelope (truncated or damaged?): payload is not canonical base64"},
            {[&](nlohmann::json& e) { e["payload"] = payload.substr(0, payload.size() - payload.size() % 4 - 8); },
             "does not verify"},
            {[&](nlohmann::json& e) { e["signatures"][0]["sig"] = sig.substr(0, 40); }, "does not verify"},
            {[&](nlohmann::json& e) { e["signatures"][0]["sig"] = sig.substr(0, 41); },
             "signatures[0].sig is not canonical base64"},
            {[&](nlohmann::json& e) { e.erase("signatures"); }, "signatures is not a non-empty array"},
            {[&](nlohmann::json& e) { e.erase("payload"); }, "payload is missing"},
            {[&](nlohmann::json& e) { e = nlohmann::json::object(); }, "payloadType is missing"},
        };
        for (const auto& [cut, message] : cuts) {
            nlohmann::json t = b;
            cut(t["signature"]["dsse"]);
            const BundleCheck c = checkBundle(t);
            QCOMPARE(c.status, BundleStatus::SignatureInvalid);
            QVERIFY2(contains(checkText(c), message), (checkText(c) + " | expected: " + message).c_str());
        }
        // The file itself cut short: verify-bundle names it and where the JSON ends.
        const std::string text = slurp(m_signed);
        spit(path("cut.json"), text.substr(0, text.size() - 200));
        const auto r = luma({"verify-bundle", q(path("cut.json"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "cut.json"), r.err.c_str());
    }

    void importChecksTheSignature() {
        auto r = luma({"import", q(path("customer.luma")), q(m_bundle)});
        QCOMPARE(r.code, 1);
        QVERIFY2(contains(r.err, "unsigned") && contains(r.err, "--allow-unsigned"), r.err.c_str());
        QVERIFY(!std::filesystem::exists(path("customer.luma")));
        r = luma({"import", q(path("unsigned.luma")), q(m_bundle), "--allow-unsigned"});
        QVERIFY2(r.code == 0, r.err.c_str());
        QVERIFY2(contains(r.out, ", unsigned"), r.out.c_str());
        r = luma({"import", q(path("customer.luma")), q(m_signed), "--public-key", q(m_pub)});
        QVERIFY2(r.code == 0, r.err.c_str());
        const std::string fp = nlohmann::json::parse(luma({"keys", "show", "--json"}).out)["fingerprint"];
        QVERIFY2(contains(r.out, "signed by fingerprint " + fp), r.out.c_str());
        // The report names the signer and the bundle; a report of unsigned evidence says so.
        r = luma({"report", q(path("customer.luma")), "--campaign", "tiny", "--out", q(path("customer.html"))});
        QVERIFY2(r.code == 0, r.err.c_str());
        const std::string html = slurp(path("customer.html"));
        const std::string hash = signedBundle()["manifest"]["bundle"];
        QVERIFY(contains(html, "Evidence imported from bundle SHA-256 <span class=\"hash\">" + hash));
        QVERIFY(contains(html, "signed by the key of fingerprint <span class=\"hash\">" + fp));
        r = luma({"report", q(path("unsigned.luma")), "--campaign", "tiny", "--out", q(path("unsigned.html"))});
        QVERIFY2(r.code == 0, r.err.c_str());
        QVERIFY(contains(slurp(path("unsigned.html")), "unsigned: nothing says who produced it"));
        r = luma({"report", q(m_db), "--campaign", "tiny", "--out", q(path("own.html"))});
        QVERIFY(contains(slurp(path("own.html")), "Evidence recorded in this project (no bundle imported)"));
    }
};

QTEST_GUILESS_MAIN(TestSigning)
#include "tst_signing.moc"
