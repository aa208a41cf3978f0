// Project files readable anywhere, by more than one program (README, Reliability): a 0-byte file
// is refused, never silently made a project; a project on read-only media opens read-only for
// show and export and says so; two programs creating the same new project both get it.
#include "expect_error.h"
#include "run_luma.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "remote/client/agent_executor.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace luma;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

} // namespace

class TestProjectFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string path(const std::string& name) { return m_dir.filePath(q(name)).toStdString(); }

private slots:
    void anEmptyFileIsNoProject() {
        const std::string empty = path("empty.luma");
        std::ofstream{empty};
        LUMA_EXPECT_SPEC_ERROR(EvidenceStore(empty), "empty.luma: is an empty file (0 bytes), not a LUMA project");
        LUMA_EXPECT_SPEC_ERROR(EvidenceStore(empty, StoreAccess::Read), "is an empty file (0 bytes)");
        QCOMPARE(std::filesystem::file_size(empty), std::uintmax_t(0)); // left as it was
        const std::string campaign = test::writeSyntheticCampaign(m_dir.path().toStdString(), "empty");
        for (const QStringList& args :
             {QStringList{"show", q(empty)}, QStringList{"qualify", q(campaign), "--db", q(empty)}}) {
            const auto r = test::runLuma(args);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("empty.luma: is an empty file (0 bytes), not a LUMA project"), qPrintable(r.err));
        }
        QCOMPARE(std::filesystem::file_size(empty), std::uintmax_t(0));
        // Read access never creates a project.
        LUMA_EXPECT_SPEC_ERROR(EvidenceStore(path("missing.luma"), StoreAccess::Read), "no such project file");
        QVERIFY(!std::filesystem::exists(path("missing.luma")));
    }

    void aProjectOnReadOnlyMediaIsReadable() {
        // A finished project in a folder mounted read-only (a private mount namespace: even
        // root cannot write there).
        if (QProcess::execute("unshare", {"-m", "true"}) != 0) QSKIP("no mount namespaces here (unshare -m)");
        const std::string media = path("media");
        std::filesystem::create_directory(media);
        {
            const std::string campaign = test::writeSyntheticCampaign(media, "ro");
            EvidenceStore store(media + "/ro.luma");
            const Campaign c = loadCampaign(campaign);
            const auto executor = client::makeExecutor(c, {LUMA_AGENT_BIN});
            qualify(c, store, *executor, {});
        }
        const std::string bundle = path("ro-bundle.json");
        auto readOnly = [&](const QString& args) {
            QProcess p;
            p.start("unshare", {"-m", "sh", "-c",
                                QString("mount --bind -o ro '%1' '%1' && exec '%2' %3").arg(q(media), LUMA_CLI, args)});
            if (!p.waitForFinished(60000)) return test::LumaResult{};
            return test::LumaResult{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                                    QString::fromUtf8(p.readAllStandardError())};
        };
        auto r = readOnly(QString("show '%1/ro.luma'").arg(q(media)));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains("ro.luma: opened read-only (it is on read-only media)"), qPrintable(r.err));
        QVERIFY2(r.out.contains("ro"), qPrintable(r.out));
        r = readOnly(QString("export '%1/ro.luma' --campaign ro --out '%2'").arg(q(media), q(bundle)));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains("opened read-only"), qPrintable(r.err));
        r = test::runLuma({"verify-bundle", q(bundle)});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        // Pages still in the -wal (a writer killed before its checkpoint) would be invisible to a
        // read-only open: refused by name, never shown as the project.
        {
            std::ofstream wal(media + "/ro.luma-wal", std::ios::binary);
            wal << std::string(4096, 'w');
        }
        r = readOnly(QString("show '%1/ro.luma'").arg(q(media)));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("ro.luma-wal holds 4096 bytes not yet in the project"), qPrintable(r.err));
    }

    void twoProgramsCreatingOneProjectBothGetIt() {
        // Two processes open the same new project at the same moment, 20 times: both succeed (it
        // failed at once with "database is locked" in 4 of 20 pairs), and no temporary is left.
        for (int round = 0; round < 20; ++round) {
            const std::string file = path("race-" + std::to_string(round) + ".luma");
            int go[2];
            QCOMPARE(::pipe(go), 0);
            const pid_t child = ::fork();
            QVERIFY(child >= 0);
            char byte = 0;
            if (child == 0) {
                ::close(go[1]);
                (void)::read(go[0], &byte, 1);
                try {
                    EvidenceStore store(file);
                    (void)store.campaignNames();
                    ::_exit(0);
                } catch (const std::exception& e) {
                    std::fprintf(stderr, "child: %s\n", e.what());
                    ::_exit(1);
                }
            }
            ::close(go[0]);
            (void)::write(go[1], "x", 1); // the child starts as the parent does
            ::close(go[1]);
            std::string parentError;
            try {
                EvidenceStore store(file);
                (void)store.campaignNames();
            } catch (const std::exception& e) {
                parentError = e.what();
            }
            int status = 0;
            QCOMPARE(::waitpid(child, &status, 0), child);
            QVERIFY2(parentError.empty(), parentError.c_str());
            QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child could not open the new project");
        }
        for (const auto& e : std::filesystem::directory_iterator(m_dir.path().toStdString()))
            QVERIFY2(e.path().string().find(".new-") == std::string::npos, e.path().c_str());
    }
};

QTEST_GUILESS_MAIN(TestProjectFiles)
#include "tst_project_files.moc"
