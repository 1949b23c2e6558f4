// Forged and replayed messages, sent from the browser console of a player who owns nothing (Player
// Two) and of one who owns another character (Player One, who owns Ace): none changes a document,
// and the GM's client logs each with its reason. The same requests made honestly still work.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { click, viaGm } from "../applications/chat/click.js";
import { pendingRow, pushCardState } from "../applications/powers/card-fixtures.js";
import { postDamageCard, vouch } from "../applications/chat/fixtures.js";
import type { OpposedCard } from "../../src/cards/data.js";
import { burst, GM, P1, P2, snapshot, table, type Table } from "./world.js";

let t: Table;
let applied: StandInMessage;
/** Each player's own card, already applied by the GM to its one target. */
const appliedOwn: Record<string, { card: StandInMessage; target: string }> = {};
let opposed: StandInMessage;
/** The same check, already resisted (Thug won): a reroll is for its owner to pay. */
let resolved: StandInMessage;
let power: StandInMessage;
let ownPower: StandInMessage;
/** The GM's check request with a row for Zed (no player's), and one Player Two wrote on Ace. */
let request: StandInMessage;
let ownRequest: StandInMessage;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  // The GM applies a card to Thug: an applied card (a GM's) with a row Undo could reverse.
  const thugCard = await postDamageCard({
    ruleset: "starWorlds",
    total: 8,
    targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
  });
  await click(thugCard, "applyDamage", { mode: "damage" }, "targets");
  applied = messages.at(-1)!;
  // Each player's own card (as the GM checked it) on a GM's NPC, already applied by the GM: the
  // player may apply it (its author), so a second Apply is refused as applied, not as a stranger's.
  const dummy = await t.glue.createActor({
    name: "Dummy",
    type: "m20Npc",
    system: { stats: { str: 10 }, level: 2, hitDice: [6, 6], health: { value: 20 } },
  });
  for (const user of [P1, P2]) {
    actAs(user);
    const own = await postDamageCard({
      ruleset: "starWorlds",
      total: 1,
      targets: [{ uuid: dummy.uuid, name: "Dummy", ac: null }],
    });
    actAs(GM);
    await vouch(own);
    await click(own, "applyDamage", { mode: "damage" }, "targets");
    appliedOwn[user] = { card: own, target: dummy.uuid };
  }
  const { postCard } = await import("../../src/cards/card.js");
  opposed = (await postCard({
    type: "opposed",
    actor: { uuid: t.zed.uuid, name: "Zed", img: "" },
    title: "HOLOCRON.Roll.Title.Stat",
    titleData: { name: "HOLOCRON.Sheet.Attribute.daring" },
    formula: "2d6",
    total: 9,
    ruleset: "starWorlds",
    bonus: 0,
    purpose: null,
    resisters: [
      {
        uuid: t.thug.uuid,
        name: "Thug",
        ac: null,
        bonus: 0,
        resistLabel: "HOLOCRON.Sheet.Attribute.daring",
        chance: 0.5,
        result: null,
      },
    ],
  })) as unknown as StandInMessage;
  const opposedCard = opposed.getFlag("holocron", "card") as OpposedCard;
  const [resister] = opposedCard.resisters;
  if (!resister) throw new Error("the opposed card lost its resister");
  resolved = (await postCard({
    ...opposedCard,
    resisters: [
      {
        ...resister,
        result: { rounds: [{ actor: 5, resister: 9 }], winner: "resister" },
      },
    ],
  })) as unknown as StandInMessage;
  const row = (uuid: string) => pendingRow({ targetUuid: uuid });
  power = (await ChatMessage.create({
    flags: { holocron: { power: pushCardState({ rows: [row(t.zed.uuid)] }) } },
  })) as unknown as StandInMessage;
  // A power card Player Two wrote themselves, claiming a pending row on Ace.
  actAs(P2);
  ownPower = (await ChatMessage.create({
    flags: { holocron: { power: pushCardState({ rows: [row(t.ace.uuid)] }) } },
  })) as unknown as StandInMessage;
  actAs(GM);
  const requestRow = (uuid: string, name: string) => ({
    uuid,
    name,
    img: "",
    ruleset: "starWorlds" as const,
    bonus: 0,
    skilled: false,
    label: "HOLOCRON.CheckRequest.Check.attribute",
    labelData: { stat: "HOLOCRON.Sheet.Attribute.daring" },
    chance: 0.5,
    result: null,
  });
  const requestCard = {
    type: "checkRequest" as const,
    mode: "dc" as const,
    dc: 12,
    title: "HOLOCRON.CheckRequest.Title",
    titleData: {},
    opponent: null,
    secret: false,
    rows: [requestRow(t.zed.uuid, "Zed")],
  };
  request = (await postCard(requestCard)) as unknown as StandInMessage;
  actAs(P2);
  ownRequest = (await postCard({
    ...requestCard,
    rows: [requestRow(t.ace.uuid, "Ace")],
  })) as unknown as StandInMessage;
  actAs(GM);
});

afterEach(() => vi.restoreAllMocks());

type Forged = [string, Record<string, unknown>];

const REFUSALS = [
  "NotOwner",
  "HealFromSource",
  "Malformed",
  "NotTarget",
  "AlreadyApplied",
  "NoCard",
  "GmOnly",
  "NoActor",
  "NotGmCard",
  "UnknownKind",
  "ForgedReply",
] as const;
const R = Object.fromEntries(REFUSALS.map((k) => [k, `HOLOCRON.Authority.Refused.${k}`])) as Record<
  (typeof REFUSALS)[number],
  string
>;

/** The refusal each forgery is for: the GM logs exactly this reason, for either player. */
const EXPECTED: Record<string, string> = {
  "damage to the GM's NPC": R.NotOwner,
  "healing someone else's character by a number": R.HealFromSource,
  "a negative amount": R.Malformed,
  "an amount out of range": R.Malformed,
  "a fractional amount": R.Malformed,
  "the GM's id written in the payload": R.Malformed,
  "an unknown damage option": R.Malformed,
  "recovery for someone else": R.NotOwner,
  "someone else's dying check": R.NotOwner,
  "an unknown recovery": R.Malformed,
  "someone else's second wind": R.NotOwner,
  "the dead status on the GM's NPC": R.NotOwner,
  "prone on someone else": R.NotOwner,
  "an unknown status": R.Malformed,
  "Hero Points from someone else's character": R.NotOwner,
  "Hero Points with an amount": R.Malformed,
  "an award of Hero Points to a party (the GM's alone)": R.GmOnly,
  "Hero Points to oneself from nothing": R.NotOwner,
  "Heal from a damage card (a heal card is its own kind)": R.NoCard,
  "Heal someone else's 'selected' token from a damage card": R.NoCard,
  "Apply to an actor the card does not target": R.NotTarget,
  "Apply to someone else's 'selected' token": R.NotOwner,
  "Apply twice to the same actor": R.AlreadyApplied,
  "Apply with a total of the client's choosing": R.Malformed,
  "Apply with an unknown multiplier": R.Malformed,
  "Apply with more multipliers than recipients": R.Malformed,
  "Apply in an unknown mode": R.Malformed,
  "Apply from a card that is not a damage card": R.NoCard,
  "Apply from a message that does not exist": R.NoCard,
  "a player's Undo": R.GmOnly,
  "a player's revert of a ledger row": R.GmOnly,
  "Undo fed a snapshot": R.Malformed,
  "a player's Undo of a row that does not exist": R.GmOnly,
  "Evade for someone else's character": R.NotTarget,
  "Evade for the GM's NPC": R.NotOwner,
  "Evade with the roll chosen": R.Malformed,
  "+1d6 on a card whose attacker is gone": R.NoActor,
  "Resist for the GM's NPC": R.NotOwner,
  "an opposed winner chosen by the client": R.Malformed,
  "Roll for another's row of a check request": R.NotOwner,
  "a check request total chosen by the client": R.Malformed,
  "Roll on a check request a player wrote": R.NoCard,
  "a power used with someone else's Knight": R.NotOwner,
  "a power with a DC out of range": R.Malformed,
  "resistance for someone else's row": R.NotOwner,
  "a resistance total of \u22121000": R.Malformed,
  "a row on a power card a player wrote": R.NotGmCard,
  "Negate Energy against kinetic damage": "HOLOCRON.Power.Negate.NoCard",
  "an unknown request kind": R.UnknownKind,
  "a malformed payload": R.Malformed,
  "the old relay's message with the GM's userId": R.Malformed,
  "the old card mark": R.Malformed,
  "the old power resist": R.Malformed,
  "a request id of the wrong shape": R.Malformed,
  "a forged reply": R.ForgedReply,
  "a Hero Point reroll of a check not rolled yet": "HOLOCRON.Chat.Error.NotRolledYet",
  "a Hero Point reroll for the GM's resister": R.NotOwner,
  "a Hero Point reroll for a side that does not exist": R.Malformed,
  "Deflect from a card that is not an attack card": "HOLOCRON.Deflect.NoCard",
  "a Daring tie-break reroll on a card that is not one": R.NoCard,
  "a chase check in a chase that does not exist": "HOLOCRON.Chase.Error.NotFound",
  "a chase Hero Point reroll in a chase that does not exist": "HOLOCRON.Chase.Error.NotFound",
  "a rest for someone else's character": R.NotOwner,
  "a rest longer than a day of hours": R.Malformed,
};

/** Requests a player may write by hand; each must be refused for both players. */
function forgeries(user: string = P2): Forged[] {
  const { ace, zed, thug, damage } = t;
  const req = (kind: string, payload: unknown) => ({
    authority: "request",
    id: foundry.utils.randomID(16),
    kind,
    payload,
  });
  return [
    [
      "damage to the GM's NPC",
      req("actor.health", { actorUuid: thug.uuid, op: "damage", amount: 99, options: {} }),
    ],
    [
      "healing someone else's character by a number",
      req("actor.health", { actorUuid: zed.uuid, op: "heal", amount: 5, options: {} }),
    ],
    [
      "a negative amount",
      req("actor.health", { actorUuid: thug.uuid, op: "damage", amount: -1000, options: {} }),
    ],
    [
      "an amount out of range",
      req("actor.health", { actorUuid: thug.uuid, op: "heal", amount: 999999, options: {} }),
    ],
    [
      "a fractional amount",
      req("actor.health", { actorUuid: thug.uuid, op: "damage", amount: 2.5, options: {} }),
    ],
    [
      "the GM's id written in the payload",
      req("actor.health", {
        actorUuid: thug.uuid,
        op: "damage",
        amount: 5,
        options: {},
        userId: GM,
      }),
    ],
    [
      "an unknown damage option",
      req("actor.health", {
        actorUuid: thug.uuid,
        op: "damage",
        amount: 5,
        options: { kill: true },
      }),
    ],
    ["recovery for someone else", req("actor.recover", { actorUuid: zed.uuid, kind: "night" })],
    ["someone else's dying check", req("actor.dyingCheck", { actorUuid: zed.uuid })],
    ["an unknown recovery", req("actor.recover", { actorUuid: zed.uuid, kind: "resurrect" })],
    [
      "someone else's second wind",
      req("actor.recover", { actorUuid: thug.uuid, kind: "secondWind" }),
    ],
    [
      "the dead status on the GM's NPC",
      req("actor.condition", { actorUuid: thug.uuid, status: "dead", active: true }),
    ],
    [
      "prone on someone else",
      req("actor.condition", { actorUuid: zed.uuid, status: "prone", active: true }),
    ],
    [
      "an unknown status",
      req("actor.condition", { actorUuid: thug.uuid, status: "godmode", active: true }),
    ],
    [
      "a rest for someone else's character",
      req("rest.advance", { actorUuids: [zed.uuid], kind: "week", hours: 1 }),
    ],
    [
      "a rest longer than a day of hours",
      req("rest.advance", { actorUuids: [ace.uuid], kind: "hours", hours: 1000 }),
    ],
    [
      "Hero Points from someone else's character",
      req("heroGift", { fromUuid: zed.uuid, toUuid: ace.uuid }),
    ],
    [
      "Hero Points with an amount",
      req("heroGift", { fromUuid: zed.uuid, toUuid: ace.uuid, amount: 12 }),
    ],
    [
      "Hero Points to oneself from nothing",
      req("heroGift", { fromUuid: thug.uuid, toUuid: ace.uuid }),
    ],
    [
      "an award of Hero Points to a party (the GM's alone)",
      req("party.award", { partyUuid: thug.uuid, memberUuids: [ace.uuid], amount: 12 }),
    ],
    [
      "Heal from a damage card (a heal card is its own kind)",
      req("card.heal", { messageId: damage.id, to: "targets", actorUuids: [ace.uuid] }),
    ],
    [
      "Heal someone else's 'selected' token from a damage card",
      req("card.heal", { messageId: damage.id, to: "selected", actorUuids: [zed.uuid] }),
    ],
    [
      "Apply to an actor the card does not target",
      req("card.apply", {
        messageId: damage.id,
        mode: "damage",
        to: "targets",
        actorUuids: [zed.uuid],
      }),
    ],
    [
      "Apply to someone else's 'selected' token",
      req("card.apply", {
        messageId: damage.id,
        mode: "damage",
        to: "selected",
        actorUuids: [zed.uuid],
      }),
    ],
    [
      "Apply twice to the same actor",
      req("card.apply", {
        messageId: appliedOwn[user]!.card.id,
        mode: "damage",
        to: "targets",
        actorUuids: [appliedOwn[user]!.target],
      }),
    ],
    [
      "Apply with a total of the client's choosing",
      req("card.apply", {
        messageId: damage.id,
        mode: "damage",
        to: "targets",
        actorUuids: [thug.uuid],
        total: 999,
      }),
    ],
    [
      "Apply with an unknown multiplier",
      req("card.apply", {
        messageId: damage.id,
        mode: "damage",
        to: "targets",
        actorUuids: [thug.uuid],
        scales: ["quadruple"],
      }),
    ],
    [
      "Apply with more multipliers than recipients",
      req("card.apply", {
        messageId: damage.id,
        mode: "damage",
        to: "targets",
        actorUuids: [thug.uuid],
        scales: ["double", "double"],
      }),
    ],
    [
      "Apply in an unknown mode",
      req("card.apply", {
        messageId: damage.id,
        mode: "quadruple",
        to: "targets",
        actorUuids: [thug.uuid],
      }),
    ],
    [
      "Apply from a card that is not a damage card",
      req("card.apply", {
        messageId: applied.id,
        mode: "damage",
        to: "targets",
        actorUuids: [thug.uuid],
      }),
    ],
    [
      "Apply from a message that does not exist",
      req("card.apply", {
        messageId: "nothere000000000",
        mode: "damage",
        to: "targets",
        actorUuids: [thug.uuid],
      }),
    ],
    ["a player's Undo", req("card.undo", { messageId: applied.id, row: 0, confirmed: true })],
    [
      "a player's revert of a ledger row",
      req("ledger.revert", { actorUuid: ace.uuid, rowId: "anyrow0000000000", confirmed: true }),
    ],
    [
      "Undo fed a snapshot",
      req("card.undo", {
        messageId: applied.id,
        row: 0,
        confirmed: true,
        before: { fields: { "health.value": 999999 } },
      }),
    ],
    [
      "a player's Undo of a row that does not exist",
      req("card.undo", { messageId: applied.id, row: 7, confirmed: true }),
    ],
    [
      "Evade for someone else's character",
      req("card.evade", { messageId: damage.id, actorUuids: [zed.uuid] }),
    ],
    [
      "Evade for the GM's NPC",
      req("card.evade", { messageId: damage.id, actorUuids: [thug.uuid] }),
    ],
    [
      "Evade with the roll chosen",
      req("card.evade", { messageId: damage.id, actorUuids: [ace.uuid], roll: 6 }),
    ],
    ["+1d6 on a card whose attacker is gone", req("card.heroDie", { messageId: damage.id })],
    ["Resist for the GM's NPC", req("card.resist", { messageId: opposed.id, index: 0 })],
    [
      "Roll for another's row of a check request",
      req("card.checkRoll", { messageId: request.id, index: 0 }),
    ],
    [
      "a check request total chosen by the client",
      req("card.checkRoll", { messageId: request.id, index: 0, total: 20 }),
    ],
    [
      "Roll on a check request a player wrote",
      req("card.checkRoll", { messageId: ownRequest.id, index: 0 }),
    ],
    [
      "an opposed winner chosen by the client",
      req("card.resist", {
        messageId: opposed.id,
        index: 0,
        result: { winner: "resister", rounds: [] },
      }),
    ],
    [
      "a power used with someone else's Knight",
      req("power.use", {
        actorUuid: zed.uuid,
        itemId: "x000000000000000",
        targetUuids: [],
        modifier: 0,
        dc: 15,
      }),
    ],
    [
      "a power with a DC out of range",
      req("power.use", {
        actorUuid: ace.uuid,
        itemId: "x000000000000000",
        targetUuids: [],
        modifier: 0,
        dc: 1000,
      }),
    ],
    ["resistance for someone else's row", req("power.resist", { messageId: power.id, row: 0 })],
    [
      "a resistance total of −1000",
      req("power.resist", { messageId: power.id, row: 0, resistTotal: -1000 }),
    ],
    [
      "a row on a power card a player wrote",
      req("power.resist", { messageId: ownPower.id, row: 0 }),
    ],
    [
      "Negate Energy against kinetic damage",
      req("power.negate", { damageMessageId: damage.id, actorUuid: zed.uuid }),
    ],
    [
      "a Hero Point reroll of a check not rolled yet",
      req("card.opposedReroll", { messageId: opposed.id, index: 0, side: "actor" }),
    ],
    [
      "a Hero Point reroll for the GM's resister",
      req("card.opposedReroll", { messageId: resolved.id, index: 0, side: "resister" }),
    ],
    [
      "a Hero Point reroll for a side that does not exist",
      req("card.opposedReroll", { messageId: opposed.id, index: 0, side: "both" }),
    ],
    [
      "Deflect from a card that is not an attack card",
      req("attack.deflect", { messageId: damage.id, actorUuid: ace.uuid }),
    ],
    [
      "a Daring tie-break reroll on a card that is not one",
      req("combat.daringReroll", { messageId: damage.id, combatantId: "combatant0000000" }),
    ],
    [
      "a chase check in a chase that does not exist",
      req("chase.roll", { chaseId: "nochase", participantId: "nobody", round: 1 }),
    ],
    [
      "a chase Hero Point reroll in a chase that does not exist",
      req("chase.heroReroll", { chaseId: "nochase", participantId: "nobody", round: 1 }),
    ],
    ["an unknown request kind", req("gm.setHp", { actorUuid: thug.uuid, value: 999999 })],
    ["a malformed payload", req("card.apply", null)],
    [
      "the old relay's message with the GM's userId",
      {
        kind: "request",
        requestId: "r1",
        userId: GM,
        action: "applyDamage",
        actorUuid: thug.uuid,
        args: [999, {}],
      },
    ],
    ["the old card mark", { holocronCard: "evaded", messageId: damage.id, actorUuid: zed.uuid }],
    [
      "the old power resist",
      { holocronPower: "resist", messageId: power.id, row: 0, resistTotal: -1000 },
    ],
    [
      "a request id of the wrong shape",
      { authority: "request", id: "x", kind: "card.apply", payload: {} },
    ],
    [
      "a forged reply",
      { authority: "reply", id: "id9999999999999a", to: P1, ok: true, result: null },
    ],
  ].map(([what, data]) => [what as string, data as Record<string, unknown>]);
}

/** A clock a second apart per message sent, so the rate limit (20 in 10 s) never trips here. */
let clock = 1_000_000;

/** Sends `data` as `user` straight onto the socket (the browser console), delivers it to the GM. */
async function sendAs(user: string, data: unknown, gap = 1000): Promise<void> {
  clock += gap;
  vi.spyOn(Date, "now").mockReturnValue(clock);
  actAs(user);
  t.glue.socket.emit("system.holocron", data);
  actAs(GM);
  await t.glue.socket.deliver();
}

async function refusals() {
  return (await import("../../src/authority/index.js")).recentRefusals();
}

/** Every kind name src registers (`registerRequestKind<…>({ name: "…"`), read from the sources. */
function kindsInSource(): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith(".ts")) {
        const text = fs.readFileSync(file, "utf8");
        for (const m of text.matchAll(/registerRequestKind<[^(]*\(\{\s*name: "([^"]+)"/g)) {
          names.push(m[1]!);
        }
      }
    }
  };
  walk(path.resolve(__dirname, "../../src"));
  return names.sort();
}

describe("the suite covers every request kind", () => {
  it("its world registers every kind src has, and a forgery tries each one", async () => {
    const { registeredKinds } = await import("../../src/authority/index.js");
    expect(kindsInSource().length).toBeGreaterThanOrEqual(17);
    expect(registeredKinds()).toEqual(kindsInSource());
    const tried = new Set(forgeries().map(([, data]) => data.kind));
    for (const kind of registeredKinds()) expect(tried.has(kind), kind).toBe(true);
  });
});

describe("forged and replayed messages change nothing and are logged for the GM", () => {
  for (const user of [P2, P1]) {
    it(`${user === P1 ? "Player One (owns Ace)" : "Player Two (owns nothing)"}: every forgery is refused`, async () => {
      const list = forgeries(user);
      expect(list.length).toBeGreaterThanOrEqual(53);
      const before = snapshot(t.glue);
      for (const [what, data] of list) {
        const logged = (await refusals()).length;
        await sendAs(user, data);
        const log = await refusals();
        expect(log.length, what).toBe(logged + 1);
        expect(log.at(-1), what).toMatchObject({ senderId: user });
        expect(EXPECTED[what], what).toBeDefined();
        expect(log.at(-1)?.reason, what).toBe(EXPECTED[what]);
        expect(snapshot(t.glue), what).toBe(before);
      }
      // Every refusal the GM read is on the GM's console too.
      expect(vi.mocked(console.warn).mock.calls.length).toBeGreaterThanOrEqual(list.length);
    });
  }

  it("a replayed request (the same id, from its sender or anyone) does nothing", async () => {
    // Player One honestly applies the damage card to Ace through the GM.
    await viaGm(t.glue.socket, P1, () =>
      click(t.damage, "applyDamage", { mode: "damage" }, "targets"),
    );
    expect(sys(t.ace)).toMatchObject({ health: { value: 4 } });
    const honest = t.glue.socket.sent.find(
      (m) => (m.data as { kind?: string }).kind === "card.apply",
    );
    const before = snapshot(t.glue);
    for (const user of [P1, P2, P1, P2, P1]) {
      const logged = (await refusals()).length;
      await sendAs(user, honest!.data);
      expect((await refusals()).length).toBe(logged + 1);
      expect((await refusals()).at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.Replay");
    }
    expect(snapshot(t.glue)).toBe(before);
  });

  it("a reply forged by a player is ignored by the requester; the GM's counts", async () => {
    actAs(P1);
    const pending = click(t.damage, "applyDamage", { mode: "damage" }, "targets");
    await new Promise((r) => setTimeout(r, 0));
    const request = t.glue.socket.queue[0]!.data as { id: string };
    // Player Two answers first, claiming the GM refused.
    actAs(P2);
    t.glue.socket.emit("system.holocron", {
      authority: "reply",
      id: request.id,
      to: P1,
      ok: false,
      result: null,
      reason: "HOLOCRON.Authority.Refused.GmOnly",
    });
    const forged = t.glue.socket.queue.pop()!;
    actAs(GM);
    await t.glue.socket.deliver();
    t.glue.socket.queue.unshift(forged);
    actAs(P1);
    await t.glue.socket.deliver();
    await pending;
    expect(sys(t.ace)).toMatchObject({ health: { value: 4 } });
    expect((await refusals()).at(-1)).toMatchObject({ senderId: P2, kind: "reply" });
  });
});

describe("a burst and a retry", () => {
  it("a burst of 1,000 from one player: 20 run, the rest are refused with one log line", async () => {
    const { recentRefusals } = await import("../../src/authority/index.js");
    const logged = recentRefusals().length;
    const chat = messages.length;
    burst(t.glue, P1, 1000, "actor.condition", (i) => ({
      actorUuid: t.ace.uuid,
      status: "prone",
      active: i % 2 === 0,
    }));
    vi.spyOn(Date, "now").mockReturnValue((clock += 60_000));
    await t.glue.socket.deliver();
    const reasons = recentRefusals()
      .slice(logged)
      .map((r) => r.reason);
    expect(reasons).toEqual(["HOLOCRON.Authority.Refused.RateLimited"]);
    expect(messages.length - chat).toBeLessThanOrEqual(20);
    // Ten seconds later the player is heard again.
    await sendAs(
      P1,
      {
        authority: "request",
        id: foundry.utils.randomID(16),
        kind: "actor.condition",
        payload: { actorUuid: t.ace.uuid, status: "prone", active: true },
      },
      11_000,
    );
    expect(t.ace.statuses.has("prone")).toBe(true);
  });

  it("a change answered after the timeout and asked again runs once (the retry reuses its id)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      actAs(P1);
      const first = t.ace.applyDamage(2);
      await vi.advanceTimersByTimeAsync(16_000);
      expect(await first).toBeNull();
      const firstId = (t.glue.socket.queue[0]!.data as { id: string }).id;
      // The player asks again; then the GM's client answers both.
      const again = t.ace.applyDamage(2);
      await Promise.resolve();
      expect((t.glue.socket.queue.at(-1)!.data as { id: string }).id).toBe(firstId);
      actAs(GM);
      await t.glue.socket.deliver();
      actAs(P1);
      await t.glue.socket.deliver();
      await vi.advanceTimersByTimeAsync(0);
      await again;
      actAs(GM);
      expect(sys(t.ace)).toMatchObject({ health: { value: 10 } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the same requests made honestly still work", () => {
  it("Player One: own healing, Evade with own Hero Point, a gift to another character", async () => {
    scriptedDice.push(3);
    await viaGm(t.glue.socket, P1, () => click(t.damage, "evadeDamage", {}, "targets"));
    expect(sys(t.ace)).toMatchObject({ heroPoints: { value: 2 }, health: { value: 7 } });
    // Own healing comes from a rest the GM works out (a free heal is refused: rulings).
    const { ask } = await import("../../src/authority/index.js");
    const { actorRecovery } = await import("../../src/documents/actor-requests.js");
    await viaGm(t.glue.socket, P1, () => t.ace.heal(2));
    expect(sys(t.ace)).toMatchObject({ health: { value: 7 } });
    expect((await refusals()).at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.HealFromSource");
    await viaGm(t.glue.socket, P1, () =>
      ask(actorRecovery, { actorUuid: t.ace.uuid, kind: "night" }),
    );
    expect((sys(t.ace) as { health: { value: number } }).health.value).toBeGreaterThan(7);
    const { giveHeroPoint } = await import("../../src/applications/sheets/give-hero-points.js");
    await viaGm(t.glue.socket, P1, () => giveHeroPoint(t.ace, t.zed));
    expect(sys(t.ace)).toMatchObject({ heroPoints: { value: 1 } });
    expect(sys(t.zed)).toMatchObject({ heroPoints: { value: 3 } });
  });

  it("the GM: Undo on its applied card restores Thug", async () => {
    expect(sys(t.thug)).toMatchObject({ health: { value: 12 } });
    await click(applied, "undoDamage", { index: "0" });
    expect(sys(t.thug)).toMatchObject({ health: { value: 20 } });
  });
});
