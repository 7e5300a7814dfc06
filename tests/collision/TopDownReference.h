#pragma once
// Test-only reference for the top-down solver (see TopDownReference.cpp).

#include "collision/Reachability.h"

namespace ledge {

ReachResult solveTopDownReference(const ReachProblem& problem, const std::atomic<bool>* cancel = nullptr);

} // namespace ledge
