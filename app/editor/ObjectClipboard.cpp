#include "ObjectClipboard.h"

#include "Document.h"
#include "ObjectOps.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>

namespace ledge::clipboard {

namespace {
QClipboard* orApplication(const QClipboard* board)
{
    return board ? const_cast<QClipboard*>(board) : QApplication::clipboard();
}
} // namespace

bool copyObjects(const Document& doc, const QList<ObjectId>& ids, QClipboard* board)
{
    QList<ObjectId> present;
    for (ObjectId id : ids)
        if (doc.level()->object(id))
            present.append(id);
    if (present.isEmpty())
        return false;
    const QByteArray data = ops::serialise(doc, present);
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(ops::kMimeType), data);
    mime->setText(QString::fromUtf8(data));
    orApplication(board)->setMimeData(mime);
    return true;
}

QByteArray objects(const QClipboard* board)
{
    const QMimeData* mime = orApplication(board)->mimeData();
    if (!mime || !mime->hasFormat(QString::fromLatin1(ops::kMimeType)))
        return {};
    return mime->data(QString::fromLatin1(ops::kMimeType));
}

QList<ObjectId> pasteObjects(Document& doc, QPointF target, const QClipboard* board)
{
    const QByteArray data = objects(board);
    if (data.isEmpty())
        return {};
    const QPointF shift = target - ops::clipBounds(data).center();
    return ops::paste(doc, data, QPointF(doc.snapLength(shift.x()), doc.snapLength(shift.y())));
}

} // namespace ledge::clipboard
