// The power dialog: the numbers for the initial choice shown, Use resolving the choice, Cancel or
// Escape resolving null.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { preloadSystemTemplates } from "../../foundry/parts/chat.js";
import { dialogAnswers, dialogButton, dialogCalls } from "../../foundry/parts/chat.js";
import { knightPlan, powerTarget } from "../../rulesets/power-fixtures.js";
import { powerDialogContext } from "../../../src/applications/dialogs/power-dialog-context.js";
import type { PowerChoice } from "../../../src/applications/dialogs/power-dialog.js";

beforeEach(async () => {
  installFoundry();
  await preloadSystemTemplates();
});

const dialog = () => import("../../../src/applications/dialogs/power-dialog.js");
const initial: PowerChoice = { modifier: 0, dc: 15 };
const asked: PowerChoice[] = [];
const options = {
  title: "Kara: Force Push",
  initial,
  contextFor: (choice: PowerChoice) => {
    asked.push(choice);
    return powerDialogContext(knightPlan("push", [powerTarget("Droid", true)]), {
      powerName: "Force Push",
      skill: "force",
      inCombat: true,
      modifier: choice.modifier,
      dc: choice.dc,
      dcLocked: false,
    });
  },
};

describe("promptPower", () => {
  it("renders the numbers of the initial choice; Use (the default) resolves the choice", async () => {
    const { promptPower } = await dialog();
    asked.length = 0;
    dialogAnswers.push((o) => {
      const use = dialogButton(o, "use");
      expect(use.default).toBe(true);
      return use.callback!({}, { form: null });
    });
    expect(await promptPower(options)).toEqual(initial);
    expect(asked).toEqual([initial]);
    const call = dialogCalls.at(-1)!;
    expect(call).toMatchObject({ window: { title: "Kara: Force Push" }, rejectClose: false });
    expect(String(call.content)).toContain("Droid");
  });

  it("Cancel or Escape resolves null", async () => {
    const { promptPower } = await dialog();
    dialogAnswers.push(() => "cancel");
    expect(await promptPower(options)).toBeNull();
    dialogAnswers.push(() => null);
    expect(await promptPower(options)).toBeNull();
  });
});

describe("readChoice", () => {
  it("no form: the initial choice", async () => {
    const { readChoice } = await dialog();
    expect(readChoice(null, initial)).toBe(initial);
  });
});
