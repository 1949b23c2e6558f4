// A first-session check for a real Foundry (README, "Testing inside Foundry (Quench)"). With the
// Quench module active, its window lists "Holocron: self-test": it creates a throwaway actor of each
// type (a player character's token linked), opens and edits each sheet through its form, checks the
// token HUD's statuses per type and prone's −4 AC, rolls from a sheet and a journal enricher, plays an
// attack's damage through Apply and Undo, uses a Force power, plays a combat round and the encounter
// odds, and loads a legacy actor through the migrations (first-session.ts holds the windows' and
// cards' suites; token-session.ts an unlinked token's ledger row and the V14 effect changes), then
// deletes everything it made, also when a test fails. `npm test` runs the same
// batch under the stand-in (test/quench/self-test.test.ts).
import type { Quench, QuenchBatchContext } from "@ethaks/fvtt-quench";
import { ACTOR_TYPES, isCharacterType, type HolocronActorType } from "../config.js";
import { actorData } from "../data/typed-system.js";
import { rollStat } from "../cards/roll/actions.js";
import { usePower } from "../applications/powers/use-power.js";
import { firstSessionSuites } from "./first-session.js";
import { chaseSuites } from "./chase-session.js";
import { tokenSuites } from "./token-session.js";
import {
  compatibilityWarnings,
  placeToken,
  showScene,
  systemAs,
  until,
  type Disposable,
  type Kit,
} from "./kit.js";

export const SELF_TEST_KEY = "holocron.self-test";

/** Registers the batch (Quench calls `quenchReady` only when its module is active). */
export function registerSelfTest(quench: Quench): void {
  quench.registerBatch(SELF_TEST_KEY, selfTestBatch, { displayName: "Holocron: self-test" });
}

/** The token HUD as V13 and V14 document it (BasePlaceableHUD#bind, its `[data-status-id]` palette). */
interface TokenHudView {
  bind(token: unknown): unknown;
  close(): Promise<unknown>;
  readonly object: unknown;
  readonly element: HTMLElement | null;
}

function tokenHud(): TokenHudView {
  const hud: unknown = canvas?.hud?.token;
  // fvtt-types' TokenHUD has no `bind`, which Foundry's HUDs have (BasePlaceableHUD#bind): checked here.
  if (!hud || typeof (hud as Partial<TokenHudView>).bind !== "function")
    throw new Error("The canvas has no token HUD");
  return hud as TokenHudView;
}

/** Health as every ruleset's model derives it. */
function healthOf(actor: Actor.Implementation): { value: number; max: number } {
  const data = actorData(actor);
  if (!data) throw new Error(`${actor.name ?? ""} is not a Holocron actor`);
  return data.system.health;
}

/** The batch: Mocha suites over throwaway documents, removed after the last test. */
export function selfTestBatch(context: QuenchBatchContext): void {
  const { describe, it, after, expect } = context;
  const { before } = context;
  const made = new Set<Disposable>();
  const restores: (() => Promise<unknown>)[] = [];
  const keep = <T extends Disposable | null | undefined>(doc: T): T => {
    if (doc) made.add(doc);
    return doc;
  };
  // Every chat message posted while the batch runs is its own (rolls, cards, chase rounds): the
  // messages there were before it are remembered, and the others deleted after it.
  const earlier = new Set<string>();
  before(() => {
    for (const message of game.messages) if (message.id) earlier.add(message.id);
  });
  const actor = async (type: HolocronActorType, system: Record<string, unknown> = {}) => {
    const created = await Actor.implementation.create({
      name: `Holocron self-test (${type})`,
      type,
      system,
    } as Actor.CreateData);
    if (!created) throw new Error(`Foundry did not create the ${type}`);
    return keep(created);
  };

  const kit: Kit = { keep, actor, restore: (undo) => void restores.push(undo) };

  // Mocha runs `after` when a test failed too: each undo and delete is tried, the first error kept.
  after(async () => {
    for (const message of game.messages) if (message.id && !earlier.has(message.id)) keep(message);
    let failure: unknown = null;
    const docs = [...made].reverse().map((doc) => () => doc.delete());
    for (const step of [...restores.reverse(), ...docs]) {
      try {
        await step();
      } catch (error) {
        failure ??= error;
      }
    }
    made.clear();
    restores.length = 0;
    if (failure) throw failure;
  });

  describe("actors", () => {
    for (const type of ACTOR_TYPES) {
      it(`creates a ${type} whose health is prepared`, async () => {
        const health = healthOf(await actor(type));
        expect(health.max).to.be.a("number");
        expect(health.value).to.be.at.most(health.max);
      });
    }
  });

  describe("tokens and statuses", () => {
    it("puts a token of each type on a scene: a player character's linked to its actor, no NPC's", async () => {
      const scene = keep(await Scene.implementation.create({ name: "Holocron self-test" }));
      if (!scene) throw new Error("Foundry did not create the scene");
      for (const type of ACTOR_TYPES) {
        const created = await actor(type);
        const linked = isCharacterType(type);
        expect(created.prototypeToken.actorLink, type).to.equal(linked);
        const data = (await created.getTokenDocument({ x: 0, y: 0 })).toObject();
        const [token] = (await scene.createEmbeddedDocuments("Token", [data])) ?? [];
        expect(token?.actorLink, `${type}'s token`).to.equal(linked);
        // A linked token's actor is the world actor itself: damage to it shows on the sheet.
        if (linked) expect(token?.actor === created, `${type}'s token actor`).to.equal(true);
      }
    });

    it("each type's token HUD shows its own ruleset's statuses only", async () => {
      const scene = await showScene(kit, "Holocron self-test token HUD");
      const hud = tokenHud();
      const statusesOn = async (type: HolocronActorType) => {
        const token = await placeToken(scene, await actor(type));
        // As a right-click does: the token controlled, the HUD bound to it.
        token.control({ releaseOthers: true });
        await hud.bind(token);
        const icons = await until(() => {
          const found = hud.element?.querySelectorAll<HTMLElement>(
            ".status-effects [data-status-id]",
          );
          return hud.object === token && found?.length ? found : null;
        }, `${type}'s token HUD`);
        const ids = [...icons].map((icon) => icon.dataset.statusId);
        await hud.close();
        token.release();
        return ids;
      };
      expect(await statusesOn("m20Character"))
        .to.include("prone")
        .and.not.include("wounded");
      expect(await statusesOn("worldsCharacter"))
        .to.include("wounded")
        .and.not.include("prone");
      expect(await statusesOn("operaNpc"))
        .to.include("dying")
        .and.not.include("outCold");
    });

    it("prone is −4 AC on the actor while it lasts (an Active Effect, no compatibility warning)", async () => {
      const droid = await actor("m20Npc", { stats: { str: 10, dex: 14, mnd: 10 } });
      const ac = () => {
        return systemAs(droid, "m20Npc")?.ac ?? NaN;
      };
      const compatibility = await compatibilityWarnings(async () => {
        const before = ac();
        await droid.toggleStatusEffect("prone", { active: true });
        expect(droid.effects.size, "the prone Active Effect").to.equal(1);
        expect([...droid.effects][0]?.statuses.has("prone"), "the effect's status").to.equal(true);
        expect(ac()).to.equal(before - 4);
        await droid.toggleStatusEffect("prone", { active: false });
        expect(ac()).to.equal(before);
      });
      expect(compatibility, "compatibility warnings").to.deep.equal([]);
    });
  });

  describe("rolls and damage", () => {
    it("rolls a STR check to chat", async () => {
      const kara = await actor("m20Character", { stats: { str: 14, dex: 12, mnd: 10 } });
      const message = keep(await rollStat(kara, "str", { fast: true }));
      expect(message, "the check's chat message").to.not.equal(null);
      expect(message?.rolls[0]?.total).to.be.a("number");
    });

    it("applies 3 damage through the m20 rules", async () => {
      const kara = await actor("m20Character", {
        stats: { str: 12, dex: 10, mnd: 10 },
        level: 1,
        hitDice: [4],
      });
      const before = healthOf(kara).value;
      await kara.applyDamage(3);
      expect(healthOf(kara).value).to.equal(before - 3);
    });
  });

  describe("the Force", () => {
    it("a Knight uses Battlemind: a power card, no HP paid out of combat", async () => {
      const knight = await actor("m20Character", {
        stats: { str: 12, dex: 12, mnd: 14 },
        class: { name: "Knight", knight: true },
      });
      const created = await knight.createEmbeddedDocuments("Item", [
        { name: "Battlemind", type: "forcePower", system: { power: "battlemind" } },
      ] as Item.CreateData[]);
      const power = created?.[0];
      const hp = healthOf(knight).value;
      const count = game.messages.size;
      await usePower(knight, power?.id ?? "", { fast: true });
      const card = game.messages.contents.at(-1);
      keep(game.messages.size > count ? card : null);
      expect(card?.getFlag("holocron", "power"), "the power card").to.not.equal(undefined);
      expect(healthOf(knight).value).to.equal(hp);
    });
  });

  describe("combat", () => {
    it("rolls initiative and plays into round 2", async () => {
      const a = await actor("m20Character");
      const b = await actor("m20Npc");
      const combat = keep(await Combat.implementation.create({}));
      if (!combat) throw new Error("Foundry did not create the combat");
      await combat.createEmbeddedDocuments("Combatant", [
        { actorId: a.id, name: a.name },
        { actorId: b.id, name: b.name },
      ] as Combatant.CreateData[]);
      await combat.rollInitiative(combat.combatants.contents.map((c) => c.id ?? ""));
      expect(combat.combatants.contents.every((c) => typeof c.initiative === "number")).to.equal(
        true,
      );
      await combat.startCombat();
      await combat.nextRound();
      expect(combat.round).to.equal(2);
    });
  });

  firstSessionSuites(context, kit);
  chaseSuites(context, kit);
  tokenSuites(context, kit);

  describe("migrations", () => {
    it("loads an old m20 actor with its values in their new places", async () => {
      const old = await actor("m20Character", { hp: 9, strDamage: "3" } as never);
      expect(actorData(old)?.type).to.equal("m20Character");
      const system = systemAs(old, "m20Character");
      if (!system) return;
      expect(system.health.value).to.equal(9);
      expect(system.strDamage.value).to.equal(3);
    });
  });
}
