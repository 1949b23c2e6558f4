// The effective attacks the hostile-player probe found against the released behaviour. Each test
// is the attack, step by step, as a player with a browser console (or only their own sheet) can
// carry it out at a table with a GM, and it asserts what the Security model promises: nothing the
// attacker does not own changes. Each failed until its attack was closed, and stays as the attack's
// regression test; an open attack's combinations are skipped by the generated cases (known.ts) so
// that the probe keeps guarding the rest.
import { beforeEach, describe, expect, it } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { window as happyWindow } from "./dom.js";
import { cardHead, hazardRow, storedRoll } from "./cards.js";
import { authored, GM, P1, P2, send, probeWorld, type Hostile, type Obj } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let h: Hostile;
beforeEach(async () => {
  h = await probeWorld();
});

const system = (actor: unknown) => (actor as { system: Obj }).system;
const health = (actor: unknown) => (system(actor).health as { value: number }).value;
const heroPoints = (actor: unknown) => (system(actor).heroPoints as { value: number }).value;

/**
 * The GM's chat log shows the player's message (its content is whatever the player wrote) through
 * the system's render hook, and the GM clicks the first control in it that is not disabled. A
 * player's card the GM may not act on is marked Unverified and its buttons disabled, but a link or
 * a div with `data-action` is no button: the render hook's click listener runs its handler anyway.
 */
async function gmClicksInChat(message: StandInMessage): Promise<{ unverified: boolean }> {
  const { onRenderChatMessage } = await import("../../src/cards/render.js");
  const element = happyWindow().document.createElement("div");
  element.innerHTML = message.content;
  actAs(GM);
  await onRenderChatMessage(message as never, element as unknown as HTMLElement);
  const unverified = element.querySelector(".holocron-card__unverified") !== null;
  const control = [...element.querySelectorAll("[data-action]")].find(
    (el) => !(el as unknown as HTMLButtonElement).disabled,
  );
  (control as unknown as HTMLElement | undefined)?.click();
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return { unverified };
}

/** A card the player writes with one control in its content, a link the GM may click. */
const withLink = (author: string, card: Obj, rolls: unknown[], action: string) =>
  authored(author, { card }, rolls, `<a data-action="${action}">${action}</a>`);

describe("effective attacks found by the hostile-player probe", () => {
  it("a hazard card a player wrote is applied by the GM's click: any amount to anyone", async () => {
    // Repro: as Player One, in the console —
    //   ChatMessage.create({ content: '<a data-action="applyHazard">Apply</a>', flags: { holocron:
    //     { card: { type: "hazard", ruleset: "starWorlds", hazard: "falling", detail: "",
    //       formula: "1d6", damageType: "kinetic", rows: [{ uuid: <Thug's uuid>, name: "Thug",
    //       rolled: 50, check: null, surge: false, resisted: false, amount: 50,
    //       previousChecks: null, applied: false }] } } } })
    // The GM sees the card marked Unverified, clicks "Apply" (the link): Thug 20 → 0. With
    // `hazard: "heal"` it heals anyone instead. The hazard card's Apply (src/applications/gm/
    // hazard-flow.ts, applyHazard) checks only that the clicking user is a GM, never who wrote the
    // card; its disabled button is the only guard.
    const before = health(h.thug);
    const hazard = {
      type: "hazard",
      ruleset: "starWorlds",
      hazard: "falling",
      detail: "",
      formula: "1d6",
      damageType: "kinetic",
      rows: [hazardRow(h.thug, 50)],
    };
    const message = await withLink(P1, hazard, [storedRoll("1d6", 6, [6])], "applyHazard");
    const { unverified } = await gmClicksInChat(message);
    expect(unverified).toBe(true);
    expect(health(h.thug), "Thug's HP after the GM's click").toBe(before);
  });

  it("a player's attack card claiming hits: the GM's Roll Damage makes a GM card on its targets", async () => {
    // Repro: as Player One, write an m20 attack card for Kael's saber whose rows say "hit" on Thug
    // and the Mook (the stored d20 is a natural 1: the attack missed), with the content
    // '<a data-action="rollDamage">Roll damage</a>'. The GM clicks it: the GM's client rolls
    // Kael's damage as a GM card, `fromHit`, targeted at the rows' actors (src/applications/rolls/
    // roll-card-actions.ts, onRollDamage, reads the rows of an unverified card). That card is the
    // GM's, so Player One's Apply is honoured: Thug loses the damage (16 → 14 here) of an attack
    // that missed, and the card's `fromHit` would defeat a mook at any damage (rulings).
    const mook = health(h.mook);
    const thug = health(h.thug);
    const attack = {
      type: "attack",
      ...cardHead(h.kael, "Attack", "Saber", "1d20", 20),
      ruleset: "m20",
      itemId: h.saberId,
      natural: 20,
      critical: true,
      rows: [
        { uuid: h.thug.uuid, name: "Thug", ac: 10, outcome: "critical", chance: 1 },
        { uuid: h.mook.uuid, name: "Mook", ac: 10, outcome: "critical", chance: 1 },
      ],
    };
    const message = await withLink(P1, attack, [storedRoll("1d20", 20, [1])], "rollDamage");
    const count = messages.length;
    await gmClicksInChat(message);
    const laundered = messages.slice(count).find((m) => m.author.isGM);
    if (laundered) {
      await send(h, P1, "card.apply", {
        messageId: laundered.id,
        mode: "damage",
        to: "targets",
        actorUuids: [h.thug.uuid, h.mook.uuid],
      });
    }
    expect([health(h.thug), health(h.mook)], "Thug's and the Mook's HP").toEqual([thug, mook]);
    expect(laundered, "a GM damage card made from the player's attack card").toBeUndefined();
  });

  it("a player's Star Worlds card for another character: the GM's click spends their Hero Point", async () => {
    // Repro: as Player Two (who owns nothing), write a Star Worlds check card whose `actor` is
    // Zed (the GM's character, 2 Hero Points), with '<a data-action="heroReroll">Reroll</a>'.
    // The GM clicks it: onHeroReroll (roll-card-actions.ts) asks only whether the clicking user may
    // edit the message (a GM may edit any) and spends a Hero Point of the card's actor: Zed 2 → 1.
    const before = heroPoints(h.zed);
    const check = {
      type: "worlds",
      ...cardHead(h.zed, "Stat", "Daring", "2d6", 7),
      skilled: false,
      bonus: 0,
      natural: 7,
      band: "success",
      chances: {},
      itemId: null,
      previous: null,
    };
    const message = await withLink(P2, check, [storedRoll("2d6", 6, [3, 4])], "heroReroll");
    await gmClicksInChat(message);
    expect(heroPoints(h.zed), "Zed's Hero Points").toBe(before);
  });

  it("Hero Points a player writes on their own actor become another's through a gift", async () => {
    // Repro: as Player One, `game.actors.getName("Ace").update({ "system.heroPoints.value": 12 })`
    // (an owner may write their own actor; nothing refuses it), then give a point to Zed five
    // times (the sheet's Give button, or the `heroGift` request): Zed 2 → 7. The gift checks that
    // the giver holds a point, not where it came from; the Security model says a player cannot
    // create Hero Points.
    const before = heroPoints(h.zed);
    for (let i = 0; i < 5; i++) {
      actAs(P1);
      await h.ace.update({ "system.heroPoints.value": 12 } as never);
      await send(h, P1, "heroGift", { fromUuid: h.ace.uuid, toUuid: h.zed.uuid });
    }
    expect(heroPoints(h.zed), "Zed's Hero Points").toBe(before);
  });

  it("Hero Points a player writes on their own actor pay for a chase reroll: the chase changes", async () => {
    // Repro: as Player One, set Ace's Hero Points to 5 from the console (`actor.update`), then ask
    // for a Hero Point reroll of Ace's chase check (the tracker's button, or the
    // `chase.heroReroll` request): the GM rerolls and the chase (a world setting only a GM may
    // write) takes the better roll, paid with a point that never existed. The same self-written
    // points pay for a Daring tie-break reroll (the combat's order) and +1d6 damage on a card.
    const settings = h.glue.env.game.settings as { get(ns: string, key: string): unknown };
    const before = JSON.stringify(settings.get("holocron", "chases"));
    actAs(P1);
    await h.ace.update({ "system.heroPoints.value": 5 } as never);
    await send(h, P1, "chase.heroReroll", {
      chaseId: h.chaseId,
      participantId: h.participantIds[0]!,
      round: 1,
    });
    expect(JSON.stringify(settings.get("holocron", "chases")), "the chase").toBe(before);
  });

  it("a weapon its owner edited to 100d100+10000 kills anyone: the card is verified", async () => {
    // Repro: as Player One, edit Ace's Blaster to `100d100+10000` on its sheet (an owner may),
    // target Thug, click Roll Damage, then Apply. The GM's check verifies the card (its formula is
    // the weapon's formula, its dice fit), so the Apply is honoured: Thug 20 → 0, with no refusal
    // and no Unverified line. The Security model accepts this today ("roll with a weapon they
    // edited themselves (the GM sees its formula on the card)"); it is listed here because the
    // probe's invariant is that a player changes nothing of another's beyond what their honest
    // character could, and the GM is warned of nothing.
    const before = health(h.thug);
    actAs(P1);
    const blaster = (h.ace as HolocronActor).items.get(h.blasterId)!;
    // The schema now refuses a flat bonus beyond ±20, and more than 20 dice or faces beyond 20
    // (100d100 too): 20d20 is the heaviest formula it accepts.
    await blaster.update({ "system.damage": "100d100+10000" } as never).catch(() => undefined);
    await blaster.update({ "system.damage": "100d100" } as never).catch(() => undefined);
    await blaster.update({ "system.damage": "20d20" } as never);
    const users = h.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
    users.get(P1).targets = new Set([{ actor: h.thug, name: "Thug" }]);
    const { rollDamage } = await import("../../src/cards/roll/actions.js");
    await rollDamage(h.ace, h.blasterId);
    actAs(GM);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const card = messages.at(-1)!;
    await send(h, P1, "card.apply", {
      messageId: card.id,
      mode: "damage",
      to: "targets",
      actorUuids: [h.thug.uuid],
    });
    expect(health(h.thug), "Thug's HP").toBe(before);
  });
});
