#pragma once
// Proves the rule interface: warns where two solids leave a gap narrower than the player
// (a slot the player can fall or walk into and get stuck) without touching each other.
//
// Gaps are measured between bounding boxes: two pieces whose boxes share a stretch of y (of x)
// and stand 0 < d < player width (height) apart horizontally (vertically) leave a gap of d.
// Solid and one-way objects of colliding layers and merged solid tile runs take part.

#include "plugins/sdk/PluginApi.h"

#include <QObject>

namespace ledge {

class NarrowGapRule : public QObject, public RulePluginInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_RULE_IID FILE "narrowgap.json")
    Q_INTERFACES(ledge::RulePluginInterface)

public:
    QString code() const override { return QStringLiteral("narrow-gap"); }
    QString description() const override;
    std::vector<Issue> run(const Level& level) const override;
};

} // namespace ledge
