// Star Worlds chases (ruling "Chases in every ruleset"): 2d6 + Daring, ties rolled again; movement is
// 10 ft × Speed (worn armor's Speed on foot, the vehicle's Speed when driving).
import { starWorlds } from "../../rules/index.js";
import { profileOf, type ChaseRules } from "../chase.js";

/** Characters derive Speed from worn armor; NPCs store it. */
type WorldsChaseSystem = { attributes: { daring: number }; speed?: number };

export const worldsChaseRules: ChaseRules = {
  procedure: "worlds",
  ties: "reroll",
  vehicleSpeed: { label: "HOLOCRON.Chase.VehicleSpeedWorlds", initial: 6 },
  profile(actor, vehicle) {
    const s = actor.system as WorldsChaseSystem;
    const speed = vehicle ? vehicle.speed : (s.speed ?? starWorlds.UNARMORED.speed);
    return profileOf(
      "2d6",
      [{ label: "HOLOCRON.Sheet.Attribute.daring", value: s.attributes.daring }],
      starWorlds.chaseMovement(speed),
    );
  },
};
