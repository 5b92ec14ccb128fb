#include "ReportPdf.h"

#include "ExamReports.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

#include <cmath>
#include <memory>
#include <vector>

namespace croupier::reportpdf {

ScopedLanguage::ScopedLanguage(const QString &language)
{
    if (m_translator.load(QStringLiteral(":/i18n/croupier_%1.qm").arg(language)))
        m_installed = QCoreApplication::installTranslator(&m_translator);
}

ScopedLanguage::~ScopedLanguage()
{
    if (m_installed)
        QCoreApplication::removeTranslator(&m_translator);
}

const char *const kStyle = "body { font-family: 'DejaVu Sans'; font-size: 10pt; }"
                           "h1 { font-size: 16pt; margin: 0; }"
                           "h2 { font-size: 12pt; margin-top: 8pt; margin-bottom: 4pt; }"
                           "table { border-collapse: collapse; }"
                           "td, th { padding: 3px 6px; border: 1px solid #888; }"
                           "th { background: #e8e8e8; text-align: left; }"
                           ".muted { color: #555; }"
                           ".warning { color: #a00000; }";

/// Lays the blocks out on A4 pages and paints them with "Page N of M" at the foot.
/// False with @p error when the PDF cannot be made.
bool paintBlocks(QIODevice *device, const QString &title, const QString &footer, const QList<Block> &blocks)
{
    QPdfWriter writer(device);
    writer.setResolution(300);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 16, 18, 20), QPageLayout::Millimeter);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Croupier"));

    const QRect page = writer.pageLayout().paintRectPixels(writer.resolution());
    const int width = page.width();
    const int footerHeight = writer.resolution() * 8 / 25; // about 8 mm
    const int bottom = page.height() - footerHeight;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10);

    // First pass: each block's document and height, and the page it goes on.
    struct Placed
    {
        std::unique_ptr<QTextDocument> doc;
        int page = 0;
        int y = 0;
    };
    std::vector<Placed> placed;
    int pageIndex = 0;
    int y = 0;
    for (const Block &block : blocks) {
        auto doc = std::make_unique<QTextDocument>();
        doc->documentLayout()->setPaintDevice(&writer);
        doc->setDefaultFont(font);
        doc->setDefaultStyleSheet(QString::fromLatin1(kStyle));
        doc->setDocumentMargin(0);
        doc->setHtml(block.html);
        doc->setTextWidth(width);
        const int height = int(std::ceil(doc->size().height()));
        // A block never starts a page's second half when it does not fit: a question
        // is not cut; only a block taller than a whole page runs over.
        if ((block.newPage && y > 0) || (y > 0 && y + height > bottom)) {
            ++pageIndex;
            y = 0;
        }
        placed.push_back({std::move(doc), pageIndex, y});
        y += height + writer.resolution() / 12; // a small gap between blocks
    }
    const int pageCount = pageIndex + 1;

    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    QFont footerFont = font;
    footerFont.setPointSizeF(8);
    for (int p = 0; p < pageCount; ++p) {
        if (p > 0)
            writer.newPage();
        for (const Placed &item : placed) {
            if (item.page != p)
                continue;
            painter.save();
            painter.translate(0, item.y);
            item.doc->drawContents(&painter);
            painter.restore();
        }
        painter.setFont(footerFont);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRect foot(0, page.height() - footerHeight / 2, width, footerHeight / 2);
        painter.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, footer);
        //: The page number at the foot of a printed page
        painter.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
            ExamReports::tr("Page %1 of %2").arg(p + 1).arg(pageCount));
    }
    return painter.end();
}

/// Writes @p bytes to @p path atomically; false with @p error naming the file.
bool saveBytes(const QByteArray &bytes, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush()
        || !file.commit()) {
        if (error)
            //: %1 the file, %2 why (from the system)
            *error = ExamReports::tr("%1: cannot write the file: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace croupier::reportpdf
