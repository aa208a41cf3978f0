// Content hashes: SHA-256 of canonical JSON (sorted keys, no whitespace), stable across key
// order and formatting, and covering the model config a contract references by path.
#include "core/model/contract.h"
#include "core/util/sha256.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace luma;

class TestHash : public QObject {
    Q_OBJECT
private slots:
    void knownVectors() {
        QCOMPARE(QString::fromStdString(sha256Hex("abc")),
                 QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(QString::fromStdString(sha256Hex("")),
                 QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    }
    void canonicalFormSortsKeysWithoutWhitespace() {
        auto j = nlohmann::json::parse(R"({ "b": [1, 2.5, {"z": 1, "a": "x"}], "a": true })");
        QCOMPARE(QString::fromStdString(canonicalJson(j)), QStringLiteral(R"({"a":true,"b":[1,2.5,{"a":"x","z":1}]})"));
    }
    void hashIgnoresKeyOrderAndFormatting() {
        auto a = nlohmann::json::parse(R"({"schema":"x","n":1,"m":{"p":2,"q":3}})");
        auto b = nlohmann::json::parse("{\n  \"m\": {\"q\": 3, \"p\": 2},\n  \"n\": 1, \"schema\": \"x\"\n}");
        QCOMPARE(contentHash(a), contentHash(b));
        b["n"] = 2;
        QVERIFY(contentHash(a) != contentHash(b));
    }
    void contractHashCoversReferencedConfig() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string root = dir.path().toStdString();
        auto write = [&](const std::string& name, const std::string& text) {
            std::ofstream(root + "/" + name) << text;
        };
        const std::string contract = R"({"schema": "luma.contract/1", "name": "c", "model": {"hf_config": "cfg.json"},
            "workload": {"input_tokens": 10, "output_tokens": 10, "arrival": {"kind": "offline"}}})";
        write("contract.json", contract);
        write(
            "cfg.json",
            R"({"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100})");
        const std::string h1 = loadContract(root + "/contract.json").hash;
        QCOMPARE(loadContract(root + "/contract.json").hash, h1); // stable
        write(
            "cfg.json",
            R"({"hidden_size": 64, "num_hidden_layers": 3, "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100})");
        QVERIFY(loadContract(root + "/contract.json").hash != h1); // the model changed, so must the hash
        QCOMPARE(QString::fromStdString(h1).size(), 64);
    }
};

QTEST_APPLESS_MAIN(TestHash)
#include "tst_hash.moc"
