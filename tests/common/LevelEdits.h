#pragma once
// Edits of a level as data, for the diff and merge tests: a small script language for the
// tables ("move 2 10 0; role 3 hazard") and a structure the random tests generate. Applied
// straight through the Level API, as a designer's edits in the editor end up.
//
//   move ID DX DY          translate the shape        role ID ROLE        name ID TEXT
//   prop ID KEY VALUE      set a property (a number when it reads as one)
//   unprop ID KEY          remove a property          remove ID
//   add LAYER ID X Y W H   a solid box on top of LAYER
//   tolayer ID LAYER       move to the top of another layer
//   raise ID / lower ID    to the top / bottom of its layer
//   tile LAYER COL ROW K   K one of . # = ^
//   set KEY VALUE          name, grid.columns, grid.rows, player.gravity, player.jumpHeight,
//                          rules.overlap
//   layername ID TEXT      layerhide ID
//   addlayer ID objects|tiles NAME                    removelayer ID
//   movelayer ID INDEX

#include "model/Level.h"

#include <QStringList>

#include <map>
#include <memory>

namespace ledge::test {

struct Edit {
    QStringList words;
    QString toString() const { return words.join(u' '); }
};
using Edits = std::vector<Edit>;

inline Edits parseEdits(const QString& script)
{
    Edits edits;
    for (const QString& part : script.split(u';', Qt::SkipEmptyParts)) {
        const QStringList words = part.trimmed().split(u' ', Qt::SkipEmptyParts);
        if (!words.isEmpty())
            edits.push_back({words});
    }
    return edits;
}

// Object ids in `edit` mapped through `ids` (THEIRS' renumbered additions).
inline Edit renumbered(Edit edit, const std::map<qint64, qint64>& ids)
{
    auto map = [&](int i) {
        if (i < edit.words.size())
            if (const auto it = ids.find(edit.words[i].toLongLong()); it != ids.end())
                edit.words[i] = QString::number(it->second);
    };
    static const QStringList objectOps = {QStringLiteral("move"),   QStringLiteral("role"),    QStringLiteral("name"),
                                          QStringLiteral("prop"),   QStringLiteral("unprop"),  QStringLiteral("remove"),
                                          QStringLiteral("tolayer"), QStringLiteral("raise"), QStringLiteral("lower")};
    const QString op = edit.words.value(0);
    if (op == u"add")
        map(2);
    else if (objectOps.contains(op))
        map(1);
    return edit;
}

// False when the edit does not apply (unknown operation or id): a bug in the test.
inline bool applyEdit(Level& level, const Edit& edit)
{
    const QStringList& w = edit.words;
    const QString op = w.value(0);
    auto id = [&](int i) { return w.value(i).toLongLong(); };
    auto num = [&](int i) { return w.value(i).toDouble(); };
    if (op == u"set") {
        const QString key = w.value(1);
        GridSettings grid = level.grid();
        PlayerSettings player = level.player();
        RuleSettings rules = level.rules();
        if (key == u"name")
            level.setName(w.mid(2).join(u' '));
        else if (key == u"grid.columns")
            grid.columns = int(num(2));
        else if (key == u"grid.rows")
            grid.rows = int(num(2));
        else if (key == u"player.gravity")
            player.gravity = num(2);
        else if (key == u"player.jumpHeight")
            player.jumpHeight = num(2);
        else if (key == u"rules.overlap")
            rules.overlap = *severityFromName(w.value(2));
        else
            return false;
        level.setGrid(grid);
        level.setPlayer(player);
        level.setRules(rules);
        return true;
    }
    if (op == u"tile") {
        level.setTile(id(1), int(num(2)), int(num(3)), *tileKindFromChar(w.value(4).at(0)));
        return true;
    }
    if (op == u"layername" || op == u"layerhide") {
        const LayerInfo* l = level.layer(id(1));
        if (!l)
            return false;
        LayerInfo info = *l;
        if (op == u"layername")
            info.name = w.mid(2).join(u' ');
        else
            info.visible = false;
        level.setLayerInfo(info.id, info);
        return true;
    }
    if (op == u"addlayer") {
        LayerInfo info;
        info.id = id(1);
        info.type = *layerTypeFromName(w.value(2));
        info.name = w.mid(3).join(u' ');
        level.insertLayer(level.layerCount(), info);
        return level.layer(info.id) != nullptr;
    }
    if (op == u"removelayer") {
        if (!level.layer(id(1)))
            return false;
        level.removeLayer(id(1));
        return true;
    }
    if (op == u"movelayer") {
        if (!level.layer(id(1)))
            return false;
        level.moveLayer(id(1), int(num(2)));
        return true;
    }
    if (op == u"add") {
        LevelObject o;
        o.id = id(2);
        o.shape = Box{num(3), num(4), num(5), num(6)};
        level.insertObject(id(1), o);
        return level.object(o.id) != nullptr;
    }
    const LevelObject* found = level.object(id(1));
    if (!found)
        return false;
    LevelObject o = *found;
    if (op == u"move")
        o.shape = translated(o.shape, {num(2), num(3)});
    else if (op == u"role")
        o.role = *roleFromName(w.value(2));
    else if (op == u"name")
        o.name = w.mid(2).join(u' ');
    else if (op == u"prop") {
        bool isNumber = false;
        const double v = w.value(3).toDouble(&isNumber);
        o.properties.insert(w.value(2), isNumber ? QVariant(v) : QVariant(w.value(3)));
    } else if (op == u"unprop")
        o.properties.remove(w.value(2));
    else if (op == u"remove") {
        level.removeObject(o.id);
        return true;
    } else if (op == u"tolayer" || op == u"raise" || op == u"lower") {
        const LayerId to = op == u"tolayer" ? id(2) : level.layerOf(o.id);
        if (!level.layer(to) || level.layer(to)->type != LayerType::Objects)
            return false;
        level.removeObject(o.id);
        level.insertObject(to, o, op == u"lower" ? 0 : -1);
        return true;
    } else
        return false;
    level.setObject(o);
    return true;
}

inline bool applyEdits(Level& level, const Edits& edits, QString* failed = nullptr)
{
    for (const Edit& e : edits)
        if (!applyEdit(level, e)) {
            if (failed)
                *failed = e.toString();
            return false;
        }
    return true;
}

// The level the tables start from: two objects layers around a tiles layer.
//   layer 1 "Walls": 1 floor, 2 and 3 ledges, 4 boulder (circle), 5 slope, 6 pickup
//                    (score 10), 7 spawn
//   layer 2 "Tiles": a solid row at row 15, columns 10-14
//   layer 3 "Decor" (collides false): 8 trigger, 9 box
inline std::unique_ptr<Level> makeBaseLevel()
{
    auto level = std::make_unique<Level>();
    GridSettings grid;
    grid.cellSize = 32;
    grid.columns = 40;
    grid.rows = 20;
    level->setGrid(grid);
    level->setName(QStringLiteral("Base"));
    level->insertLayer(0, LayerInfo{1, QStringLiteral("Walls"), LayerType::Objects, true, false, true, {}});
    level->insertLayer(1, LayerInfo{2, QStringLiteral("Tiles"), LayerType::Tiles, true, false, true, {}});
    level->insertLayer(2, LayerInfo{3, QStringLiteral("Decor"), LayerType::Objects, true, false, false, {}});
    auto add = [&](LayerId layer, ObjectId id, Role role, Shape shape, const QString& name = {}) {
        LevelObject o;
        o.id = id;
        o.role = role;
        o.shape = std::move(shape);
        o.name = name;
        level->insertObject(layer, o);
    };
    add(1, 1, Role::Solid, Box{0, 608, 1280, 32}, QStringLiteral("floor"));
    add(1, 2, Role::Solid, Box{100, 500, 64, 32}, QStringLiteral("ledge"));
    add(1, 3, Role::Solid, Box{300, 500, 64, 32});
    add(1, 4, Role::Solid, Circle{500, 400, 20}, QStringLiteral("boulder"));
    add(1, 5, Role::Solid, Slope{700, 544, 64, 64, Rise::Right, false});
    add(1, 6, Role::Pickup, Point{600, 590});
    add(1, 7, Role::Spawn, Point{40, 608});
    LevelObject pickup = *level->object(6);
    pickup.properties.insert(QStringLiteral("score"), 10);
    level->setObject(pickup);
    std::vector<std::pair<Cell, TileKind>> cells;
    for (int c = 10; c < 15; ++c)
        cells.push_back({Cell{c, 15}, TileKind::Solid});
    level->setTiles(2, cells);
    add(3, 8, Role::Trigger, Box{900, 500, 64, 64}, QStringLiteral("door"));
    add(3, 9, Role::Solid, Box{1000, 100, 32, 32});
    return level;
}

} // namespace ledge::test
