#include "ui/workbench.h"

#include "core/calibrate/calibration.h"
#include "core/evidence/store.h"
#include "core/qualify/report.h"
#include "core/util/spec_error.h"
#include "core/version.h"
#include "ui/charts/frontierplot.h"
#include "ui/documents/calibrationdocument.h"
#include "ui/documents/campaigndocument.h"
#include "ui/documents/contractdocument.h"
#include "ui/documents/evidencedocument.h"
#include "ui/documents/exploredocument.h"
#include "ui/documents/frontierdocument.h"
#include "ui/documents/insightsdocument.h"
#include "ui/documents/machinedocument.h"
#include "ui/documents/matrixdocument.h"
#include "ui/documents/tunedocument.h"
#include "ui/documents/typepages.h"
#include "ui/mainwindow.h"
#include "ui/present/presentation.h"
#include "ui/project.h"
#include "ui/quiet_offscreen.h"
#include "ui/theme.h"
#include "ui/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QPixmap>
#include <QRegularExpression>
#include <QSettings>
#include <QThread>

#include <cstring>
#include <iostream>

namespace luma::ui {

namespace {

const QStringList kViews = {QStringLiteral("contract"),    QStringLiteral("machine"),  QStringLiteral("explore"),
                            QStringLiteral("campaign"),    QStringLiteral("frontier"), QStringLiteral("matrix"),
                            QStringLiteral("runs"),        QStringLiteral("evidence"), QStringLiteral("insights"),
                            QStringLiteral("calibration"), QStringLiteral("tune"),     QStringLiteral("codesign"),
                            QStringLiteral("present")};

// The project's latest tune campaign (`view` "tune") or codesign loop ("codesign"); "" when none.
QString latestLoop(const Project& project, const QString& view) {
    const QStringList names = project.campaignNames();
    for (auto it = names.crbegin(); it != names.crend(); ++it) {
        const auto record = project.campaign(*it);
        const std::string schema = record ? record->spec.value("schema", "") : "";
        if (view == QLatin1String("tune") ? schema == "luma.tune/1"
                                          : schema == "luma.codesign/1" && record->spec.value("step", "") == "loop")
            return *it;
    }
    return {};
}

int fail(int code, const QString& message) {
    std::cerr << "luma-workbench: " << message.toStdString() << '\n';
    return code;
}

// --calibration CAL.json, read strictly as the CLI reads it; false with the message when it cannot be.
bool readCalibration(const QCommandLineParser& args, MainWindow& window, QString& error) {
    if (!args.isSet(QStringLiteral("calibration"))) return true;
    const QString file = args.value(QStringLiteral("calibration"));
    if (file.isEmpty()) {
        error = QStringLiteral("--calibration must not be empty");
        return false;
    }
    try {
        window.setCalibration(std::make_shared<const Calibration>(loadCalibration(file.toStdString())));
    } catch (const SpecError& e) {
        error = QString::fromStdString(e.what());
        return false;
    }
    return true;
}

// Lets queued results (the live prediction, deferred layouts) land before the grab.
template <class Done>
void settle(Done done, int maxMs = 20000) {
    QElapsedTimer t;
    t.start();
    do {
        QApplication::processEvents(QEventLoop::AllEvents, 50);
        if (done()) break;
        QThread::msleep(10);
    } while (t.elapsed() < maxMs);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
}

// Opens `view` of `campaign` in the window, as a user would; the problem when it cannot be shown.
QString showView(MainWindow& w, const QString& view, const QString& campaign, qint64 run, const QSize& size) {
    QString error;
    QString noReport =
        QStringLiteral("campaign \"%1\" has no finished report yet (run it to the end first)").arg(campaign);
    if (view == QLatin1String("contract")) {
        ContractDocument* doc = w.openCampaignContract(campaign, &error);
        if (!doc) return error;
        settle([doc] { return !doc->evaluationPending(); });
    } else if (view == QLatin1String("machine")) {
        if (!w.openCampaignMachine(campaign, &error)) return error;
    } else if (view == QLatin1String("campaign") || view == QLatin1String("runs")) {
        if (!w.openCampaignFromProject(campaign, &error)) return error;
        if (view == QLatin1String("runs")) {
            auto* dock = w.findChild<QDockWidget*>(QStringLiteral("dock-runs"));
            dock->raise();
            w.resizeDocks({dock}, {size.height() * 3 / 5}, Qt::Vertical);
        }
    } else if (view == QLatin1String("frontier")) {
        FrontierDocument* doc = w.showFrontier(campaign);
        if (!doc->hasReport() && !doc->typePages()->summary()) return noReport;
    } else if (view == QLatin1String("matrix")) {
        MatrixDocument* doc = w.showMatrix(campaign);
        if (!w.project()->report(campaign) && !doc->typePages()->summary()) return noReport;
    } else if (view == QLatin1String("explore")) {
        ExploreDocument* doc = w.showExplore(campaign);
        if (!doc->problemText().isEmpty()) return doc->problemText();
        settle([doc] { return !doc->busy(); });
    } else if (view == QLatin1String("insights")) {
        if (const InsightsDocument* doc = w.showInsights(); !doc->problemText().isEmpty()) return doc->problemText();
    } else if (view == QLatin1String("calibration")) {
        CalibrationDocument* doc = w.showCalibration(campaign);
        if (!doc->problemText().isEmpty()) return doc->problemText();
        settle([doc] { return !doc->busy(); });
    } else if (view == QLatin1String("evidence")) {
        if (run == 0) {
            // The campaign's latest run with a verdict, else its latest run.
            try {
                for (const auto& r : w.project()->runs(campaign))
                    if (r.status == "finished" || run == 0) run = r.id;
            } catch (const SpecError& e) {
                return QString::fromStdString(e.what());
            }
            if (run == 0) return QStringLiteral("campaign \"%1\" has no runs yet").arg(campaign);
        }
        EvidenceDocument* doc = w.showEvidence(campaign, run);
        if (!doc->problemText().isEmpty()) return doc->problemText();
    } else if (view == QLatin1String("tune")) {
        TuneDocument* doc = w.showTune(campaign, &error);
        if (!doc) return error;
        settle([doc] { return !doc->busy(); });
        if (!doc->problemText().isEmpty()) return doc->problemText();
    } else if (view == QLatin1String("codesign")) {
        if (!w.showCodesign(campaign, &error)) return error;
    }
    return {};
}

// --view present [--slide N]: slide N (from 1) of the campaign's story, at --size, not animated.
int presentSlide(const QCommandLineParser& args, MainWindow& w, const QString& campaign, const QSize& size,
                 const QString& out) {
    Presentation p(w.project(), campaign);
    if (!p.problem().isEmpty()) return fail(1, p.problem());
    bool ok = true;
    const int slide = args.isSet(QStringLiteral("slide")) ? args.value(QStringLiteral("slide")).toInt(&ok) : 1;
    if (!ok || slide < 1 || slide > p.slideCount())
        return fail(2, QStringLiteral("--slide expects 1 to %1 (the slides of %2's story), got \"%3\"")
                           .arg(p.slideCount())
                           .arg(campaign, args.value(QStringLiteral("slide"))));
    p.setAnimated(false);
    p.resize(size);
    p.show();
    p.setSlide(slide - 1);
    settle([] { return false; }, 300);
    const QPixmap pixmap = p.grab();
    if (pixmap.isNull() || !pixmap.save(out)) return fail(1, QStringLiteral("cannot write %1").arg(out));
    std::cout << "Wrote " << out.toStdString() << " (slide " << slide << " of " << p.slideCount() << " of "
              << campaign.toStdString() << ": " << p.titleText().toStdString() << ")\n";
    return 0;
}

// The window as it is now, once it has settled, written to `out`.
int grabTo(MainWindow& w, const QString& out, const QString& what) {
    settle([] { return false; }, 300);
    const QPixmap pixmap = w.grab();
    if (pixmap.isNull() || !pixmap.save(out)) return fail(1, QStringLiteral("cannot write %1").arg(out));
    std::cout << "Wrote " << out.toStdString() << " (" << what.toStdString() << ", " << pixmap.width() << "x"
              << pixmap.height() << ")\n";
    return 0;
}

// --view machine FILE.json without --project: the machine file (a mixed fleet too), as File > Open shows it.
int machineFileScreenshot(const QString& file, const QSize& size, const QString& out) {
    MainWindow::Options options;
    options.persistent = false;
    MainWindow w(options);
    w.resize(size);
    QString error;
    if (!w.openMachineFile(file, &error)) return fail(1, error);
    w.show();
    return grabTo(w, out, QStringLiteral("machine ") + file);
}

int screenshot(const QCommandLineParser& args) {
    const QString out = args.value(QStringLiteral("screenshot"));
    const QString view = args.value(QStringLiteral("view"));
    if (view.isEmpty()) return fail(2, QStringLiteral("--screenshot needs --view %1").arg(kViews.join('|')));
    if (!kViews.contains(view))
        return fail(2, QStringLiteral("unknown view \"%1\"; known: %2").arg(view, kViews.join(QStringLiteral(", "))));
    qint64 run = 0;
    if (args.isSet(QStringLiteral("run"))) {
        bool ok = false;
        run = args.value(QStringLiteral("run")).toLongLong(&ok);
        if (!ok || run <= 0)
            return fail(2, QStringLiteral("--run expects a run id (the runs table's \"run\" column), got \"%1\"")
                               .arg(args.value(QStringLiteral("run"))));
    }
    QSize size(1600, 1000);
    if (args.isSet(QStringLiteral("size"))) {
        const auto m = QRegularExpression(QStringLiteral("^(\\d+)x(\\d+)$")).match(args.value(QStringLiteral("size")));
        if (!m.hasMatch() || m.captured(1).toInt() < 320 || m.captured(2).toInt() < 240)
            return fail(2, QStringLiteral("--size expects WIDTHxHEIGHT of at least 320x240, got \"%1\"")
                               .arg(args.value(QStringLiteral("size"))));
        size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    if (view == QLatin1String("machine") && !args.isSet(QStringLiteral("project")) &&
        args.positionalArguments().size() == 1)
        return machineFileScreenshot(args.positionalArguments().front(), size, out);
    if (!args.isSet(QStringLiteral("project")))
        return fail(2, QStringLiteral("--screenshot needs --project P.luma (or, for --view machine, a machine file)"));

    MainWindow::Options options;
    options.persistent = false;
    MainWindow w(options);
    if (QString error; !readCalibration(args, w, error)) return fail(1, error);
    w.resize(size);
    QString error;
    if (!w.openProject(args.value(QStringLiteral("project")), false, &error)) return fail(1, error);
    if (const QString note = w.project()->readOnlyNote(); !note.isEmpty())
        std::cerr << w.project()->displayName().toStdString() << ": " << note.toStdString() << '\n';
    const QStringList names = w.project()->campaignNames();
    if (names.isEmpty())
        return fail(1,
                    QStringLiteral("%1: the project holds no campaign yet").arg(args.value(QStringLiteral("project"))));
    // Without --campaign: the latest campaign, or for tune and codesign the latest of its kind.
    QString campaign = args.isSet(QStringLiteral("campaign")) ? args.value(QStringLiteral("campaign")) : names.back();
    if (!args.isSet(QStringLiteral("campaign")) && (view == QLatin1String("tune") || view == QLatin1String("codesign")))
        if (const QString latest = latestLoop(*w.project(), view); !latest.isEmpty()) campaign = latest;
    if (!names.contains(campaign) && !w.project()->typedCampaignOf(campaign))
        return fail(1, QStringLiteral("%1: no campaign \"%2\"; the project holds: %3")
                           .arg(args.value(QStringLiteral("project")), campaign, names.join(QStringLiteral(", "))));

    if (view == QLatin1String("present")) return presentSlide(args, w, campaign, size, out);
    w.show();
    if (const QString problem = showView(w, view, campaign, run, size); !problem.isEmpty()) return fail(1, problem);
    return grabTo(w, out, view + QStringLiteral(" of ") + campaign);
}

// luma-workbench's command line: the files to open and every option, with its help text.
void describeOptions(QCommandLineParser& args) {
    args.setApplicationDescription(
        QStringLiteral("LUMA Workbench: draw contracts, run PEX campaigns, explore frontiers."));
    args.addHelpOption();
    args.addVersionOption();
    args.addPositionalArgument(QStringLiteral("files"),
                               QStringLiteral("A project (*.luma), contract, machine or campaign files to open."),
                               QStringLiteral("[files...]"));
    args.addOptions({
        {QStringLiteral("screenshot"), QStringLiteral("Render one view offscreen to OUT.png and exit."),
         QStringLiteral("OUT.png")},
        {QStringLiteral("project"), QStringLiteral("The project to open (the window creates it when missing)."),
         QStringLiteral("P.luma")},
        {QStringLiteral("campaign"), QStringLiteral("The campaign to show (default: the newest)."),
         QStringLiteral("NAME")},
        {QStringLiteral("view"), QStringLiteral("The view to render: %1.").arg(kViews.join(QStringLiteral(", "))),
         QStringLiteral("VIEW")},
        {QStringLiteral("run"),
         QStringLiteral("The run for --view evidence (default: the campaign's latest finished run)."),
         QStringLiteral("ID")},
        {QStringLiteral("size"), QStringLiteral("The window size for --screenshot (default 1600x1000)."),
         QStringLiteral("WxH")},
        {QStringLiteral("slide"), QStringLiteral("The slide for --view present (from 1; default 1)."),
         QStringLiteral("N")},
        {QStringLiteral("present"),
         QStringLiteral("Present the campaign's PEX story full screen (with --campaign; default: the newest)."),
         QStringLiteral("P.luma")},
        {QStringLiteral("theme"), QStringLiteral("light or dark."), QStringLiteral("THEME")},
        {QStringLiteral("lang"),
         QStringLiteral("The window's language: en, de, fr, ja, zh_CN or system (default: View > Language's choice, "
                        "else the system's; screenshots: en)."),
         QStringLiteral("LANG")},
        {QStringLiteral("calibration"),
         QStringLiteral("A calibration (luma.calibration/1, luma calibrate --out) applied to every campaign machine "
                        "it calibrates, as luma explore --calibration applies it."),
         QStringLiteral("CAL.json")},
    });
}

// --present P.luma [--campaign NAME]: the story full screen over the window; Esc leaves it.
int present(const QCommandLineParser& args, MainWindow& w) {
    QString error;
    if (!w.openProject(args.value(QStringLiteral("present")), false, &error)) return fail(1, error);
    const QStringList names = w.project()->campaignNames();
    const QString campaign =
        args.isSet(QStringLiteral("campaign")) ? args.value(QStringLiteral("campaign")) : names.value(names.size() - 1);
    if (!w.present(campaign, &error)) return fail(1, error);
    return QApplication::exec();
}

// A screenshot (and --help, --version) renders offscreen: the platform is chosen before the
// application exists. Without a display the window cannot open: false, having said so (not Qt's
// abort).
bool choosePlatform(int argc, char** argv) {
    bool offscreen = false;
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"--screenshot", "--help", "-h", "--version", "-v"})
            offscreen = offscreen || std::strcmp(argv[i], flag) == 0;
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
        if (offscreen) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        } else if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
            std::cerr
                << "luma-workbench: no display (DISPLAY and WAYLAND_DISPLAY are unset): run it in a desktop session, "
                   "or render a view with --screenshot OUT.png --project P.luma --view VIEW\n";
            return false;
        }
    }
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == QLatin1String("offscreen")) quietOffscreen();
    return true;
}

// The files of the command line, each in the window by its kind. --project opens the project,
// creating it when it does not exist yet (packaging/dev.sh run starts the bundled example this
// way); a .luma among the files must exist. A file that cannot be opened is named on stderr.
void openFiles(const QCommandLineParser& args, MainWindow& w) {
    QStringList files = args.positionalArguments();
    if (args.isSet(QStringLiteral("project"))) files.prepend(args.value(QStringLiteral("project")));
    for (const QString& f : files) {
        QString error;
        bool ok = true;
        if (f.endsWith(QLatin1String(".luma"))) {
            ok = w.openProject(f, args.isSet(QStringLiteral("project")) && f == args.value(QStringLiteral("project")),
                               &error);
            if (ok && args.isSet(QStringLiteral("campaign")))
                ok = w.openCampaignFromProject(args.value(QStringLiteral("campaign")), &error);
        } else {
            QFile file(f);
            const QByteArray head = file.open(QIODevice::ReadOnly) ? file.read(4096) : QByteArray();
            if (head.contains("luma.campaign/1"))
                ok = w.openCampaignFile(f, &error) != nullptr;
            else if (head.contains("luma.machine/1"))
                ok = w.openMachineFile(f, &error) != nullptr;
            else
                ok = w.openContractFile(f, &error) != nullptr;
        }
        if (!ok) std::cerr << "luma-workbench: " << error.toStdString() << '\n';
    }
}

} // namespace

int runWorkbench(int argc, char** argv) {
    if (!choosePlatform(argc, argv)) return 1;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("LUMA"));
    QApplication::setApplicationName(QStringLiteral("LUMA Workbench"));
    QApplication::setApplicationVersion(QString::fromLatin1(kVersion));

    QCommandLineParser args;
    describeOptions(args);
    args.process(app);

    Theme theme = Theme::Light;
    if (args.isSet(QStringLiteral("theme"))) {
        const auto t = parseTheme(args.value(QStringLiteral("theme")));
        if (!t)
            return fail(
                2,
                QStringLiteral("--theme expects light or dark, got \"%1\"").arg(args.value(QStringLiteral("theme"))));
        theme = *t;
    }
    applyTheme(theme);
    // --lang, else (a window, not a screenshot) the language chosen in View > Language, else the system's.
    const QString lang = args.isSet(QStringLiteral("lang")) ? args.value(QStringLiteral("lang"))
                         : args.isSet(QStringLiteral("screenshot"))
                             ? QStringLiteral("en")
                             : QSettings().value(QStringLiteral("language"), QStringLiteral("system")).toString();
    QStringList codes = {QStringLiteral("en"), QStringLiteral("system")};
    for (const Language& l : languages())
        if (!l.code.isEmpty()) codes << l.code;
    if (!codes.contains(lang))
        return fail(2,
                    QStringLiteral("--lang expects one of %1, got \"%2\"").arg(codes.join(QStringLiteral(", ")), lang));
    installLanguage(lang);
    if (args.isSet(QStringLiteral("screenshot"))) return screenshot(args);

    MainWindow w;
    if (QString error; !readCalibration(args, w, error)) return fail(1, error);
    if (args.isSet(QStringLiteral("theme"))) applyTheme(theme); // the command line wins over the saved theme
    w.show();
    if (args.isSet(QStringLiteral("present"))) return present(args, w);
    openFiles(args, w);
    return app.exec();
}

} // namespace luma::ui
