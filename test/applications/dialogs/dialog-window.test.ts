// A dialog asked from a popped-out sheet opens in that sheet's browser window on V14: its render
// options name the opener's window (ApplicationRenderOptions#window, V14 API docs; dnd5e 5.3
// `_detachOptions`). V13 has one window, and a sheet in the main window opens it there.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { dialogAnswers, lastDialog, preloadSystemTemplates } from "../../foundry/parts/chat.js";
import { popOut } from "../../foundry/parts/dialogs.js";
import { setGeneration } from "../../foundry/parts/release.js";
import type {
  RollDialogConfig,
  RollDialogState,
} from "../../../src/applications/dialogs/roll-dialog-model.js";

beforeEach(async () => {
  installFoundry();
  await preloadSystemTemplates();
});

const config: RollDialogConfig = {
  ruleset: "m20",
  kind: "attack",
  parts: [{ label: "HOLOCRON.Roll.Part.Attack", value: 3 }],
  stats: [{ id: "str", label: "HOLOCRON.Sheet.Stat.str", bonus: 2 }],
  targets: [],
  asksDc: false,
};
const defaults: RollDialogState = {
  stat: "str",
  modifier: 0,
  dc: null,
  skilled: false,
  rollMode: "public",
};

/** The path of the browser window the last dialog opened in (the main one is /game). */
const windowPath = () => lastDialog.element?.ownerDocument.defaultView?.location.pathname;

async function prompt(opener: object | null) {
  const { promptRoll } = await import("../../../src/applications/dialogs/roll-dialog.js");
  return promptRoll("Kara: Saber attack", config, defaults, opener);
}

describe("the roll dialog's window", () => {
  it("on V14, asked from a popped-out sheet, it opens in that sheet's window and still answers", async () => {
    setGeneration(14);
    const sheet = {};
    const popped = popOut(sheet, "window-kara");
    dialogAnswers.push({ button: "roll", fill: { modifier: 2 } });
    expect(await prompt(sheet)).toMatchObject({ modifier: 2 });
    expect(lastDialog.element?.ownerDocument).toBe(popped.document);
    expect(windowPath()).toBe("/popout/window-kara");
    // Its form's listeners ran there too: the odds were drawn when it rendered.
    expect(lastDialog.element?.querySelector("[data-roll-odds]")).not.toBeNull();
  });

  it("on V14, closing the popped-out dialog resolves null", async () => {
    setGeneration(14);
    const sheet = {};
    popOut(sheet, "window-kara");
    dialogAnswers.push(null);
    expect(await prompt(sheet)).toBeNull();
  });

  it("on V14, a sheet in the main window opens it in the main window", async () => {
    setGeneration(14);
    dialogAnswers.push({ button: "roll" });
    expect(await prompt({ window: {} })).toEqual(defaults);
    expect(windowPath()).toBe("/game");
  });

  it("on V13 there is one window, whatever the opener", async () => {
    dialogAnswers.push({ button: "roll" });
    expect(await prompt({ window: { windowId: "window-kara" } })).toMatchObject({ modifier: 0 });
    expect(windowPath()).toBe("/game");
  });
});
