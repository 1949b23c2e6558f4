// The hostile-player probe's table, built once per file and reused by every generated case: the
// authority tests' table (a GM; Player One owning Ace; Player Two owning nothing; Zed and Thug
// owned by no player) plus Player One's m20 Knight, a mook, a scene with tokens, a combat, a
// deleted actor, the GM's own cards in several states, and what a case may not change.
import { vi } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import type { StandInActor, StandInCollection, StandInCombat } from "../foundry/parts/documents.js";
import { placeToken, StandInScene, type StandInTokenDocument } from "../foundry/parts/scenes.js";
import type { Notice } from "../foundry/parts/ui.js";
import type { StandInRoll } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { addCombat } from "../data/setup.js";
import { postDamageCard } from "../applications/chat/fixtures.js";
import { GM, P1, P2, table, type Table } from "../authority/world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

export { GM, P1, P2 };
export type Obj = Record<string, unknown>;
export type User = typeof GM | typeof P1 | typeof P2;

export interface Hostile extends Table {
  /** Player One's m20 Knight (a Force user: Negate Energy, Deflect). */
  kael: HolocronActor;
  /** The GM's m20 mook (defeated by any damage from a hit). */
  mook: HolocronActor;
  /** Ace's blaster, Kael's saber. */
  blasterId: string;
  saberId: string;
  scene: StandInScene;
  thugToken: StandInTokenDocument;
  aceToken: StandInTokenDocument;
  combat: StandInCombat;
  /** An actor that existed and was deleted. */
  deletedUuid: string;
  /** The GM's damage card on Ace only (Player One may apply it: Ace is theirs). */
  gmOnAce: StandInMessage;
  /** The GM's damage card on Thug and Zed, already applied to both by the GM. */
  gmApplied: StandInMessage;
  /** The GM's applied card (the rows of gmApplied). */
  gmAppliedRows: StandInMessage;
  /** The GM's healing card on Thug and Zed (no player owns either). */
  gmHeal: StandInMessage;
  /** A running chase: Ace (Player One's, already rolled this round) flees Zed. */
  chaseId: string;
  participantIds: string[];
  /** Every uuid an attacker might name: others' actors, tokens, synthetic actors, packs, items. */
  uuids: string[];
  /** Every message id an attacker might name (forged cards are added as they are made). */
  messageIds: string[];
}

let clock = 10_000_000;
/** The mocked clock: one second per request, so no sender ever reaches the rate limit. */
/** Player One's m20 Knight as honest as its sheet (STR 12, DEX 14, level 3), theirs alone. */
export function playerKnight(t: Pick<Table, "glue">) {
  return t.glue.createActor({
    name: "Kael",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { stats: { str: 12, dex: 14 }, level: 3, hitDice: [6, 6, 6], health: { value: 12 } },
  });
}

export function tick(ms = 1000): number {
  clock += ms;
  return clock;
}

export async function hostileWorld(): Promise<Hostile> {
  vi.spyOn(Date, "now").mockImplementation(() => clock);
  const t = await table();
  (await import("../../src/cards/kinds.js")).registerCardKinds();
  (await import("../../src/applications/sheets/career-request.js")).registerCareerRequest();
  (await import("../../src/applications/combat/daring-reroll.js")).registerDaringReroll();
  actAs(GM);
  // Player One's characters start with no Hero Points here: a gift, a Daring reroll or a chase
  // reroll is then never an honest change to another's document, so every case can assert that
  // nothing of anyone else's changed (the honest flows are tested in test/authority/).
  await t.ace.update({ "system.heroPoints.value": 0 } as never);
  const kael = await t.glue.createActor({
    name: "Kael",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { level: 3, class: { knight: true, droid: false, affinity: false } },
  });
  const mook = await t.glue.createActor({
    name: "Mook",
    type: "m20Npc",
    system: { level: 1, hitDice: [6], health: { value: 5 }, mook: true },
  });
  await t.ace.createEmbeddedDocuments("Item", [
    { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
  ] as never);
  await kael.createEmbeddedDocuments("Item", [
    { name: "Saber", type: "weapon", system: { damage: "1d8", kind: "melee" } },
  ] as never);
  const gone = await t.glue.createActor({ name: "Gone", type: "m20Npc" });
  const deletedUuid = gone.uuid;
  await gone.delete();
  const scene = new StandInScene("Bay");
  (t.glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
  const thugToken = placeToken(scene, t.thug as unknown as StandInActor);
  const aceToken = placeToken(scene, t.ace as unknown as StandInActor);
  const combat = await addCombat(t.glue.env, [t.ace, t.zed, t.thug, kael, mook]);
  Object.assign(t.glue.env.game.combats as object, {
    get: (id: string) => (t.glue.env.game.combats as StandInCombat[]).find((c) => c.id === id),
  });
  combat.combatants.forEach((c, i) => Object.assign(c, { initiative: 10 + i }));
  const gmOnAce = await postDamageCard({
    ruleset: "starWorlds",
    damageType: "kinetic",
    total: 3,
    targets: [{ uuid: t.ace.uuid, name: "Ace", ac: null }],
  });
  const gmApplied = await postDamageCard({
    ruleset: "starWorlds",
    damageType: "kinetic",
    total: 4,
    targets: [
      { uuid: t.thug.uuid, name: "Thug", ac: null },
      { uuid: t.zed.uuid, name: "Zed", ac: null },
    ],
  });
  const { execute } = await import("../../src/authority/channel.js");
  await execute(
    "card.apply",
    {
      messageId: gmApplied.id,
      mode: "damage",
      to: "targets",
      actorUuids: [t.thug.uuid, t.zed.uuid],
    },
    { id: GM, name: "Gamemaster", isGM: true },
  );
  const gmAppliedRows = messages.at(-1)!;
  const { postCard } = await import("../../src/cards/card.js");
  const gmHealCard = {
    type: "heal" as const,
    actor: { uuid: t.thug.uuid, name: "Thug", img: "" },
    title: "HOLOCRON.Enricher.Title.Heal",
    titleData: { formula: "2d6" },
    formula: "2d6",
    total: 7,
    ruleset: "starWorlds" as const,
    targets: [
      { uuid: t.thug.uuid, name: "Thug", ac: null },
      { uuid: t.zed.uuid, name: "Zed", ac: null },
    ],
    applied: [],
  };
  await postCard(gmHealCard);
  const gmHeal = messages.at(-1)!;
  const items = (a: HolocronActor) => a.items.contents.map((i) => i.uuid);
  const uuids = [
    t.zed.uuid,
    t.thug.uuid,
    mook.uuid,
    t.ace.uuid,
    kael.uuid,
    deletedUuid,
    thugToken.uuid,
    `${thugToken.uuid}.Actor.${t.thug.id}`,
    aceToken.uuid,
    `Compendium.holocron.npcs.Actor.${t.thug.id}`,
    `Compendium.holocron.heroes.Actor.aaaaaaaaaaaaaaaa`,
    ...items(t.ace as HolocronActor),
    ...items(kael),
    `Actor.${"x".repeat(16)}`,
    `Scene.${scene.id}`,
  ];
  const messageIds = [gmOnAce.id, gmApplied.id, gmAppliedRows.id, gmHeal.id, t.damage.id];
  const { chaseId, participantIds } = await runningChase(t, [
    aceToken,
    placeToken(scene, t.zed as never),
  ]);
  return {
    ...t,
    kael,
    mook,
    blasterId: (t.ace as HolocronActor).items.contents[0]!.id!,
    saberId: kael.items.contents[0]!.id!,
    scene,
    thugToken,
    aceToken,
    combat,
    deletedUuid,
    gmOnAce,
    gmApplied,
    gmAppliedRows,
    gmHeal,
    uuids,
    messageIds,
    chaseId,
    participantIds,
  };
}

/** A chase begun by the GM, Ace's check already rolled by Player One (so none is left to ask). */
async function runningChase(t: Table, tokens: StandInTokenDocument[]) {
  const { registerChaseSetting, changeChase } = await import("../../src/documents/chase-store.js");
  registerChaseSetting();
  const { startChase } = await import("../../src/applications/chase/chase-flows.js");
  const { chase } = await import("../../src/rules/index.js");
  const placeables = tokens.map((document) => ({ document, actor: document.actor }));
  const c = await startChase(placeables as never, "Run");
  const [ace, zed] = c.participants;
  await changeChase(c.id, (x) =>
    chase.begin(chase.setSide(chase.setSide(x, ace!.id, "quarry"), zed!.id, "pursuer")),
  );
  await send({ glue: t.glue } as Hostile, P1, "chase.roll", {
    chaseId: c.id,
    participantId: ace!.id,
    round: 1,
  });
  return { chaseId: c.id, participantIds: c.participants.map((p) => p.id) };
}

/** The probe's table, with the console's refusal lines caught (the cases count them). */
export async function probeWorld(): Promise<Hostile> {
  quietConsole();
  return hostileWorld();
}

/** Whether `user` owns the actor (the attacker may change their own documents). */
function owns(actor: StandInActor, user: string): boolean {
  const map = (actor._source.ownership ?? {}) as Record<string, number>;
  return (map[user] ?? map.default ?? 0) >= 3;
}

/**
 * Everything `attacker` does not own: the other actors (data, items, statuses), every combat and
 * the combatants of others' actors, every world setting but the GM's card ledger (the GM writes it on every player card:
 * its verdicts are what the cases check), and, with `chat`, every message a GM wrote (of the first
 * `upTo`: a new GM message is checked for what it can reach instead).
 */
export function notOwned(
  h: Hostile,
  attacker: string,
  chat = true,
  upTo = messages.length,
): string {
  const actors = (h.glue.env.game.actors as { contents: StandInActor[] }).contents
    .filter((a) => !owns(a, attacker))
    .map((a) => ({
      id: a.id,
      source: a._source,
      items: (a.items?.contents ?? []).map((i) => i._source),
      statuses: [...a.statuses].sort(),
    }));
  const combats = (h.glue.env.game.combats as StandInCombat[]).map((c) => ({
    id: c.id,
    active: c.active,
    // A combatant is its actor's owner's to write (parts/permission.ts).
    combatants: c.combatants
      .filter((cb) => !owns(cb.actor, attacker))
      .map((cb) => ({
        id: cb.id,
        actor: cb.actor.id,
        defeated: cb.defeated,
        initiative: (cb as unknown as Obj).initiative ?? null,
        flags: cb.flags,
      })),
  }));
  const settings = (
    JSON.parse((h.glue.env.game.settings as { saved(): string }).saved()) as [string, unknown][]
  ).filter(([k]) => k !== "holocron.cardLedger");
  const gmChat = chat
    ? messages
        .slice(0, upTo)
        .filter((m) => m.author.isGM)
        .map((m) => ({ id: m.id, flags: m.flags, content: m.content, rolls: m.rolls.length }))
    : [];
  return JSON.stringify({ actors, combats, settings, gmChat });
}

/** What the GM's client has told so far: refusals logged on its console, notifications shown. */
export interface Told {
  refusals: number;
  notices: number;
}

let warnSpy: { mock: { calls: unknown[][] } } | null = null;
export function quietConsole(): void {
  warnSpy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
}

export function told(h: Hostile): Told {
  const refusals = (warnSpy?.mock.calls ?? []).filter((c) =>
    String(c[0]).startsWith("Holocron | refused"),
  ).length;
  const notices = (h.glue.env.ui.notifications as { notices: Notice[] }).notices.filter(
    (n) => n.level !== "info",
  ).length;
  return { refusals, notices };
}

/** The last refusal the GM logged (its console line). */
export function lastRefusal(): string {
  const calls = warnSpy?.mock.calls ?? [];
  return String(calls.at(-1)?.[0] ?? "");
}

/**
 * A request sent from `user`'s client over the socket, as a console can send it, delivered to the
 * GM, whose reply is delivered back. `id` repeats a request id (a retry or a replay).
 */
export async function send(
  h: Hostile,
  user: string,
  kind: string,
  payload: unknown,
  id: string = foundry.utils.randomID(16),
): Promise<void> {
  tick();
  actAs(user);
  h.glue.socket.emit("system.holocron", { authority: "request", id, kind, payload });
  actAs(GM);
  await h.glue.socket.deliver();
  actAs(user);
  await h.glue.socket.deliver();
  actAs(GM);
}

/** A message `user` creates in their own name, with these flags, rolls and content. */
export async function authored(
  user: string,
  flags: Obj,
  rolls: unknown[] = [],
  content = "",
): Promise<StandInMessage> {
  actAs(user);
  // Foundry stores a message's rolls as JSON and gives every client Roll instances back.
  const Roll = Reflect.get(globalThis as object, "Roll") as typeof StandInRoll;
  const hydrated = rolls.map((r) => {
    try {
      // The system's own roll class (a forger names whichever class they like).
      return Roll.fromData({ class: "DamageRoll", ...(r as Obj) });
    } catch {
      return r;
    }
  });
  await ChatMessage.create({ content, rolls: hydrated, flags: { holocron: flags } } as never);
  actAs(GM);
  // The GM's check of the new card runs from the create hook: let its writes finish.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return messages.at(-1)!;
}

/** The first paths where two snapshots differ, each with its two values (short, for a failure). */
export function differences(before: string, after: string, limit = 4): string[] {
  const out: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit || JSON.stringify(a) === JSON.stringify(b)) return;
    if (a && b && typeof a === "object" && typeof b === "object") {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        walk((a as Obj)[key], (b as Obj)[key], `${path}.${key}`);
      }
      return;
    }
    out.push(`${path}: ${JSON.stringify(a)?.slice(0, 80)} → ${JSON.stringify(b)?.slice(0, 80)}`);
  };
  walk(JSON.parse(before), JSON.parse(after), "");
  return out;
}
