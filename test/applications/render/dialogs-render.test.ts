// The dialogs whose own tests answered them without their form (a function answer) or never opened
// them, now through DialogV2's real window (test/foundry/parts/dialogs.ts): the real template in a
// <form>, fields filled as typing does, and a click on a `data-action` button that reaches its
// callback; each asserts the dialog's result or the document change it leads to.
import { afterEach, describe, expect, it, vi } from "vitest";
import { setupGlue, sys } from "../../data/setup.js";
import { dialogAnswers, dialogCalls, lastDialog, messages } from "../../foundry/parts/chat.js";
import { preloadSystemTemplates } from "../../foundry/parts/chat.js";
import { knightPlan, powerTarget } from "../../rulesets/power-fixtures.js";
import { powerDialogContext } from "../../../src/applications/dialogs/power-dialog-context.js";
import type { OddsReply, OddsRequest } from "../../../src/applications/encounter/odds-messages.js";
import { sim } from "../../../src/rules/index.js";
import { postDamageCard } from "../chat/fixtures.js";
import { oddsCombat } from "../encounter/odds-fixtures.js";
import { cardOf, chatWorld, click } from "../chat/click.js";

afterEach(() => vi.unstubAllGlobals());

describe("the power dialog", () => {
  it("takes the typed modifier from its form on Use (in combat the DC stays the target's)", async () => {
    await setupGlue();
    await preloadSystemTemplates();
    const { promptPower } = await import("../../../src/applications/dialogs/power-dialog.js");
    dialogAnswers.push({ button: "use", fill: { modifier: 3 } });
    const choice = await promptPower({
      title: "Kara: Force Push",
      initial: { modifier: 0, dc: 15 },
      contextFor: (c) =>
        powerDialogContext(knightPlan("push", [powerTarget("Droid", true)]), {
          powerName: "Force Push",
          skill: "force",
          inCombat: true,
          modifier: c.modifier,
          dc: c.dc,
          dcLocked: false,
        }),
    });
    // In combat the DC is the target's (no DC field): the initial one stays.
    expect(choice).toEqual({ modifier: 3, dc: 15 });
    expect(lastDialog.element?.querySelector("[data-power-odds]")?.textContent).toContain("Droid");
  });
});

describe("the GM's damage and hazard tool", () => {
  it("Roll with a formula typed in posts the hazard card for the selected token", async () => {
    const glue = await setupGlue();
    (await import("../../../src/dice/register.js")).registerRolls();
    (await import("../../../src/hooks/chat.js")).registerChatHooks();
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    (glue.env.extra.canvas as { tokens: { controlled: unknown[] } }).tokens.controlled = [
      { actor: kara },
    ];
    const { openGmTool } = await import("../../../src/applications/gm/gm-tool.js");
    dialogAnswers.push({ button: "roll", fill: { formula: "5" } });
    const posted = await openGmTool({ kind: "damage" });
    expect(posted).not.toBeNull();
    expect(cardOf(messages.at(-1))).toMatchObject({
      type: "hazard",
      hazard: "damage",
      rows: [{ name: "Kara", amount: 5 }],
    });
  });
});

describe("Undo of a change the actor has moved on from", () => {
  it("asks the GM; Yes reverses only that change", async () => {
    const glue = await chatWorld();
    const system = { hitDice: [6, 6], level: 2, health: { value: 12 } };
    const kara = await glue.createActor({ name: "Kara", type: "m20Character", system });
    const card = await postDamageCard({
      actor: { uuid: "Actor.none", name: "Someone", img: "" },
      ruleset: "m20",
      targets: [{ uuid: kara.uuid, name: "Kara", ac: 10 }],
    });
    await click(card, "applyDamage", { mode: "damage" });
    const applied = messages.at(-1)!;
    const health = () => (sys(kara) as { health: { value: number } }).health.value;
    expect(health()).toBe(4);
    await (kara as unknown as { applyDamage(n: number): Promise<unknown> }).applyDamage(1);
    dialogAnswers.push({ button: "yes" });
    await click(applied, "undoDamage", { index: "0" });
    expect(String(dialogCalls.at(-1)?.content)).toContain("Kara");
    // 12 → 4 applied, 1 more since: undoing the 8 alone leaves 11.
    expect(health()).toBe(11);
  });
});

describe("the encounter odds window", () => {
  it("opens on the combat, plays the fights on Run, shows the result, and Close closes it", async () => {
    const glue = await setupGlue();
    await preloadSystemTemplates();
    const played: OddsRequest[] = [];
    // The worker plays the fights in this thread, as odds-worker.ts would (no Worker in node).
    vi.stubGlobal(
      "Worker",
      class {
        onmessage: ((e: { data: OddsReply }) => void) | null = null;
        onerror = null;
        terminate() {}
        postMessage(request: OddsRequest) {
          played.push(request);
          const result = sim.encounter(request.fighters, { ...request, fights: 100 });
          queueMicrotask(() => this.onmessage?.({ data: { type: "done", result } }));
        }
      },
    );
    const combat = await oddsCombat(glue, "combat-odds");
    const { EncounterOddsPanel } =
      await import("../../../src/applications/encounter/odds-panel.js");
    await EncounterOddsPanel.show(combat as never);
    const element = lastDialog.element!;
    expect(element.textContent).toContain("Hero");
    element.querySelector<HTMLElement>("[data-odds-run]")!.click();
    await vi.waitFor(() => expect(element.querySelector(".holocron-odds__result")).not.toBeNull());
    expect(played).toHaveLength(1);
    element.querySelector<HTMLElement>('[data-action="close"]')!.click();
    await vi.waitFor(() => expect(EncounterOddsPanel.open.has("combat-odds")).toBe(false));
  });
});
