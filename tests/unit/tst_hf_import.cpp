// Hugging Face config.json import: parameter counts against the published sizes (within 1 %),
// KV bytes per token, the MoE and MLA spellings, and clear errors on broken configs.
#include "specs.h"

#include "core/model/hf_import.h"
#include "core/util/spec_error.h"

#include <QtTest>

#include <cmath>

using namespace luma;

class TestHfImport : public QObject {
    Q_OBJECT
private slots:
    void publishedSizes_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<double>("totalB");
        QTest::addColumn<double>("activeB");
        // Published sizes (model cards; active = total for dense models).
        QTest::newRow("llama-3.1-8b") << "llama-3.1-8b.json" << 8.03 << 8.03;
        QTest::newRow("llama-3.1-70b") << "llama-3.1-70b.json" << 70.6 << 70.6;
        QTest::newRow("llama-3.1-405b") << "llama-3.1-405b.json" << 405.9 << 405.9;
        QTest::newRow("llama-2-70b") << "llama-2-70b.json" << 68.98 << 68.98;
        QTest::newRow("mistral-7b") << "mistral-7b-v0.3.json" << 7.25 << 7.25;
        QTest::newRow("qwen2.5-7b") << "qwen2.5-7b.json" << 7.61 << 7.61;
        QTest::newRow("qwen3-8b") << "qwen3-8b.json" << 8.19 << 8.19;
        QTest::newRow("mixtral-8x7b") << "mixtral-8x7b.json" << 46.7 << 12.9;
        QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b.json" << 30.5 << 3.3;
        QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b.json" << 235.0 << 22.0;
        QTest::newRow("deepseek-v3") << "deepseek-v3.json" << 671.0 << 37.0;
        QTest::newRow("llama-4-maverick (text)") << "llama-4-maverick-17b-128e.json" << 400.0 << 17.0;
    }
    void publishedSizes() {
        QFETCH(QString, config);
        QFETCH(double, totalB);
        QFETCH(double, activeB);
        const std::string name = config.toStdString();
        ModelShape m = importHfConfig(test::modelConfig(name), name);
        QVERIFY2(std::fabs(m.paramsTotal / 1e9 / totalB - 1) < 0.01, qPrintable(QString::number(m.paramsTotal / 1e9)));
        // Published active counts are rounded to two digits (3.3 B, 37 B, 17 B).
        QVERIFY2(std::fabs(m.paramsActive / 1e9 / activeB - 1) < 0.02,
                 qPrintable(QString::number(m.paramsActive / 1e9)));
    }
    void kvBytesPerToken() {
        ModelShape llama = importHfConfig(test::modelConfig("llama-3.1-8b.json"), "llama");
        QCOMPARE(llama.kvElementsPerToken() * 2, 131072.0); // 32 layers x 2 x 8 heads x 128 x 2 bytes
        QCOMPARE(llama.headDim, 128);                       // derived: 4096 / 32
        ModelShape ds = importHfConfig(test::modelConfig("deepseek-v3.json"), "ds");
        QVERIFY(ds.mla);
        QCOMPARE(ds.kvElementsPerToken(), 61.0 * (512 + 64)); // one latent + rope key per layer
        QCOMPARE(ds.moeLayers, 58);                           // first_k_dense_replace = 3
        ModelShape qwen = importHfConfig(test::modelConfig("qwen3-30b-a3b.json"), "qwen");
        QCOMPARE(qwen.headDim, 128); // explicit head_dim, not 2048 / 32
        QCOMPARE(qwen.experts, 128);
        QCOMPARE(qwen.expertIntermediate, 768);
    }
    void tiedEmbeddingsCountOnce() {
        auto cfg = test::modelConfig("llama-3.1-8b.json");
        ModelShape untied = importHfConfig(cfg, "a");
        cfg["tie_word_embeddings"] = true;
        ModelShape tied = importHfConfig(cfg, "b");
        QCOMPARE(untied.paramsTotal - tied.paramsTotal, 128256.0 * 4096);
    }
    void expertsTouchedGrowWithBatch() {
        ModelShape m = importHfConfig(test::modelConfig("mixtral-8x7b.json"), "m");
        QCOMPARE(m.expertsTouched(1), 2.0);
        QVERIFY(m.expertsTouched(4) > m.expertsTouched(2));
        QVERIFY(m.expertsTouched(1000) <= 8.0 && m.expertsTouched(1000) > 7.99);
    }
    void contextLength() {
        // max_position_embeddings, extended by YaRN / linear scaling as vLLM derives max_model_len;
        // Llama 3's rope scaling is already counted in it.
        auto context = [](const nlohmann::json& config) { return importHfConfig(config, "c.json").contextTokens; };
        QCOMPARE(context(test::modelConfig("llama-3.1-8b.json")), 131072LL);
        QCOMPARE(context(test::modelConfig("llama-2-70b.json")), 4096LL);
        QCOMPARE(context(test::modelConfig("deepseek-v3.json")), 163840LL);             // 4096 x 40 (YaRN)
        QCOMPARE(context(test::modelConfig("llama-4-scout-17b-16e.json")), 10485760LL); // text_config
        auto qwen = test::modelConfig("qwen2.5-7b.json");
        QCOMPARE(context(qwen), 32768LL);
        qwen["rope_scaling"] = {{"type", "yarn"}, {"factor", 4.0}, {"original_max_position_embeddings", 32768}};
        QCOMPARE(context(qwen), 131072LL);
        qwen.erase("rope_scaling");
        qwen.erase("max_position_embeddings");
        QCOMPARE(context(qwen), 0LL); // unknown: not checked
    }
    // Llama 4: three of every four layers attend within 8192-token chunks (no_rope_layers, or by
    // default every 4th layer is global), so a long sequence keeps far less KV than 48 full layers.
    void chunkedAttention() {
        for (const char* file : {"llama-4-scout-17b-16e.json", "llama-4-maverick-17b-128e.json"}) {
            ModelShape m = importHfConfig(test::modelConfig(file), file);
            QCOMPARE(m.attentionChunk, 8192);
            QCOMPARE(m.chunkedLayers, 36);
            QCOMPARE(m.kvShare(8192), 1.0);
            QCOMPARE(m.kvShare(32768), (12 + 36 * 0.25) / 48.0);
        }
        auto cfg = test::modelConfig("llama-4-scout-17b-16e.json");
        std::vector<int> flags(48, 1);
        flags[0] = flags[47] = 0;
        cfg["text_config"]["no_rope_layers"] = flags;
        QCOMPARE(importHfConfig(cfg, "s.json").chunkedLayers, 46);
        cfg["text_config"]["no_rope_layers"] = std::vector<int>(47, 1);
        try {
            importHfConfig(cfg, "s.json");
            QFAIL("a no_rope_layers list of the wrong length was accepted");
        } catch (const SpecError& e) {
            QVERIFY2(std::string(e.what()).find("text_config.no_rope_layers: has 47 entries for 48 layers") !=
                         std::string::npos,
                     e.what());
        }
        QCOMPARE(importHfConfig(test::modelConfig("llama-3.1-8b.json"), "l").kvShare(100000), 1.0);
    }
    void brokenConfigsNameTheKey() {
        auto cfg = test::modelConfig("llama-3.1-8b.json");
        cfg.erase("hidden_size");
        try {
            importHfConfig(cfg, "cfg.json");
            QFAIL("expected an error");
        } catch (const SpecError& e) {
            QVERIFY2(std::string(e.what()).find("cfg.json: hidden_size: missing") != std::string::npos, e.what());
        }
        cfg = test::modelConfig("llama-3.1-8b.json");
        cfg["num_key_value_heads"] = 5;
        QVERIFY_THROWS_EXCEPTION(SpecError, importHfConfig(cfg, "cfg.json"));
        cfg = test::modelConfig("llama-3.1-8b.json");
        cfg["num_hidden_layers"] = -3;
        QVERIFY_THROWS_EXCEPTION(SpecError, importHfConfig(cfg, "cfg.json"));
        QVERIFY_THROWS_EXCEPTION(SpecError, importHfConfig(nlohmann::json::array(), "cfg.json"));
    }
};

QTEST_APPLESS_MAIN(TestHfImport)
#include "tst_hf_import.moc"
