// `luma report`: a campaign's customer report as self-contained HTML or as PDF. The content is
// core's (core/report: the data, the HTML); the PDF is laid out by Qt in libluma_report_pdf.so,
// loaded at run time so that luma links no Qt (it runs on GPU hosts without it).
#include "app/cli/args.h"
#include "app/cli/commands.h"

#include "core/evidence/store.h"
#include "core/report/compare.h"
#include "core/report/html.h"
#include "core/report/report_data.h"
#include "core/util/spec_error.h"
#include "remote/client/host_profiles.h"

#include <dlfcn.h>

#include <filesystem>
#include <fstream>
#include <iostream>

namespace luma::cli {

namespace {

using WritePdf = int (*)(const char*, const char* const*, int, const char*, const char*, char*, int);

std::string besideLuma(const char* name) {
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ((ec ? std::filesystem::path(".") : exe.parent_path()) / name).string();
}

// `html` with chart placeholders numbering `svgs`.
void writePdf(const std::string& html, const std::vector<std::string>& svgs, const std::string& title,
              const std::string& out) {
    const std::string module = besideLuma("libluma_report_pdf.so");
    void* handle = dlopen(module.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle)
        throw SpecError(out, "",
                        std::string("a PDF report needs ") + module + " and Qt 6 (Gui, Svg): " + dlerror() +
                            "; an HTML report (--out FILE.html) needs neither");
    const auto write = reinterpret_cast<WritePdf>(dlsym(handle, "luma_report_write_pdf"));
    if (!write) throw SpecError(out, "", module + " has no luma_report_write_pdf: a mismatched install");
    std::vector<const char*> charts;
    charts.reserve(svgs.size());
    for (const auto& s : svgs) charts.push_back(s.c_str());
    char error[512] = {0};
    // The module stays loaded: Qt keeps state (fonts, the application) until the process ends.
    if (write(html.c_str(), charts.data(), static_cast<int>(charts.size()), title.c_str(), out.c_str(), error,
              sizeof error) != 0)
        throw SpecError(out, "", std::string("cannot write the PDF: ") + error);
}

bool endsWith(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

} // namespace

int reportCommand(const ArgList& argv) {
    // --campaign may be given twice (a comparison; Args takes each flag once): taken out first.
    ArgList rest;
    std::vector<std::string> campaigns;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (argv[i] == "--campaign") {
            if (i + 1 >= argv.size()) throw UsageError("--campaign needs a value");
            campaigns.push_back(argv[++i]);
        } else if (argv[i].rfind("--campaign=", 0) == 0) {
            campaigns.push_back(argv[i].substr(11));
        } else {
            rest.push_back(argv[i]);
        }
    }
    if (campaigns.empty()) throw UsageError("--campaign is required");
    if (campaigns.size() > 2) throw UsageError("--campaign: at most two (a comparison sets two side by side)");
    Args args(rest, {"--out", "--lang"}, {});
    const std::string file = args.positional(0, "PROJECT.luma");
    args.expectPositionals(1);
    const std::string out = args.required("--out");
    const std::string lang = args.optional("--lang").value_or("en");
    if (lang != "en") throw UsageError("--lang: \"" + lang + "\" is not available (available: en)");
    const bool pdf = endsWith(out, ".pdf"), html = endsWith(out, ".html") || endsWith(out, ".htm");
    if (!pdf && !html) throw UsageError("--out: \"" + out + "\" must end in .html or .pdf (the format follows it)");
    if (!std::ifstream(file)) throw SpecError(file, "", "no such project file");
    const EvidenceStore store(file);
    std::vector<report::ReportData> data;
    data.reserve(campaigns.size());
    const auto prices = client::hostPrices(client::HostProfiles());
    for (const auto& c : campaigns) data.push_back(report::buildReport(store, c, prices));
    const bool compare = data.size() == 2;
    const report::HtmlOptions options{!pdf, lang};
    const std::string text =
        compare ? report::renderComparisonHtml(data[0], data[1], options) : report::renderHtml(data[0], options);
    if (pdf) {
        writePdf(text, compare ? report::comparisonChartSvgs(data[0], data[1]) : report::chartSvgs(data[0]),
                 (compare ? "Comparison: " + data[0].campaign + " and " + data[1].campaign
                          : "Qualification report: " + data[0].campaign),
                 out);
    } else {
        std::ofstream o(out, std::ios::binary);
        if (!o || !(o << text)) throw SpecError(out, "", "cannot write the report");
    }
    for (const auto& d : data)
        std::cout << (&d == &data.front() ? "Wrote " + out + ": " : "  and ") << "campaign " << d.campaign << ", "
                  << d.evidence.size() << " runs"
                  << (d.hasReport ? "" : " (no finished qualification yet: no verdict claimed)") << '\n';
    return 0;
}

} // namespace luma::cli
