#include "PathSmoothing.h"

namespace ledge {

std::vector<PathStep> walkInsteadOfHops(const MovementWorld& world, const PlayerState& start,
                                        std::vector<PathStep> path,
                                        const std::function<bool(const StepResult&)>& lastStepTouches)
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
    // The smoothed path must replay to the very state the search's path ends in, alive all the
    // way, and its last step must still touch the target (a hop can touch it in mid-air where
    // the walk to the same landing does not); otherwise the search's path stands.
    PlayerState s = start;
    for (std::size_t k = 1; k < out.size(); ++k) {
        const StepResult r = world.step(s, out[k].input);
        if (r.outcome != StepOutcome::Alive && k + 1 < out.size())
            return path;
        s = r.state;
        if (s.position != out[k].position)
            return path;
        if (k + 1 == out.size() && lastStepTouches && !lastStepTouches(r))
            return path;
    }
    return s == states.back() ? out : path;
}

} // namespace ledge
