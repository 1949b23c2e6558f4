import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { preloadSystemTemplates } from "../../foundry/parts/chat.js";
import {
  dialogAnswers,
  dialogCalls,
  lastDialog,
  renderTemplate,
  type DialogButton as Button,
} from "../../foundry/parts/chat.js";
import type {
  RollDialogConfig,
  RollDialogState,
} from "../../../src/applications/dialogs/roll-dialog-model.js";

type Obj = Record<string, unknown>;

beforeEach(async () => {
  installFoundry();
  await preloadSystemTemplates();
});

const config: RollDialogConfig = {
  ruleset: "m20",
  kind: "attack",
  parts: [{ label: "HOLOCRON.Roll.Part.Attack", value: 3 }],
  stats: [{ id: "str", label: "HOLOCRON.Sheet.Stat.str", bonus: 2 }],
  targets: [{ uuid: "Actor.a", name: "Droid A", ac: 14 }],
  asksDc: false,
};
const defaults: RollDialogState = {
  stat: "str",
  modifier: 0,
  dc: null,
  skilled: false,
  rollMode: "publicroll",
};

describe("promptRoll", () => {
  it("shows the exact odds per target; Roll (also Enter: the default button) resolves the choices", async () => {
    const { promptRoll } = await import("../../../src/applications/dialogs/roll-dialog.js");
    dialogAnswers.push({ button: "roll" });
    const result = await promptRoll("Kara: Saber attack", config, defaults);
    expect(result).toEqual(defaults);
    const roll = (dialogCalls[0]!.buttons as Button[]).find((b) => b.action === "roll")!;
    expect(roll.default).toBe(true);
    const content = String(dialogCalls[0]!.content);
    expect(content).toContain(
      "HOLOCRON.Roll.Odds.VsTarget {&quot;ac&quot;:14,&quot;name&quot;:&quot;Droid A&quot;}",
    );
    // +5 vs AC 14: naturals 9–20 hit → 60%
    expect(content).toContain("60%");
    expect(content).toContain("HOLOCRON.Roll.Odds.Natural20");
    expect((dialogCalls[0] as Obj).rejectClose).toBe(false);
  });

  it("typing a modifier in the form re-renders the odds and the Roll button reads the form", async () => {
    const { promptRoll } = await import("../../../src/applications/dialogs/roll-dialog.js");
    dialogAnswers.push({ button: "roll", fill: { modifier: 4, rollMode: "gmroll" } });
    const result = await promptRoll("Kara: Saber attack", config, defaults);
    expect(result).toMatchObject({ modifier: 4, rollMode: "gmroll" });
    await new Promise((r) => setTimeout(r, 0)); // the input listener renders asynchronously
    // +9 vs AC 14: naturals 5–20 hit → 80%
    const odds = lastDialog.element!.querySelector("[data-roll-odds]")!.innerHTML;
    expect(odds).toContain("80%");
  });

  it("Cancel or Escape resolves null", async () => {
    const { promptRoll } = await import("../../../src/applications/dialogs/roll-dialog.js");
    dialogAnswers.push({ button: "cancel" });
    expect(await promptRoll("t", config, defaults)).toBeNull();
    dialogAnswers.push(null); // Escape closes the window
    expect(await promptRoll("t", config, defaults)).toBeNull();
  });

  it("the odds part re-renders alone from the model (what the input listener does)", async () => {
    const { ROLL_ODDS_TEMPLATE } = await import("../../../src/applications/dialogs/roll-dialog.js");
    const { buildOdds } = await import("../../../src/applications/dialogs/roll-dialog-model.js");
    const html = await renderTemplate(
      ROLL_ODDS_TEMPLATE,
      buildOdds(config, { ...defaults, modifier: 4 }),
    );
    // +9 vs AC 14: naturals 5–20 → 80%
    expect(html).toContain("80%");
  });
});

describe("rollDialogContext", () => {
  it("a stat line explains its bonus by its trace; a rank as bought is marked stored", async () => {
    const { rollDialogContext } = await import("../../../src/applications/dialogs/roll-dialog.js");
    const { d20, trace } = await import("../../../src/rules/index.js");
    const str = d20.statBonusTrace({ stat: "str", score: 14 });
    const context = rollDialogContext(
      {
        ...config,
        kind: "check",
        parts: [
          {
            label: "HOLOCRON.Roll.Part.Rank",
            value: 3,
            terms: [trace.term("rank", 3, "rank", "physical")],
          },
        ],
        stats: [{ id: "str", label: "HOLOCRON.Sheet.Stat.str", bonus: 2, trace: str }],
      },
      defaults,
      [],
    );
    expect(context.stats[0]?.breakdown).toMatchObject({ shown: "+2", total: 2 });
    expect(context.parts[0]).toMatchObject({ breakdown: null, stored: true });
    // A bonus its trace does not make (a stale trace) shows as it is, unexplained.
    const stale = rollDialogContext(
      { ...config, stats: [{ id: "str", label: "x", bonus: 3, trace: str }] },
      defaults,
      [],
    );
    expect(stale.stats[0]?.breakdown).toBeNull();
  });
});
