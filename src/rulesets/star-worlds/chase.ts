// Star Worlds chases (ruling "Chases in every ruleset", revised): Speed first, then 2d6 + Daring on
// equal Speeds, ties rolled again (src/rules/chase/round.ts); movement is
// 10 ft × Speed (worn armor's Speed on foot, the vehicle's Speed when driving).
import { starWorlds, trace } from "../../rules/index.js";
import { isWorldsSubject, profileOf, type ChaseRules } from "../chase.js";
import { WrongRuleset } from "../actor-shapes.js";

export const worldsChaseRules: ChaseRules = {
  procedure: "worlds",
  ties: "reroll",
  vehicleSpeed: { label: "HOLOCRON.Chase.VehicleSpeedWorlds", initial: 6 },
  profile(actor, vehicle) {
    if (!isWorldsSubject(actor)) throw new WrongRuleset("Star Worlds chase", actor.type);
    // Characters derive Speed from worn armor (its trace); NPCs store it; the GM types a vehicle's.
    const speed = vehicle
      ? trace.sumTrace("speed", [trace.term("vehicleSpeed", vehicle.speed, "gm", vehicle.name)])
      : (actor.system.traces?.speed ?? trace.typedTrace("speed", actor.system.speed));
    const movementTrace = starWorlds.chaseMovementTrace(speed);
    const profile = profileOf(
      actor,
      "2d6",
      [trace.term("attribute", actor.system.attributes.daring, "stat", "daring")],
      movementTrace.value,
    );
    return { ...profile, movementTrace };
  },
};
