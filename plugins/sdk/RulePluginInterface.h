#pragma once
// Plugin SDK: an extra validation rule. API version 1 (see LEDGE_RULE_IID).
//
// run() returns the rule's findings with its code; the host sets their severity from the
// level's rules (rules.<code> = "error" | "warning" | "off", kept in RuleSettings::extra),
// falling back to defaultSeverity().

#include "model/Issue.h"
#include "model/Level.h"

#include <QtPlugin>

#include <vector>

namespace ledge {

class RulePluginInterface {
public:
    virtual ~RulePluginInterface() = default;

    // Stable identifier, never translated ("narrow-gap"); also the issue code.
    virtual QString code() const = 0;
    // One translated sentence for people.
    virtual QString description() const = 0;
    virtual Severity defaultSeverity() const { return Severity::Warning; }
    virtual std::vector<Issue> run(const Level& level) const = 0;
};

} // namespace ledge

#define LEDGE_RULE_IID "org.ledge.Rule/1"
Q_DECLARE_INTERFACE(ledge::RulePluginInterface, LEDGE_RULE_IID)
