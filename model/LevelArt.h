#pragma once
// The pictures a level came with from another editor: Tiled's tile layers, tile objects and
// image layers, LDtk's tile and auto-layers. Art is drawn, never collided with: the collision
// stays in the level's shapes and cells. Importers describe it here, the level carries it in
// its top-level member "art" (docs/file-format.md), the editor draws it under the collision
// view and the renderer can draw it too. QtGui only, no widgets.

#include "model/ModelExport.h"

#include <QImage>
#include <QJsonObject>
#include <QRect>
#include <QRectF>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

class QPainter;

namespace ledge {

class Level;

// How a piece is mirrored, in Tiled's order: the diagonal flip (a swap of x and y) first, then
// the horizontal and the vertical ones.
enum ArtFlip : std::uint8_t { FlipHorizontal = 1, FlipVertical = 2, FlipDiagonal = 4 };

// A piece of a picture: a tileset's tile or a whole image.
struct ArtTile {
    int picture = 0;   // index into LevelArt::pictures
    QRect source;      // in the picture's pixels; an empty rect: the whole picture
    QPointF offset;    // drawing offset on a grid (Tiled's tileset tileoffset)
    friend bool operator==(const ArtTile&, const ArtTile&) = default;
};

// A piece placed freely: a tile object, an image layer, an LDtk tile.
struct ArtSprite {
    std::uint32_t tile = 0; // index into LevelArt::tiles
    std::uint8_t flips = 0; // ArtFlip bits
    QRectF target;          // in level units
    double rotation = 0;    // degrees, clockwise, about the target's bottom-left corner
    friend bool operator==(const ArtSprite&, const ArtSprite&) = default;
};

// A tile layer: one piece per cell, drawn from the cell's bottom-left corner at the piece's
// own size (a tile taller than the cell reaches into the row above, as in Tiled).
struct ArtGrid {
    QPointF origin;            // the top-left corner of cell (0, 0), in level units
    double cellWidth = 0, cellHeight = 0;
    int columns = 0, rows = 0;
    std::vector<std::uint32_t> cells; // row-major; 0: empty, else (tile + 1) | flips << kFlipShift

    static constexpr int kFlipShift = 29;
    static constexpr std::uint32_t kTileMask = (1u << kFlipShift) - 1;
    bool isEmpty() const { return columns <= 0 || rows <= 0; }
    friend bool operator==(const ArtGrid&, const ArtGrid&) = default;
};

struct ArtLayer {
    QString name;
    double opacity = 1;
    ArtGrid grid;                   // drawn first
    std::vector<ArtSprite> sprites; // then these, in order
    friend bool operator==(const ArtLayer&, const ArtLayer&) = default;
};

struct LEDGE_MODEL_EXPORT LevelArt {
    QString folder;        // where relative picture files are (the imported file's folder)
    QStringList pictures;  // image files, relative to folder or absolute
    std::vector<ArtTile> tiles;
    QList<ArtLayer> layers; // bottom first

    bool isEmpty() const { return layers.isEmpty(); }
    // The area the art covers, in level units (null when there is none).
    QRectF bounds() const;
    QString picturePath(int picture) const;

    QJsonObject toJson() const;
    // A malformed member is named by its JSON pointer below "/art" in `error`.
    static std::optional<LevelArt> fromJson(const QJsonObject& json, QString* error = nullptr);
    friend bool operator==(const LevelArt&, const LevelArt&) = default;
};

// The level's top-level member that holds its art.
inline constexpr char kArtMember[] = "art";

// The art a level carries (empty when it has none or the member is malformed).
LEDGE_MODEL_EXPORT LevelArt levelArt(const Level& level);
// `folder` is where the map was imported, on the importer's machine. When the level's file has
// moved with its pictures (a teammate's clone, a project copied elsewhere) and more of them are
// found beside `levelFile` than in `folder`, the art is read from there.
LEDGE_MODEL_EXPORT void locatePictures(LevelArt& art, const QString& levelFile);
LEDGE_MODEL_EXPORT void setLevelArt(Level& level, const LevelArt& art);

// Draws art with QPainter, loading each picture once. Pictures that cannot be read are left
// out and listed by missingPictures().
class LEDGE_MODEL_EXPORT ArtPainter {
public:
    explicit ArtPainter(LevelArt art);

    const LevelArt& art() const { return mArt; }
    // Draws what meets `area` (level units) with the painter's transform, layer by layer.
    void paint(QPainter& painter, const QRectF& area);
    // Picture files that could not be read (after a paint that needed them).
    QStringList missingPictures() const;

private:
    const QImage* picture(int index);
    void drawPiece(QPainter& painter, const ArtTile& tile, std::uint8_t flips, const QRectF& target,
                   double rotation);

    LevelArt mArt;
    std::vector<std::optional<QImage>> mPictures; // loaded on first use; a null image: unreadable
};

} // namespace ledge
