// One writer for actor state (architecture.md): a change is planned once and written by the actor's
// own writer, and no hook listener anywhere in the system writes in answer to an actor or status
// write. A spy on every document write of the stand-in counts what one Apply to five targets does.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addCombat, setupGlue, standIn, type Glue } from "../data/setup.js";
import { StandInActor, StandInCombat, StandInDocument } from "../foundry/parts/documents.js";
import { StandInMessage } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { flush } from "../combat/world.js";
import { postDamageCard } from "../applications/chat/fixtures.js";
import { GM, P1 } from "../authority/world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

/** The hooks on actor and status writes, and the listeners allowed on them: each only redraws. */
const STATE_HOOKS = ["updateActor", "createActiveEffect", "deleteActiveEffect"];
const READ_ONLY_LISTENERS = [
  // The chase tracker redraws when a runner's actor changes.
  'src/hooks/chase.ts: Hooks.on("updateActor"',
  // An open encounter-odds window recomputes when a combatant's actor changes.
  'src/hooks/encounter-odds.ts: Hooks.on("updateActor"',
  // A rendered damage card's rows redraw their previews when a recipient changes.
  'src/hooks/chat.ts: Hooks.on("updateActor"',
  'src/hooks/chat.ts: Hooks.on("createActiveEffect"',
  'src/hooks/chat.ts: Hooks.on("deleteActiveEffect"',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

interface Write {
  what: string;
  on: string;
  options: unknown;
}

/** Records every document write the stand-in makes from now on. */
function spyWrites(): Write[] {
  const writes: Write[] = [];
  const record = (what: string) =>
    function (this: { name?: string; id?: string }, ...args: unknown[]) {
      writes.push({ what, on: this.name ?? this.id ?? "", options: args.at(-1) });
    };
  const wrap = <T extends object>(proto: T, method: keyof T & string, what: string) => {
    const original = proto[method] as (...a: unknown[]) => unknown;
    const log = record(what);
    vi.spyOn(proto, method as never).mockImplementation(function (this: never, ...args: never[]) {
      log.apply(this, args);
      return original.apply(this, args);
    } as never);
  };
  wrap(StandInDocument.prototype, "update", "update");
  wrap(StandInActor.prototype, "createEmbeddedDocuments", "createEmbedded");
  wrap(StandInActor.prototype, "deleteEmbeddedDocuments", "deleteEmbedded");
  wrap(StandInActor.prototype, "updateEmbeddedDocuments", "updateEmbedded");
  wrap(StandInCombat.prototype, "updateEmbeddedDocuments", "combatants");
  wrap(StandInMessage.prototype, "update", "message");
  return writes;
}

let glue: Glue;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  glue = await setupGlue("m20");
  // Every hook group `init` registers that listens to documents.
  (await import("../../src/dice/register.js")).registerRolls();
  (await import("../../src/hooks/chat.js")).registerChatHooks();
  (await import("../../src/hooks/combat.js")).registerCombatHooks();
  (await import("../../src/hooks/chase.js")).registerChaseHooks();
  (await import("../../src/hooks/encounter-odds.js")).registerEncounterOddsHooks();
  (await import("../../src/authority/index.js")).listenForRequests();
  actAs(GM);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("no listener keeps actor state in step", () => {
  it("the source registers on actor and status writes only the listed, read-only listeners", () => {
    const root = join(import.meta.dirname, "../..");
    const found = sourceFiles(join(root, "src")).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return STATE_HOOKS.flatMap((hook) =>
        [...text.matchAll(new RegExp(`Hooks\\.(?:on|once)\\(\\s*["']${hook}["']`, "g"))].map(
          () => `${relative(root, file)}: Hooks.on("${hook}"`,
        ),
      );
    });
    expect(found.sort()).toEqual([...READ_ONLY_LISTENERS].sort());
  });

  it("each registered listener on those hooks writes nothing, for the GM's or a player's write", async () => {
    const actor = await glue.createActor({ name: "Kara", type: "m20Character", system: {} });
    await addCombat(glue.env, [actor]);
    const writes = spyWrites();
    // Called the way core calls them (document, change or options, userId), with loose arguments:
    // the stand-in's Hooks take any hook name, Foundry's typed HookConfig only its own shapes.
    const callAll = Hooks.callAll as unknown as (hook: string, ...args: unknown[]) => void;
    for (const userId of [GM, P1]) {
      callAll("updateActor", actor, { system: { health: { value: 0 } } }, {}, userId);
      for (const hook of ["createActiveEffect", "deleteActiveEffect"]) {
        callAll(hook, { parent: actor, statuses: new Set(["unconscious"]) }, {}, userId);
      }
    }
    await flush();
    expect(writes).toEqual([]);
  });
});

describe("one Apply to five targets", () => {
  /** Three one-hit mooks (a hit takes them out: statuses only) and two thugs (HP only). */
  async function fiveTargets(): Promise<HolocronActor[]> {
    const targets: HolocronActor[] = [];
    for (let i = 0; i < 5; i++) {
      const mook = i < 3;
      targets.push(
        await glue.createActor({
          name: mook ? `Droid ${i}` : `Thug ${i}`,
          type: "m20Npc",
          system: { stats: { str: 10 }, mook, hitDice: [6] },
        }),
      );
    }
    return targets;
  }

  it("each actor written once, its statuses in one batch, the defeated marks in one batch", async () => {
    const mooks = await fiveTargets();
    const combat = await addCombat(glue.env, mooks);
    const card = await postDamageCard({
      total: 3,
      fromHit: true,
      targets: mooks.map((m) => ({ uuid: m.uuid, name: m.name, ac: null })),
    });
    const { applyCard } = await import("../../src/applications/chat/apply-requests.js");
    const { STATE_WRITE } = await import("../../src/documents/state-writer.js");
    const writes = spyWrites();
    const sender = { id: GM, name: "Gamemaster", isGM: true };
    const payload = {
      messageId: card.id!,
      mode: "damage" as const,
      to: "targets" as const,
      actorUuids: mooks.map((m) => m.uuid),
    };
    await applyCard.carryOut(payload, sender);
    await flush();
    await flush();
    const onActor = (name: string) => writes.filter((w) => w.on === name);
    for (const [i, target] of mooks.entries()) {
      // A mook's hit writes its statuses only (one creation); a thug's, its HP only (one update).
      const expected = i < 3 ? ["createEmbedded"] : ["update"];
      expect(onActor(target.name).map((w) => w.what)).toEqual(expected);
      for (const write of onActor(target.name)) expect(write.options).toMatchObject(STATE_WRITE);
      expect(target.statuses.has("defeated")).toBe(i < 3);
      expect(standIn(target).updates).toHaveLength(i < 3 ? 0 : 1);
    }
    expect(writes.filter((w) => w.what === "combatants")).toHaveLength(1);
    const marked = mooks.slice(0, 3).map(() => expect.objectContaining({ defeated: true }));
    expect(combat.batches).toEqual([marked]);
    // Besides the actors and the combat: the card marked applied. Nothing else wrote, later or now.
    const others = writes.filter(
      (w) => !mooks.some((m) => m.name === w.on) && w.what !== "combatants",
    );
    expect(others.map((w) => w.what)).toEqual(["message"]);
  });
});
