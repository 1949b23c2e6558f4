// Space Opera's powers: psionics (src/rules/space-opera/psionics.ts).
import { spaceOpera } from "../../rules/index.js";
import { sharedPowerKit, type PowerKit } from "../power-kit.js";

export const spaceOperaPowerKit: PowerKit = sharedPowerKit({
  ruleset: "spaceOpera",
  skill: "psionics",
  itemType: "psionicPower",
  immuneKey: "HOLOCRON.Power.Dialog.ImmuneRobot",
  // rulings: Robots.
  effectNames: { shutDownDroid: "shutDownRobot" },
  powers: spaceOpera.PSIONIC_POWERS,
});
