// Player-authored content: cards a player writes themselves (with and without matching rolls, a
// weapon's formula or not, an enricher's heal, a claimed hit, resolved rows, power and Daring
// cards), then applied, undone, reacted to or clicked by the GM and by both players; marks erased
// by the author; modes chosen on others' cards; retries; a burst. None changes an actor; each is
// refused with the reason the GM reads in its log.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { pendingRow, pushCardState } from "../applications/powers/card-fixtures.js";
import { burst, GM, P1, P2, table, type Table } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type { StandInActor } from "../foundry/parts/documents.js";

let t: Table;
let clock = 5_000_000;
const U = "HOLOCRON.Authority.Unverified.";
const R = "HOLOCRON.Authority.Refused.";

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  await t.ace.createEmbeddedDocuments("Item", [
    { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
  ] as never);
  const users = t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
  users.get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
});

/** Every actor's data and statuses (what no forgery may change). */
function actors(): string {
  const list = (t.glue.env.game.actors as { contents: StandInActor[] }).contents;
  return JSON.stringify(list.map((a) => ({ source: a._source, statuses: [...a.statuses].sort() })));
}

async function refusals() {
  return (await import("../../src/authority/index.js")).recentRefusals();
}

/** Player One writes a message of their own with these flags and rolls (the console can). */
async function forge(
  flags: Record<string, unknown>,
  rolls: unknown[] = [],
): Promise<StandInMessage> {
  actAs(P1);
  await ChatMessage.create({ rolls, flags: { holocron: flags } } as never);
  actAs(GM);
  return messages.at(-1)!;
}

const weaponId = () => (t.ace as HolocronActor).items.contents[0]!.id!;
const twoD6 = (a: number, b: number, formula = "2d6") => [
  {
    formula,
    total: a + b,
    dice: [{ faces: 6, number: 2, results: [{ result: a }, { result: b }] }],
  },
];

function damage(over: Record<string, unknown> = {}) {
  return {
    type: "damage",
    actor: { uuid: t.ace.uuid, name: "Ace", img: "" },
    title: "HOLOCRON.Roll.Title.Damage",
    titleData: { name: "Blaster" },
    formula: "2d6",
    baseFormula: "2d6",
    total: 10_000,
    ruleset: "starWorlds",
    heroDieResult: null,
    damageType: "kinetic",
    critical: false,
    heroDie: false,
    itemId: weaponId(),
    targets: [
      { uuid: t.thug.uuid, name: "Thug", ac: null },
      { uuid: t.zed.uuid, name: "Zed", ac: null },
    ],
    fromHit: false,
    evaded: [],
    ...over,
  };
}

/** A request sent as `user` (the GM asks on its own client; players over the socket). */
async function send(user: string, kind: string, payload: unknown, id?: string): Promise<string> {
  clock += 1000;
  vi.spyOn(Date, "now").mockReturnValue(clock);
  const logged = (await refusals()).length;
  const { execute } = await import("../../src/authority/channel.js");
  if (user === GM) {
    await execute(kind, payload, { id: GM, name: "Gamemaster", isGM: true });
  } else {
    actAs(user);
    const data = { authority: "request", id: id ?? foundry.utils.randomID(16), kind, payload };
    t.glue.socket.emit("system.holocron", data);
    actAs(GM);
    await t.glue.socket.deliver();
  }
  const log = await refusals();
  expect(log.length).toBe(logged + 1);
  return log.at(-1)!.reason;
}

const apply = (m: StandInMessage, mode = "damage", uuids = [t.thug.uuid], scales?: string[]) => ({
  messageId: m.id,
  mode,
  to: "targets",
  actorUuids: uuids,
  ...(scales ? { scales } : {}),
});

type Case = [
  string,
  () => Promise<StandInMessage>,
  (m: StandInMessage) => [string, unknown],
  string,
];

/** Forged cards × what is asked of them × by whom (the GM's own click included). */
function cases(): Case[] {
  const list: Case[] = [];
  const forgedCards: [string, () => Promise<StandInMessage>, string][] = [
    ["a damage card of 10,000 without a roll", () => forge({ card: damage() }), `${U}Dice`],
    [
      "a damage card whose total is not its dice",
      () => forge({ card: damage() }, twoD6(6, 6)),
      `${U}Dice`,
    ],
    [
      "a damage card with matching dice but 100d100",
      () =>
        forge(
          {
            card: damage({
              formula: "2d6+0",
              baseFormula: "100d100",
              total: 12,
              targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
            }),
          },
          twoD6(6, 6, "2d6+0"),
        ),
      `${U}Formula`,
    ],
    [
      "a homebrew weapon's card whose dice do not fit",
      () =>
        forge(
          { card: damage({ formula: "100d100", baseFormula: "100d100", total: 9000 }) },
          twoD6(6, 6),
        ),
      `${U}Dice`,
    ],
    [
      "an enricher's heal with matching dice",
      () =>
        forge(
          {
            card: damage({
              itemId: null,
              title: "HOLOCRON.Enricher.Title.Heal",
              total: 12,
              targets: [],
            }),
          },
          twoD6(6, 6),
        ),
      // Read as the heal card it is (healing is its own kind): a kind no player's card is trusted in.
      `${U}Kind`,
    ],
    [
      "a 0-damage card claiming a hit",
      () =>
        forge(
          { card: damage({ total: 2, fromHit: true, attackMessageId: "nothere000000000" }) },
          twoD6(1, 1),
        ),
      `${U}NoHit`,
    ],
    [
      "a card for someone else's actor",
      () =>
        forge(
          { card: damage({ actor: { uuid: t.zed.uuid, name: "Zed", img: "" }, total: 12 }) },
          twoD6(6, 6),
        ),
      `${U}NotTheirs`,
    ],
    [
      "a card with its own applied mark",
      () => forge({ card: damage({ total: 12, applied: [t.ace.uuid] }) }, twoD6(6, 6)),
      `${U}Marked`,
    ],
  ];
  for (const [what, make, why] of forgedCards) {
    for (const user of [GM, P1, P2]) {
      const who = user === GM ? "the GM" : user === P1 ? "its author" : "another player";
      list.push([`${what}: Apply by ${who}`, make, (m) => ["card.apply", apply(m)], why]);
    }
    list.push([`${what}: the GM's Heal`, make, (m) => ["card.apply", apply(m, "heal")], why]);
  }
  return list;
}

describe("player-authored content changes nothing", () => {
  const all = cases();
  // With the cases below (only GM cards, the author's edits, modes, retries, weapons as the GM
  // approved them, reactions, a burst, career requests) the part holds 60 cases.
  it("holds at least 32 forged-card cases", () => expect(all.length).toBeGreaterThanOrEqual(32));
  for (const [what, make, request, why] of all) {
    it(what, async () => {
      const message = await make();
      const before = actors();
      const user =
        what.includes("by the GM") || what.includes("the GM's")
          ? GM
          : what.includes("author")
            ? P1
            : P2;
      const [kind, payload] = request(message);
      expect(await send(user, kind, payload)).toBe(why);
      expect(actors()).toBe(before);
    });
  }
});

describe("cards that only a GM posts", () => {
  it("an applied card a player wrote: the GM's Undo is refused", async () => {
    const m = await forge({ card: { type: "applied", rows: [] } });
    const before = actors();
    expect(await send(GM, "card.undo", { messageId: m.id, row: 0, confirmed: true })).toBe(
      `${R}NotGmCard`,
    );
    expect(actors()).toBe(before);
  });

  it("a power card a player wrote: resisting its row is refused", async () => {
    const m = await forge({
      power: pushCardState({ rows: [pendingRow({ targetUuid: t.ace.uuid })] }),
    });
    expect(await send(P1, "power.resist", { messageId: m.id, row: 0 })).toBe(`${R}NotGmCard`);
  });

  it("a power card a player wrote claiming a Knight's attempt: the GM ignores it", async () => {
    await forge({
      power: pushCardState({
        rows: [],
        negates: { messageId: t.damage.id!, actorUuid: t.ace.uuid },
      } as never),
    });
    const { negateAttempted } = await import("../../src/applications/powers/negate-energy.js");
    expect(negateAttempted(t.damage.id!, t.ace.uuid)).toBe(false);
  });

  it("a Daring tie-break card a player wrote: the reroll is refused", async () => {
    const m = await forge({
      daringTies: {
        combatId: "c",
        groups: [{ speed: 3, order: ["x"], rolls: {}, heroRerolls: {} }],
      },
    });
    expect(
      await send(P1, "combat.daringReroll", {
        messageId: m.id,
        combatantId: "x0000000000000000".slice(0, 16),
      }),
    ).toBe(`${R}NotGmCard`);
  });

  it("an opposed card a player wrote against the GM's NPC: the GM's Resist is refused", async () => {
    const m = await forge({
      card: {
        ...damage({ total: 99 }),
        type: "opposed",
        bonus: 0,
        purpose: null,
        resisters: [
          {
            uuid: t.thug.uuid,
            name: "Thug",
            ac: null,
            bonus: 0,
            resistLabel: "HOLOCRON.Sheet.Skill.physical",
            chance: 0.5,
            result: null,
          },
        ],
      },
    });
    expect(await send(GM, "card.resist", { messageId: m.id, index: 0 })).toBe(`${U}Dice`);
  });
});

describe("an honest card of a player, then its author's edits", () => {
  async function honest(): Promise<StandInMessage> {
    const { rollDamage } = await import("../../src/cards/roll/actions.js");
    actAs(P1);
    scriptedDice.push(3, 4);
    await rollDamage(t.ace, weaponId());
    actAs(GM);
    return messages.at(-1)!;
  }
  const edit = async (m: StandInMessage, change: Record<string, unknown>) => {
    actAs(P1);
    const card = m.getFlag("holocron", "card") as Record<string, unknown>;
    await m.update({ flags: { holocron: { card: { ...card, ...change } } } });
    actAs(GM);
  };

  it("applied by the GM once; the author erases the mark; Apply again is refused", async () => {
    const m = await honest();
    await send(GM, "card.apply", apply(m)).catch(() => undefined);
    const before = actors();
    await edit(m, { applied: [] });
    expect(await send(GM, "card.apply", apply(m))).toBe(`${U}Changed`);
    expect(await send(P1, "card.apply", apply(m))).toBe(`${U}Changed`);
    expect(actors()).toBe(before);
  });

  it.each([
    ["a total raised", { total: 999 }],
    ["a target added", { targets: [{ uuid: "Actor.zed", name: "Zed", ac: null }] }],
    ["a hit claimed", { fromHit: true }],
    ["an evade mark erased", { evaded: ["x"] }],
  ])("%s after the check: nothing applies", async (_what, change) => {
    const m = await honest();
    await edit(m, change);
    const before = actors();
    expect(await send(GM, "card.apply", apply(m))).toBe(`${U}Changed`);
    expect(actors()).toBe(before);
  });
});

describe("modes on others' cards, retries", () => {
  it.each([
    ["Heal", "heal", undefined],
    ["Apply half", "half", undefined],
    ["×2", "damage", ["double"]],
    ["×½", "damage", ["half"]],
  ])("a player's %s on the GM's card", async (_what, mode, scales) => {
    for (const user of [P1, P2]) {
      const before = actors();
      expect(await send(user, "card.apply", apply(t.damage, mode, [t.thug.uuid], scales))).toBe(
        `${R}ModeGmOnly`,
      );
      expect(actors()).toBe(before);
    }
  });

  it("a late retry with the same id, from its sender and from another player", async () => {
    const id = foundry.utils.randomID(16);
    const payload = { actorUuid: t.ace.uuid, status: "prone", active: true };
    clock += 1000;
    actAs(P1);
    t.glue.socket.emit("system.holocron", {
      authority: "request",
      id,
      kind: "actor.condition",
      payload,
    });
    actAs(GM);
    await t.glue.socket.deliver();
    const before = actors();
    expect(await send(P1, "actor.condition", { ...payload, active: false }, id)).toBe(`${R}Replay`);
    expect(await send(P2, "actor.condition", { ...payload, active: false }, id)).toBe(`${R}Replay`);
    expect(actors()).toBe(before);
  });
});

describe("a weapon's damage as a GM approved it", () => {
  async function rolled(itemId = weaponId()): Promise<StandInMessage> {
    const { rollDamage } = await import("../../src/cards/roll/actions.js");
    actAs(P1);
    scriptedDice.push(...Array.from({ length: 100 }, () => 6));
    await rollDamage(t.ace, itemId);
    actAs(GM);
    return messages.at(-1)!;
  }
  const trust = async (m: StandInMessage) =>
    (await import("../../src/cards/card.js")).trustOf(m as never);
  const blaster = () => (t.ace as HolocronActor).items.contents[0]!;

  it("the author's 100d100 edit of their weapon: its honest roll is unverified, nothing applies", async () => {
    actAs(P1);
    // The schema refuses 100d100 on any weapon now (at most 20 dice of at most 20 faces, whoever
    // writes them): the heaviest edit it takes, 20d20, is the one tried.
    await expect(blaster().update({ "system.damage": "100d100" } as never)).rejects.toThrow();
    await blaster().update({ "system.damage": "20d20" } as never);
    actAs(GM);
    const m = await rolled();
    expect(await trust(m)).toBe(`${U}ItemEdited`);
    const before = actors();
    expect(await send(GM, "card.apply", apply(m))).toBe(`${U}ItemEdited`);
    expect(await send(P1, "card.apply", apply(m))).toBe(`${U}ItemEdited`);
    expect(actors()).toBe(before);
  });

  it("a homebrew weapon the player made themselves: unverified", async () => {
    actAs(P1);
    const [made] = (await t.ace.createEmbeddedDocuments("Item", [
      { name: "Homebrew", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
    ] as never))!;
    actAs(GM);
    const m = await rolled((made as { id: string }).id);
    const before = actors();
    expect(await send(GM, "card.apply", apply(m))).toBe(`${U}ItemEdited`);
    expect(actors()).toBe(before);
  });

  it("the GM's own edit of the player's weapon approves it again", async () => {
    actAs(P1);
    await blaster().update({ "system.damage": "3d6" } as never);
    actAs(GM);
    await blaster().update({ "system.damage": "2d6" } as never);
    expect(await trust(await rolled())).toBe("verified");
  });

  /** A weapon in a compendium the player may import (players cannot write a pack). */
  function pack(damage: string) {
    const entry = { _id: "packweapon000000", type: "weapon", name: "Pack blaster" };
    const system = { damage, damageType: "kinetic", kind: "ranged", attackBonus: 0 };
    t.glue.env.game.packs = new Map([
      ["holocron.weapons", { index: new Map([[entry._id, { ...entry, system }]]) }],
    ]);
    return `Compendium.holocron.weapons.Item.${entry._id}`;
  }
  async function imported(source: string, damage: string): Promise<string> {
    actAs(P1);
    const [item] = (await t.ace.createEmbeddedDocuments("Item", [
      {
        name: "Pack blaster",
        type: "weapon",
        system: { damage, kind: "ranged" },
        _stats: { compendiumSource: source },
      },
    ] as never))!;
    actAs(GM);
    // The active GM's client sees the player's creation (Foundry runs _onCreate on every client).
    const { recordItemWrite } = await import("../../src/documents/item-provenance.js");
    await recordItemWrite(item as never, P1, { created: true });
    return (item as { id: string }).id;
  }

  it("a weapon the player imported unchanged from a compendium verifies", async () => {
    const id = await imported(pack("2d6"), "2d6");
    expect(await trust(await rolled(id))).toBe("verified");
  });

  it("a compendium weapon the player changed on the way in: unverified", async () => {
    // 100d100 is refused by the schema (at most 20 dice of at most 20 faces): 20d20 is tried.
    const id = await imported(pack("2d6"), "20d20");
    const m = await rolled(id);
    const before = actors();
    expect(await send(GM, "card.apply", apply(m))).toBe(`${U}ItemEdited`);
    expect(actors()).toBe(before);
  });

  it("the approval is the GM's setting: a player cannot write it", async () => {
    actAs(P1);
    await expect(
      game.settings.set("holocron", "itemLedger", { items: {} } as never),
    ).rejects.toThrow();
    actAs(GM);
  });
});

describe("reactions to a card a player forged", () => {
  const forged = () =>
    forge({ card: damage({ total: 12, damageType: "energy", targets: [] }) }, twoD6(6, 6));

  it("Evade against it: refused, no Hero Point spent", async () => {
    const m = await forge({
      card: damage({ targets: [{ uuid: t.ace.uuid, name: "Ace", ac: null }] }),
    });
    const before = actors();
    expect(await send(P1, "card.evade", { messageId: m.id, actorUuids: [t.ace.uuid] })).toBe(
      `${U}Dice`,
    );
    expect(actors()).toBe(before);
  });

  it("Negate Energy against it: refused", async () => {
    const m = await forged();
    const before = actors();
    expect(await send(P1, "power.negate", { damageMessageId: m.id, actorUuid: t.ace.uuid })).toBe(
      `${U}Formula`,
    );
    expect(actors()).toBe(before);
  });

  it("Deflect against a forged attack card: refused", async () => {
    const m = await forge({
      card: {
        type: "attack",
        actor: { uuid: t.thug.uuid, name: "Thug", img: "" },
        title: "HOLOCRON.Roll.Title.Attack",
        titleData: { name: "Blaster" },
        formula: "1d20+5",
        total: 25,
        ruleset: "m20",
        itemId: "knife00000000000",
        natural: 20,
        critical: true,
        rows: [{ uuid: t.ace.uuid, name: "Ace", ac: 10, outcome: "critical", chance: 1 }],
      },
    });
    const before = actors();
    expect(await send(P1, "attack.deflect", { messageId: m.id, actorUuid: t.ace.uuid })).toBe(
      `${U}NotTheirs`,
    );
    expect(actors()).toBe(before);
  });

  it("a burst of Apply on a forged card: each refused, then one rate-limit line", async () => {
    const m = await forged();
    const before = actors();
    const { recentRefusals } = await import("../../src/authority/index.js");
    const logged = recentRefusals().length;
    clock += 60_000;
    vi.spyOn(Date, "now").mockReturnValue(clock);
    burst(t.glue, P1, 200, "card.apply", () => apply(m));
    await t.glue.socket.deliver();
    const reasons = recentRefusals()
      .slice(logged)
      .map((r) => r.reason);
    expect(reasons.filter((r) => r.endsWith("RateLimited"))).toHaveLength(1);
    expect(new Set(reasons.filter((r) => !r.endsWith("RateLimited")))).toEqual(
      new Set([`${U}Formula`]),
    );
    expect(actors()).toBe(before);
  });
});

describe("career requests a player wrote", () => {
  const request = (actorUuid: string, status = "pending") => ({
    careerRequest: {
      actorUuid,
      level: 2,
      choice: { career: "Pilot", attribute: "daring", ability: null, skill: null },
      status,
    },
  });
  async function gmClicks(m: StandInMessage, action: "approveCareer" | "refuseCareer") {
    const mod = await import("../../src/applications/sheets/career-request.js");
    return mod[action]({ message: m as never });
  }

  it("for a character its author does not own: the GM's approval changes nothing", async () => {
    const m = await forge(request(t.zed.uuid));
    const before = actors();
    expect(await gmClicks(m, "approveCareer")).toBe(false);
    expect(actors()).toBe(before);
  });

  it("refused by the GM, then set back to pending by its author: closed for the GM", async () => {
    const m = await forge(request(t.ace.uuid));
    expect(await gmClicks(m, "refuseCareer")).toBe(true);
    actAs(P1);
    await m.update({ flags: { holocron: request(t.ace.uuid) } });
    actAs(GM);
    const before = actors();
    expect(await gmClicks(m, "approveCareer")).toBe(false);
    expect(await gmClicks(m, "refuseCareer")).toBe(false);
    expect(actors()).toBe(before);
  });
});
