#include "PathSmoothing.h"

namespace ledge {

std::vector<PathStep> walkInsteadOfHops(const MovementWorld& world, const PlayerState& start,
                                        std::vector<PathStep> path)
{
    if (path.size() < 3)
        return path;
    // The state after each entry (the step is deterministic).
    std::vector<PlayerState> states{start};
    for (std::size_t k = 1; k < path.size(); ++k)
        states.push_back(world.step(states.back(), path[k].input).state);

    std::vector<PathStep> out{path.front()};
    std::size_t i = 0;
    while (i + 1 < path.size()) {
        const bool hop = states[i].standing && (path[i + 1].input & Input::Jump);
        std::size_t j = i + 1; // the landing: the first standing state after the take-off
        while (hop && j < path.size() && !states[j].standing)
            ++j;
        const int direction = path[i + 1].input & (Input::Left | Input::Right);
        bool oneDirection = direction != 0;
        for (std::size_t k = i + 1; hop && k <= j && k < path.size(); ++k)
            oneDirection = oneDirection && (path[k].input & (Input::Left | Input::Right)) == direction;
        if (hop && oneDirection && j < path.size()) {
            // Walk until the walk is where the hop landed, moving as it does, or give up.
            std::vector<PathStep> walk;
            PlayerState s = states[i];
            for (std::size_t n = 0; n < 2 * (j - i) + 2; ++n) {
                const StepResult r = world.step(s, direction);
                if (r.outcome != StepOutcome::Alive)
                    break;
                s = r.state;
                walk.push_back({s.position, direction});
                if (s == states[j]) {
                    out.insert(out.end(), walk.begin(), walk.end());
                    i = j;
                    break;
                }
            }
            if (i == j)
                continue;
        }
        out.push_back(path[i + 1]);
        ++i;
    }
    return out;
}

} // namespace ledge
