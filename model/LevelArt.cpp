#include "LevelArt.h"

#include "Level.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QPainter>
#include <QtEndian>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LevelArt)
};

// The most cells a grid may have: keeps a hostile file from asking for absurd memory.
constexpr qint64 kMaxGridCells = 64LL << 20;

QJsonArray numbers(std::initializer_list<double> values)
{
    QJsonArray out;
    for (double v : values)
        out.append(v);
    return out;
}

QByteArray packCells(const std::vector<std::uint32_t>& cells)
{
    QByteArray bytes(qsizetype(cells.size() * 4), Qt::Uninitialized);
    for (std::size_t i = 0; i < cells.size(); ++i)
        qToLittleEndian(cells[i], bytes.data() + i * 4);
    return bytes.toBase64();
}

// Reads JSON with the pointer of the first thing wrong.
class Reader {
public:
    QString error;

    bool fail(const QString& pointer, const QString& what)
    {
        if (error.isEmpty())
            error = QStringLiteral("/art%1: %2").arg(pointer, what);
        return false;
    }

    // An array of `min` to `max` numbers, all finite.
    bool numbersAt(const QJsonValue& value, const QString& pointer, qsizetype min, qsizetype max, double* out)
    {
        const QJsonArray a = value.toArray();
        if (!value.isArray() || a.size() < min || a.size() > max)
            return fail(pointer, Text::tr("expected an array of %1 to %2 numbers").arg(min).arg(max));
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a[i].isDouble() || !std::isfinite(a[i].toDouble()))
                return fail(pointer + u'/' + QString::number(i), Text::tr("expected a number"));
            out[i] = a[i].toDouble();
        }
        return true;
    }

    // Whole numbers of a picture's pixels, small enough for an int.
    bool pixels(const double* v, int count, const QString& pointer)
    {
        for (int i = 0; i < count; ++i)
            if (v[i] != std::floor(v[i]) || std::abs(v[i]) > 1e9)
                return fail(pointer + u'/' + QString::number(i), Text::tr("expected a whole number of pixels"));
        return true;
    }

    bool index(double v, qsizetype count, const QString& pointer)
    {
        if (v < 0 || v >= double(count) || v != std::floor(v))
            return fail(pointer, Text::tr("expected an index below %1").arg(count));
        return true;
    }

    bool grid(const QJsonObject& json, const QString& pointer, std::size_t tileCount, ArtGrid& grid)
    {
        double origin[2] = {0, 0}, cell[2] = {0, 0};
        if (!numbersAt(json.value(QLatin1String("origin")), pointer + QStringLiteral("/origin"), 2, 2, origin)
            || !numbersAt(json.value(QLatin1String("cell")), pointer + QStringLiteral("/cell"), 2, 2, cell))
            return false;
        if (cell[0] <= 0 || cell[1] <= 0)
            return fail(pointer + QStringLiteral("/cell"), Text::tr("expected sizes above 0"));
        const double columns = json.value(QLatin1String("columns")).toDouble(-1);
        const double rows = json.value(QLatin1String("rows")).toDouble(-1);
        if (columns < 0 || rows < 0 || columns != std::floor(columns) || rows != std::floor(rows)
            || columns > double(kMaxGridCells) || rows > double(kMaxGridCells) || columns * rows > double(kMaxGridCells))
            return fail(pointer, Text::tr("expected whole columns and rows, at most %1 cells").arg(kMaxGridCells));
        const QByteArray bytes = QByteArray::fromBase64(json.value(QLatin1String("cells")).toString().toLatin1());
        if (bytes.size() != qsizetype(columns * rows * 4))
            return fail(pointer + QStringLiteral("/cells"),
                        Text::tr("expected %1 cells in base64 (4 bytes each)").arg(qint64(columns * rows)));
        grid.origin = QPointF(origin[0], origin[1]);
        grid.cellWidth = cell[0], grid.cellHeight = cell[1];
        grid.columns = int(columns), grid.rows = int(rows);
        grid.cells.resize(std::size_t(columns * rows));
        for (std::size_t i = 0; i < grid.cells.size(); ++i) {
            const std::uint32_t v = qFromLittleEndian<std::uint32_t>(bytes.constData() + i * 4);
            if (v != 0 && (v & ArtGrid::kTileMask) > tileCount)
                return fail(pointer + QStringLiteral("/cells"),
                            Text::tr("cell %1 names tile %2 of %3").arg(i).arg((v & ArtGrid::kTileMask) - 1).arg(tileCount));
            grid.cells[i] = v;
        }
        return true;
    }
};

// How far a piece may reach beyond its cell's bottom-left corner: the largest piece and offset.
QSizeF largestReach(const std::vector<ArtTile>& tiles)
{
    QSizeF reach;
    for (const ArtTile& t : tiles)
        reach = reach.expandedTo(QSizeF(t.source.width() + std::abs(t.offset.x()), t.source.height() + std::abs(t.offset.y())));
    return reach;
}

// The area a sprite may cover: its target, or for a turned one the square about its turning
// corner that holds every turn of it.
QRectF spriteReach(const ArtSprite& s)
{
    if (s.rotation == 0)
        return s.target;
    const double r = std::hypot(s.target.width(), s.target.height());
    return QRectF(s.target.left() - r, s.target.bottom() - r, 2 * r, 2 * r);
}

} // namespace

QRectF LevelArt::bounds() const
{
    QRectF out;
    for (const ArtLayer& layer : layers) {
        if (!layer.grid.isEmpty()) {
            const ArtGrid& g = layer.grid;
            const QSizeF reach = largestReach(tiles);
            out |= QRectF(g.origin.x() - reach.width(), g.origin.y() - reach.height(),
                          g.columns * g.cellWidth + 2 * reach.width(), g.rows * g.cellHeight + 2 * reach.height());
        }
        for (const ArtSprite& s : layer.sprites)
            out |= spriteReach(s);
    }
    return out;
}

QString LevelArt::picturePath(int picture) const
{
    if (picture < 0 || picture >= pictures.size())
        return {};
    return folder.isEmpty() ? pictures[picture] : QDir(folder).absoluteFilePath(pictures[picture]);
}

QJsonObject LevelArt::toJson() const
{
    QJsonObject json;
    if (!folder.isEmpty())
        json.insert(QStringLiteral("folder"), folder);
    json.insert(QStringLiteral("pictures"), QJsonArray::fromStringList(pictures));
    QJsonArray tileArray;
    for (const ArtTile& t : tiles) {
        QJsonArray a = numbers({double(t.picture), double(t.source.x()), double(t.source.y()),
                                double(t.source.width()), double(t.source.height())});
        if (!t.offset.isNull())
            a.append(t.offset.x()), a.append(t.offset.y());
        tileArray.append(a);
    }
    json.insert(QStringLiteral("tiles"), tileArray);
    QJsonArray layerArray;
    for (const ArtLayer& layer : layers) {
        QJsonObject l;
        l.insert(QStringLiteral("name"), layer.name);
        if (layer.opacity != 1)
            l.insert(QStringLiteral("opacity"), layer.opacity);
        if (!layer.grid.isEmpty()) {
            const ArtGrid& g = layer.grid;
            QJsonObject grid;
            grid.insert(QStringLiteral("origin"), numbers({g.origin.x(), g.origin.y()}));
            grid.insert(QStringLiteral("cell"), numbers({g.cellWidth, g.cellHeight}));
            grid.insert(QStringLiteral("columns"), g.columns);
            grid.insert(QStringLiteral("rows"), g.rows);
            grid.insert(QStringLiteral("cells"), QString::fromLatin1(packCells(g.cells)));
            l.insert(QStringLiteral("grid"), grid);
        }
        if (!layer.sprites.empty()) {
            QJsonArray sprites;
            for (const ArtSprite& s : layer.sprites) {
                QJsonArray a = numbers({double(s.tile), double(s.flips), s.target.x(), s.target.y(),
                                        s.target.width(), s.target.height()});
                if (s.rotation != 0)
                    a.append(s.rotation);
                sprites.append(a);
            }
            l.insert(QStringLiteral("sprites"), sprites);
        }
        layerArray.append(l);
    }
    json.insert(QStringLiteral("layers"), layerArray);
    return json;
}

std::optional<LevelArt> LevelArt::fromJson(const QJsonObject& json, QString* error)
{
    Reader read;
    LevelArt art;
    const auto failed = [&]() -> std::optional<LevelArt> {
        if (error)
            *error = read.error;
        return std::nullopt;
    };
    art.folder = json.value(QLatin1String("folder")).toString();
    const QJsonValue pictures = json.value(QLatin1String("pictures"));
    if (!pictures.isArray())
        return read.fail(QStringLiteral("/pictures"), Text::tr("expected an array of file names")), failed();
    for (const QJsonValue& p : pictures.toArray()) {
        if (!p.isString())
            return read.fail(QStringLiteral("/pictures/%1").arg(art.pictures.size()), Text::tr("expected a file name")), failed();
        art.pictures.append(p.toString());
    }
    const QJsonArray tiles = json.value(QLatin1String("tiles")).toArray();
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        double v[7] = {0, 0, 0, 0, 0, 0, 0};
        const QString at = QStringLiteral("/tiles/%1").arg(i);
        if (!read.numbersAt(tiles[i], at, 5, 7, v) || !read.index(v[0], art.pictures.size(), at + QStringLiteral("/0"))
            || !read.pixels(v, 5, at))
            return failed();
        art.tiles.push_back({int(v[0]), QRect(int(v[1]), int(v[2]), int(v[3]), int(v[4])), QPointF(v[5], v[6])});
    }
    const QJsonValue layers = json.value(QLatin1String("layers"));
    if (!layers.isArray())
        return read.fail(QStringLiteral("/layers"), Text::tr("expected an array of layers")), failed();
    const QJsonArray layerArray = layers.toArray();
    for (qsizetype i = 0; i < layerArray.size(); ++i) {
        const QString at = QStringLiteral("/layers/%1").arg(i);
        const QJsonObject l = layerArray[i].toObject();
        ArtLayer layer;
        layer.name = l.value(QLatin1String("name")).toString();
        layer.opacity = std::clamp(l.value(QLatin1String("opacity")).toDouble(1), 0.0, 1.0);
        if (l.contains(QLatin1String("grid"))
            && !read.grid(l.value(QLatin1String("grid")).toObject(), at + QStringLiteral("/grid"), art.tiles.size(), layer.grid))
            return failed();
        const QJsonArray sprites = l.value(QLatin1String("sprites")).toArray();
        layer.sprites.reserve(std::size_t(sprites.size()));
        for (qsizetype k = 0; k < sprites.size(); ++k) {
            double v[7] = {0, 0, 0, 0, 0, 0, 0};
            const QString sat = at + QStringLiteral("/sprites/%1").arg(k);
            if (!read.numbersAt(sprites[k], sat, 6, 7, v) || !read.index(v[0], qsizetype(art.tiles.size()), sat + QStringLiteral("/0"))
                || !read.index(v[1], 8, sat + QStringLiteral("/1")))
                return failed();
            layer.sprites.push_back({std::uint32_t(v[0]), std::uint8_t(v[1]), QRectF(v[2], v[3], v[4], v[5]), v[6]});
        }
        art.layers.append(std::move(layer));
    }
    return art;
}

LevelArt levelArt(const Level& level)
{
    const QJsonValue json = level.extra().value(QLatin1String(kArtMember));
    if (!json.isObject())
        return {};
    return LevelArt::fromJson(json.toObject()).value_or(LevelArt{});
}

void locatePictures(LevelArt& art, const QString& levelFile)
{
    if (levelFile.isEmpty() || art.pictures.isEmpty())
        return;
    const QString beside = QFileInfo(levelFile).absolutePath();
    const auto found = [&](const QString& folder) {
        int n = 0;
        for (const QString& picture : art.pictures)
            n += QFileInfo::exists(QDir(folder).absoluteFilePath(picture));
        return n;
    };
    if (found(beside) > found(art.folder))
        art.folder = beside;
}

void setLevelArt(Level& level, const LevelArt& art)
{
    QJsonObject extra = level.extra();
    if (art.isEmpty())
        extra.remove(QLatin1String(kArtMember));
    else
        extra.insert(QLatin1String(kArtMember), art.toJson());
    level.setExtra(extra);
}

// ---------------------------------------------------------------- painting

ArtPainter::ArtPainter(LevelArt art) : mArt(std::move(art)), mPictures(std::size_t(mArt.pictures.size())) {}

const QImage* ArtPainter::picture(int index)
{
    if (index < 0 || std::size_t(index) >= mPictures.size())
        return nullptr;
    std::optional<QImage>& slot = mPictures[std::size_t(index)];
    if (!slot)
        slot = QImage(mArt.picturePath(index));
    return slot->isNull() ? nullptr : &*slot;
}

QStringList ArtPainter::missingPictures() const
{
    QStringList out;
    for (std::size_t i = 0; i < mPictures.size(); ++i)
        if (mPictures[i] && mPictures[i]->isNull())
            out << mArt.picturePath(int(i));
    return out;
}

void ArtPainter::drawPiece(QPainter& painter, const ArtTile& tile, std::uint8_t flips, const QRectF& target,
                           double rotation)
{
    const QImage* image = picture(tile.picture);
    if (!image || target.isEmpty())
        return;
    const QRectF source = tile.source.isEmpty() ? QRectF(image->rect()) : QRectF(tile.source);
    // The unit square of the picture onto the unit square of the target, undoing the flips in
    // reverse order: the diagonal swap, then the vertical and the horizontal mirror.
    QTransform unit;
    if (flips & FlipDiagonal)
        unit *= QTransform(0, 1, 1, 0, 0, 0);
    if (flips & FlipVertical)
        unit *= QTransform(1, 0, 0, -1, 0, 1);
    if (flips & FlipHorizontal)
        unit *= QTransform(-1, 0, 0, 1, 1, 0);
    QTransform place;
    place.translate(target.left(), target.bottom());
    place.rotate(rotation);
    place.translate(0, -target.height());
    place.scale(target.width(), target.height());
    const QTransform world = painter.worldTransform();
    painter.setWorldTransform(unit * place * world);
    painter.drawImage(QRectF(0, 0, 1, 1), *image, source);
    painter.setWorldTransform(world);
}

void ArtPainter::paint(QPainter& painter, const QRectF& area)
{
    const double baseOpacity = painter.opacity();
    const QSizeF reach = largestReach(mArt.tiles);
    const double reachX = reach.width(), reachY = reach.height();
    for (const ArtLayer& layer : mArt.layers) {
        painter.setOpacity(baseOpacity * layer.opacity);
        if (const ArtGrid& g = layer.grid; !g.isEmpty()) {
            const auto clampTo = [](double v, int high) { return int(std::clamp(v, 0.0, double(high))); };
            const int c0 = clampTo(std::floor((area.left() - g.origin.x() - reachX) / g.cellWidth), g.columns);
            const int c1 = clampTo(std::ceil((area.right() - g.origin.x() + reachX) / g.cellWidth), g.columns);
            const int r0 = clampTo(std::floor((area.top() - g.origin.y() - reachY) / g.cellHeight), g.rows);
            const int r1 = clampTo(std::ceil((area.bottom() - g.origin.y() + reachY) / g.cellHeight), g.rows);
            for (int r = r0; r < r1; ++r) {
                for (int c = c0; c < c1; ++c) {
                    const std::uint32_t v = g.cells[std::size_t(r) * std::size_t(g.columns) + std::size_t(c)];
                    if (v == 0)
                        continue;
                    const ArtTile& tile = mArt.tiles[(v & ArtGrid::kTileMask) - 1];
                    const QImage* image = picture(tile.picture);
                    if (!image)
                        continue;
                    const QSizeF size = tile.source.isEmpty() ? QSizeF(image->size()) : QSizeF(tile.source.size());
                    const double bottom = g.origin.y() + (r + 1) * g.cellHeight + tile.offset.y();
                    const QRectF target(g.origin.x() + c * g.cellWidth + tile.offset.x(), bottom - size.height(),
                                        size.width(), size.height());
                    if (target.intersects(area))
                        drawPiece(painter, tile, std::uint8_t(v >> ArtGrid::kFlipShift), target, 0);
                }
            }
        }
        for (const ArtSprite& s : layer.sprites)
            if (spriteReach(s).intersects(area))
                drawPiece(painter, mArt.tiles[s.tile], s.flips, s.target, s.rotation);
    }
    painter.setOpacity(baseOpacity);
}

} // namespace ledge
