// A click on an enricher button: it rolls for the selected token, else the user's character, and
// posts the usual card; wrong rulesets and missing actors are told, never thrown.
import { Window } from "happy-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { dialogCalls, messages } from "../../foundry/parts/chat.js";
import type { Notice } from "../../foundry/parts/ui.js";
import type { StandInActor, StandInCollection } from "../../foundry/parts/documents.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import type { CardData } from "../../../src/cards/data.js";
import { enrichers } from "../../../src/rules/index.js";
import { renderText } from "./render-fixture.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
  const { registerRolls } = await import("../../../src/dice/register.js");
  registerRolls();
});

const run = async (command: string, args: string) => {
  const parsed = enrichers.parseEnricher(command, args);
  if (!parsed.ok) throw new Error("the example must parse");
  const { runEnricher } = await import("../../../src/applications/enrichers/enricher-actions.js");
  return runEnricher(parsed.enricher, { fast: true });
};
const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;
const lastCard = () => messages.at(-1)?.getFlag("holocron", "card") as CardData;
// A token of the actor on the viewed scene, controlled (a Token placeable: its document and actor).
const select = (actor: unknown) => {
  (glue.env.extra.canvas as { tokens: { controlled: unknown[] } }).tokens.controlled.length = 0;
  const scene = new StandInScene("Cantina");
  (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
  placeToken(scene, actor as StandInActor, { select: true });
};
const assign = (actor: unknown) => {
  (glue.env.game as { user: { character: unknown } }).user.character = actor;
};

const m20Hero = () =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 14, dex: 12, mnd: 16 }, level: 3, skills: { physical: 3 } },
  });

describe("registering the enrichers", () => {
  it("adds one global pattern to CONFIG.TextEditor.enrichers whose callback answers every match", async () => {
    const { registerEnrichers } =
      await import("../../../src/applications/enrichers/register-enrichers.js");
    registerEnrichers();
    const list = (glue.env.CONFIG.TextEditor as { enrichers: { pattern: RegExp }[] }).enrichers;
    expect(list).toHaveLength(1);
    expect(list[0]?.pattern.flags).toContain("g");
    expect("see [[/check str]] and [[/heal 1d6]]".match(list[0]!.pattern)).toHaveLength(2);
  });
});

describe("a button in the enriched content", () => {
  /**
   * Enriched text as Foundry adds it to a page: its wrapper element, then the enricher's onRender
   * (`renders` times), with Kara selected to roll.
   */
  async function enrichedPage(text: string, renders: number) {
    const { registerEnrichers, ENRICHER_ID } =
      await import("../../../src/applications/enrichers/register-enrichers.js");
    registerEnrichers();
    const [entry] = (
      glue.env.CONFIG.TextEditor as {
        enrichers: { id?: string; onRender?: (element: HTMLElement) => void }[];
      }
    ).enrichers;
    // A window of its own, as a V14 popped-out application has: nothing is heard on the main one.
    const window = new Window();
    const wrapper = window.document.createElement("enriched-content");
    wrapper.innerHTML = renderText(text);
    window.document.body.append(wrapper);
    // happy-dom's element stands for the DOM's.
    for (let i = 0; i < renders; i++) entry?.onRender?.(wrapper as unknown as HTMLElement);
    select(await m20Hero());
    scriptedDice.push(10);
    const link = wrapper.querySelector("a.holocron-enricher");
    if (!link) throw new Error("the page has its button");
    return { entry, id: ENRICHER_ID, link, window };
  }

  it("is wired by the enricher's onRender, once however often Foundry calls it", async () => {
    const { entry, id, link, window } = await enrichedPage("Climb: [[/check physical dc=15]]", 2);
    expect(entry?.id).toBe(id);
    // Shift-click rolls at once (no dialog), as a sheet's roll does.
    link.dispatchEvent(new window.MouseEvent("click", { shiftKey: true, bubbles: true }));
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages).toHaveLength(1);
    expect(lastCard()).toMatchObject({ type: "check", total: 15, outcome: "success" });
  });

  it("answers Enter as a click (which opens the roll's dialog)", async () => {
    const { link, window } = await enrichedPage("[[/check physical]]", 1);
    link.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await vi.waitFor(() => expect(dialogCalls).toHaveLength(1));
  });
});

describe("running an enricher", () => {
  it("[[/check physical dc=15]] rolls the selected token's Physical + STR against DC 15", async () => {
    select(await m20Hero());
    scriptedDice.push(10);
    await run("check", "physical dc=15");
    expect(dialogCalls).toHaveLength(0);
    // d20 10 + rank 3 + STR bonus 2 = 15: meets the DC.
    expect(lastCard()).toMatchObject({ type: "check", total: 15, target: 15, outcome: "success" });
  });

  it("[[/check knowledge str]] rolls with the stat it names, for the assigned character", async () => {
    assign(await m20Hero());
    scriptedDice.push(10);
    await run("check", "knowledge str");
    expect(lastCard()).toMatchObject({ type: "check", total: 12 });
  });

  it("[[/attribute daring]] rolls 2d6 + Daring for a Star Worlds hero", async () => {
    const hero = await glue.createActor({
      name: "Rook",
      type: "worldsCharacter",
      system: { attributes: { daring: 2 } },
    });
    select(hero);
    scriptedDice.push(4, 5);
    await run("attribute", "daring");
    expect(lastCard()).toMatchObject({ type: "worlds", total: 11 });
  });

  it("[[/damage 3d6 energy]] posts a damage card, [[/heal 2d6+2]] a heal card (its own kind)", async () => {
    select(await m20Hero());
    scriptedDice.push(1, 2, 3);
    await run("damage", "3d6 energy");
    expect(lastCard()).toMatchObject({
      type: "damage",
      total: 6,
      damageType: "energy",
      formula: "3d6",
    });
    scriptedDice.push(4, 4);
    await run("heal", "2d6+2");
    // Healing is its own card kind now, not a damage card healed with the GM's −1 (card-data.ts).
    expect(lastCard()).toMatchObject({ type: "heal", total: 10 });
  });

  it("tells the user, and rolls nothing, with no token and no character", async () => {
    const before = messages.length;
    await run("check", "str");
    expect(messages.length).toBe(before);
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Enricher.Notify.NoActor");
  });

  it("tells the user when the roll is not of the actor's ruleset", async () => {
    const hero = await glue.createActor({ name: "Rook", type: "worldsCharacter" });
    select(hero);
    await run("check", "physical dc=15");
    expect(notices().at(-1)?.message).toMatch(/^HOLOCRON\.Enricher\.Notify\.NeedsD20/);
    select(await m20Hero());
    await run("attribute", "daring");
    expect(notices().at(-1)?.message).toMatch(/^HOLOCRON\.Enricher\.Notify\.NeedsWorlds/);
  });

  it("[[/hazard falling 40]] opens the GM's hazard tool preset to a 40 ft fall; a player is told it is the GM's", async () => {
    select(await m20Hero());
    await run("hazard", "falling 40");
    expect(String(dialogCalls.at(-1)?.content)).toContain('value="40"');
    (glue.env.game as { user: { isGM: boolean } }).user.isGM = false;
    await run("hazard", "falling 40");
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Hazard.Error.GmOnly");
  });
});
