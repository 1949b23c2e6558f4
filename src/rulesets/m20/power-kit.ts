// m20's powers: the Force (src/rules/m20/force.ts).
import { m20 } from "../../rules/index.js";
import { sharedPowerKit, type PowerKit } from "../power-kit.js";

export const m20PowerKit: PowerKit = sharedPowerKit({
  ruleset: "m20",
  skill: "force",
  itemType: "forcePower",
  immuneKey: "HOLOCRON.Power.Dialog.Immune",
  effectNames: {},
  powers: m20.FORCE_POWERS,
});
