#include "ui/report/pdf_render.h"

#include <QFile>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>

#include <algorithm>

namespace luma::report {

namespace {

constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartIndex = QTextFormat::UserProperty + 1;
constexpr int kChartWidth = QTextFormat::UserProperty + 2;
constexpr int kChartHeight = QTextFormat::UserProperty + 3;

// Draws chart N's SVG where the layout placed it. Its size is the SVG's at 96 dpi, scaled to the
// layout's device and narrowed to the text width when wider.
class ChartHandler : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    explicit ChartHandler(const std::vector<std::string>& svgs) {
        for (const auto& s : svgs) m_svgs.push_back(QByteArray::fromStdString(s));
    }
    QSizeF intrinsicSize(QTextDocument* doc, int, const QTextFormat& f) override {
        const QPaintDevice* device = doc->documentLayout()->paintDevice();
        const double scale = device ? device->logicalDpiX() / 96.0 : 1.0;
        QSizeF size(f.doubleProperty(kChartWidth) * scale, f.doubleProperty(kChartHeight) * scale);
        const double margin = doc->rootFrame()->frameFormat().toFrameFormat().margin();
        const double room = doc->pageSize().width() > 0 ? doc->pageSize().width() - 2 * margin - 8 : size.width();
        if (size.width() > room && room > 0) size *= room / size.width();
        return size;
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& f) override {
        const int i = f.intProperty(kChartIndex);
        if (i < 0 || i >= static_cast<int>(m_svgs.size())) return;
        QSvgRenderer svg(m_svgs[static_cast<std::size_t>(i)]);
        svg.render(painter, rect);
    }

private:
    std::vector<QByteArray> m_svgs;
};

struct Placeholder {
    int position = 0, length = 0, index = 0;
    double width = 0, height = 0;
};

// The <img src="luma-chart:N"> the HTML left for each chart, replaced by chart objects.
void placeCharts(QTextDocument& doc) {
    std::vector<Placeholder> found;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (!f.charFormat().isImageFormat()) continue;
            const QTextImageFormat img = f.charFormat().toImageFormat();
            if (!img.name().startsWith(QStringLiteral("luma-chart:"))) continue;
            found.push_back({f.position(), f.length(), img.name().mid(11).toInt(), img.width(), img.height()});
        }
    std::reverse(found.begin(), found.end()); // from the end, so earlier positions stay valid
    for (const auto& p : found) {
        QTextCursor c(&doc);
        c.setPosition(p.position);
        c.setPosition(p.position + p.length, QTextCursor::KeepAnchor);
        QTextCharFormat chart;
        chart.setObjectType(kChartObject);
        chart.setProperty(kChartIndex, p.index);
        chart.setProperty(kChartWidth, p.width);
        chart.setProperty(kChartHeight, p.height);
        c.insertText(QString(QChar::ObjectReplacementCharacter), chart);
    }
}

} // namespace

bool renderPdf(const PdfInput& input, const std::string& path, std::string& error) {
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        error = file.errorString().toStdString();
        return false;
    }
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(300);
    writer.setTitle(QString::fromStdString(input.title));
    writer.setCreator(QStringLiteral("LUMA Workbench"));
    QTextDocument doc;
    doc.setDefaultFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    ChartHandler charts(input.svgs);
    doc.documentLayout()->registerHandler(kChartObject, &charts);
    doc.setHtml(QString::fromStdString(input.html));
    placeCharts(doc);
    doc.print(&writer); // paginates a copy (2 cm margins, page numbers), keeping the chart handler
    file.close();
    if (file.error() != QFileDevice::NoError) {
        error = file.errorString().toStdString();
        return false;
    }
    return true;
}

} // namespace luma::report

#include "pdf_render.moc"
