// Budget: building a roll dialog's odds for 10 targets ≤ 1 ms. Figures: the performance page (docs/performance.md).
import { bench, describe } from "vitest";
import {
  buildOdds,
  type RollDialogConfig,
} from "../../src/applications/dialogs/roll-dialog-model.js";

const targets = Array.from({ length: 10 }, (_, i) => ({
  uuid: `Actor.t${i}`,
  name: `Target ${i}`,
  ac: 10 + i,
}));
const attack: RollDialogConfig = {
  ruleset: "spaceOpera",
  kind: "attack",
  parts: [{ label: "HOLOCRON.Roll.Part.Attack", value: 4 }],
  stats: [{ id: "dex", label: "D", bonus: 2 }],
  targets,
  asksDc: false,
};
const worlds: RollDialogConfig = {
  ruleset: "starWorlds",
  kind: "worlds",
  parts: [],
  stats: [{ id: "menace", label: "M", bonus: 2 }],
  targets: [],
  asksDc: false,
};
const state = { stat: "dex", modifier: 1, dc: null, skilled: false, rollMode: "publicroll" };

describe("roll dialog odds", () => {
  bench("attack odds for 10 targets", () => {
    buildOdds(attack, state);
  });
  bench("Star Worlds band odds", () => {
    buildOdds(worlds, { ...state, stat: "menace", skilled: true });
  });
});
