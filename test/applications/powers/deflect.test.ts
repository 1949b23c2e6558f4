// Deflect from an attack card through the GM authority (rulings: Deflect; seed 000 line 7, seed 003
// line 7): the honest flow, the refusals, forged requests, the odds on the button, and a damage card
// rolled before the deflect.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { click, viaGm } from "../chat/click.js";
import type { Glue } from "../../data/setup.js";
import { actAs } from "../../foundry/parts/users.js";
import { rollMessages } from "../../foundry/parts/sheet-play.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import type { AttackCard, CardData } from "../../../src/cards/data.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { messages, powerWorld, scriptedDice, startCombat } from "./world.js";

const P1 = "player1000000000";
const P2 = "player2000000000";
let glue: Glue;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  glue = await powerWorld();
  (await import("../../../src/dice/register.js")).registerRolls();
  (await import("../../../src/applications/powers/register.js")).registerPowers();
  (await import("../../../src/hooks/chat.js")).registerChatHooks();
});
afterEach(() => vi.restoreAllMocks());

const mod = () => import("../../../src/applications/powers/deflect.js");
const cardOf = (m: StandInMessage) => m.getFlag("holocron", "card") as CardData;
const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map(
    (n) => n.message.split(" ")[0],
  );

/** A 3rd-level Knight with Force 4 and DEX 14 (+2): deflects with +6. Owned by Player One. */
function kara(o: { knight?: boolean; droid?: boolean; saber?: boolean; type?: string } = {}) {
  const m20 = (o.type ?? "m20Character") === "m20Character";
  return glue.createActor({
    name: "Kara",
    type: o.type ?? "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: {
      stats: { str: 10, dex: 14, mnd: 12 },
      level: 3,
      skills: m20 ? { force: 4 } : { psionics: 4 },
      class: m20
        ? { knight: o.knight ?? true, droid: o.droid ?? false }
        : { knight: o.knight ?? true },
      health: { value: 20 },
    },
    items:
      o.saber === false
        ? []
        : [
            {
              name: m20 ? "Lightsaber" : "Psionic shield",
              type: m20 ? "weapon" : "armor",
              system: { deflects: true },
            },
          ],
  }) as Promise<HolocronActor>;
}

/** The GM's trooper and its attack card: a blaster (or vibroblade) of total 15 that hit Kara. */
async function attack(
  target: HolocronActor,
  o: { kind?: string; outcome?: "hit" | "miss" | "critical" } = {},
) {
  const trooper = await glue.createActor({
    name: "Trooper",
    type: target.type === "operaCharacter" ? "operaNpc" : "m20Npc",
    items: [
      {
        _id: "gun0000000000000",
        name: "Blaster",
        type: "weapon",
        system: { kind: o.kind ?? "ranged", damage: "3d6" },
      },
    ],
  });
  const { postCard } = await import("../../../src/cards/card.js");
  const card: AttackCard = {
    type: "attack",
    actor: { uuid: trooper.uuid, name: "Trooper", img: "" },
    title: "HOLOCRON.Roll.Title.Attack",
    titleData: { name: "Blaster" },
    formula: "1d20+3",
    total: 15,
    ruleset: target.type === "operaCharacter" ? "spaceOpera" : "m20",
    itemId: "gun0000000000000",
    natural: 12,
    critical: false,
    rows: [{ uuid: target.uuid, name: "Kara", ac: 12, outcome: o.outcome ?? "hit", chance: 0.6 }],
  };
  return { trooper, message: (await postCard(card)) as unknown as StandInMessage };
}

const ask = async (actor: HolocronActor, message: StandInMessage, user = P1) =>
  viaGm(glue.socket, user, async () =>
    (await mod()).deflectAttack(actor, { messageId: message.id }),
  );

describe("Deflect, the honest flow", () => {
  it("success: the GM rolls Force + DEX against the total; the hit becomes a miss; the next action is spent", async () => {
    const k = await kara();
    const { trooper, message } = await attack(k);
    const [mine] = startCombat(glue, [k, trooper], 1);
    scriptedDice.push(9); // 9 + 6 = 15: a tie is the defender's
    expect(await ask(k, message)).toBe(true);
    expect(cardOf(message)).toMatchObject({
      rows: [{ outcome: "miss", deflect: { total: 15, success: true } }],
    });
    expect(mine?.updates).toEqual([{ "flags.holocron.actionRound": 2 }]);
    // The GM's roll is shown in chat as Kara's, against the attack's total.
    expect(rollMessages.at(-1)).toMatchObject({
      total: 15,
      flavor: expect.stringContaining("HOLOCRON.Deflect.Flavor"),
    });
    expect(notices()).toContain("HOLOCRON.Deflect.Success");
    // Roll Damage from the card now rolls for no one, and says it is not from a hit.
    actAs("gm00000000000000");
    await click(message, "rollDamage");
    const damage = cardOf(messages.at(-1)!);
    expect(damage).toMatchObject({
      type: "damage",
      targets: [],
      fromHit: false,
      attackMessageId: message.id,
    });
  });

  it("failure: the hit stands, the roll is recorded, and a second try is refused", async () => {
    const k = await kara();
    const { message } = await attack(k);
    scriptedDice.push(8); // 14 < 15
    expect(await ask(k, message)).toBe(false);
    expect(cardOf(message)).toMatchObject({
      rows: [{ outcome: "hit", deflect: { total: 14, success: false } }],
    });
    expect(await ask(k, message)).toBe(false);
    expect(notices()).toEqual(["HOLOCRON.Deflect.Failure", "HOLOCRON.Deflect.Done"]);
  });

  it("a Space Opera psion deflects with Psionics + DEX and a psionic shield", async () => {
    const k = await kara({ type: "operaCharacter" });
    const { message } = await attack(k);
    scriptedDice.push(10);
    expect(await ask(k, message)).toBe(true);
    expect(cardOf(message)).toMatchObject({ rows: [{ outcome: "miss", deflect: { total: 16 } }] });
  });

  it("damage rolled before the deflect: the damage card's Apply skips the Knight", async () => {
    const k = await kara();
    const { message } = await attack(k);
    const { postDamageCard } = await import("../chat/fixtures.js");
    const damage = await postDamageCard({
      total: 9,
      targets: [{ uuid: k.uuid, name: "Kara", ac: 12 }],
    });
    const stored = damage.getFlag("holocron", "card") as Record<string, unknown>;
    await damage.update({
      flags: { holocron: { card: { ...stored, attackMessageId: message.id } } },
    });
    scriptedDice.push(20);
    expect(await ask(k, message)).toBe(true);
    const { applySkips } = await import("../../../src/cards/data.js");
    const after = cardOf(damage);
    expect(after.type === "damage" && applySkips(after)).toContain(k.uuid);
  });
});

describe("Deflect refusals", () => {
  it.each([
    ["a melee attack", {}, { kind: "melee" }, "HOLOCRON.Deflect.Refused.notRanged"],
    ["a miss", {}, { outcome: "miss" as const }, "HOLOCRON.Deflect.Refused.notHit"],
    ["no lightsaber", { saber: false }, {}, "HOLOCRON.Deflect.Refused.noDeflector"],
    ["not a Knight", { knight: false }, {}, "HOLOCRON.Deflect.Refused.notKnight"],
    ["a droid", { droid: true }, {}, "HOLOCRON.Deflect.Refused.droid"],
  ])("%s: refused, nothing rolled, the card unchanged", async (_what, who, how, key) => {
    const k = await kara(who);
    const { message } = await attack(k, how);
    const before = JSON.stringify(cardOf(message));
    const count = messages.length + rollMessages.length;
    expect(await ask(k, message)).toBe(false);
    expect(JSON.stringify(cardOf(message))).toBe(before);
    expect(messages.length + rollMessages.length).toBe(count);
    expect(notices().at(-1)).toBe(key);
  });
});

describe("Deflect, forged requests", () => {
  const send = async (user: string, payload: unknown) => {
    actAs(user);
    glue.socket.emit("system.holocron", {
      authority: "request",
      id: foundry.utils.randomID(16),
      kind: "attack.deflect",
      payload,
    });
    actAs("gm00000000000000");
    await glue.socket.deliver();
  };

  it.each([
    [
      "for a Knight the sender does not own",
      P2,
      (m: string, a: string) => ({ messageId: m, actorUuid: a }),
    ],
    [
      "with the deflect total chosen",
      P1,
      (m: string, a: string) => ({ messageId: m, actorUuid: a, total: 40 }),
    ],
    [
      "with an outcome chosen",
      P1,
      (m: string, a: string) => ({ messageId: m, actorUuid: a, success: true }),
    ],
    [
      "for a card that does not exist",
      P1,
      (_m: string, a: string) => ({ messageId: "nothing000000000", actorUuid: a }),
    ],
  ])("%s: refused and logged, nothing changes", async (_what, user, payload) => {
    const k = await kara();
    const { message } = await attack(k);
    const before = JSON.stringify(cardOf(message));
    const count = messages.length;
    const { recentRefusals } = await import("../../../src/authority/index.js");
    const logged = recentRefusals().length;
    await send(user, payload(message.id, k.uuid));
    expect(recentRefusals().length).toBe(logged + 1);
    expect(JSON.stringify(cardOf(message))).toBe(before);
    expect(messages.length).toBe(count);
  });
});

describe("Deflect, the button and its odds", () => {
  it("the owner sees one button per deflecting Knight hit, with the exact chance", async () => {
    const k = await kara();
    const { message } = await attack(k);
    const { deflectCandidates } = await import("../../../src/applications/powers/deflect-card.js");
    actAs(P1);
    // d20 + 6 ≥ 15: naturals 9–20, 12 of 20
    const rows = deflectCandidates(cardOf(message) as AttackCard);
    expect(rows).toMatchObject([
      {
        uuid: k.uuid,
        name: "Kara",
        skill: "HOLOCRON.Sheet.Skill.force",
        bonus: "+6",
        percent: "60%",
      },
    ]);
    // The chance explains itself: the Force rank and DEX bonus reaching the attack's 15.
    expect(rows[0]?.breakdown).toMatchObject({
      total: 6,
      against: { kind: "dc", value: "15", text: "60%" },
    });
    expect(rows[0]?.breakdown.terms.map((t) => t.nameKey)).toEqual([
      "HOLOCRON.Sheet.Skill.force",
      "HOLOCRON.Sheet.StatAbbr.dex",
    ]);
    actAs(P2);
    expect(deflectCandidates(cardOf(message) as AttackCard)).toEqual([]);
  });
});
