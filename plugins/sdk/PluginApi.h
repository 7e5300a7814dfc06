#pragma once
// Plugin SDK: everything a plugin includes, and the API version the host accepts.

#include "ExporterInterface.h"
#include "ImporterInterface.h"
#include "ProjectImporterInterface.h"
#include "RulePluginInterface.h"

namespace ledge {

// The number after the '/' of every Ledge IID. A plugin whose metadata IID names another
// version is refused before its code runs.
inline constexpr int kPluginApiVersion = 1;
inline constexpr char kPluginIidPrefix[] = "org.ledge.";

} // namespace ledge
