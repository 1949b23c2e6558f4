// A self-test for a real Foundry (README, "Testing inside Foundry (Quench)"). With the Quench module
// active, its window lists "Holocron: self-test": it creates a throwaway actor of each type (a
// player character's token linked), checks the token HUD's statuses per type and prone's −4 AC, rolls,
// applies damage, uses a Force power, plays a combat round and loads a legacy actor through the
// migrations, then deletes everything it made. `npm test` runs the same batch under the stand-in
// (test/quench/self-test.test.ts).
import type { Quench, QuenchBatchContext } from "@ethaks/fvtt-quench";
import { ACTOR_TYPES, isCharacterType, type HolocronActorType } from "../config.js";
import { statusEffectEntries } from "../compat/status-effects.js";
import { actorData } from "../data/typed-system.js";
import { rollStat } from "../applications/rolls/roll-actions.js";
import { usePower } from "../applications/powers/use-power.js";

export const SELF_TEST_KEY = "holocron.self-test";

/** Registers the batch (Quench calls `quenchReady` only when its module is active). */
export function registerSelfTest(quench: Quench): void {
  quench.registerBatch(SELF_TEST_KEY, selfTestBatch, { displayName: "Holocron: self-test" });
}

interface Disposable {
  delete(): Promise<unknown>;
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
  const made: Disposable[] = [];
  const keep = <T extends Disposable | null | undefined>(doc: T): T => {
    if (doc) made.push(doc);
    return doc;
  };
  const actor = async (type: HolocronActorType, system: Record<string, unknown> = {}) => {
    const created = await Actor.implementation.create({
      name: `Holocron self-test (${type})`,
      type,
      system,
    } as Actor.CreateData);
    if (!created) throw new Error(`Foundry did not create the ${type}`);
    return keep(created);
  };

  after(async () => {
    for (const doc of made.reverse()) await doc.delete();
    made.length = 0;
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
    it("links a player character's token to its actor, and no NPC's", async () => {
      for (const type of ACTOR_TYPES) {
        const created = await actor(type);
        const linked = isCharacterType(type);
        expect(created.prototypeToken.actorLink, type).to.equal(linked);
      }
    });

    it("offers each type's token HUD its own ruleset's statuses only", () => {
      const hudOf = (type: string) =>
        statusEffectEntries()
          .filter((e) => {
            const hud = (e as { hud?: { actorTypes?: string[] } }).hud;
            return hud?.actorTypes?.includes(type) === true;
          })
          .map((e) => e.id);
      expect(hudOf("m20Character")).to.include("prone").and.not.include("wounded");
      expect(hudOf("worldsCharacter")).to.include("wounded").and.not.include("prone");
      expect(hudOf("operaNpc")).to.include("dying").and.not.include("outCold");
    });

    it("prone is −4 AC on the actor while it lasts (an Active Effect)", async () => {
      const droid = await actor("m20Npc", { stats: { str: 10, dex: 14, mnd: 10 } });
      const ac = () => {
        const data = actorData(droid);
        return data?.type === "m20Npc" ? data.system.ac : NaN;
      };
      const before = ac();
      await droid.toggleStatusEffect("prone", { active: true });
      expect(droid.effects.size, "the prone Active Effect").to.equal(1);
      expect(ac()).to.equal(before - 4);
      await droid.toggleStatusEffect("prone", { active: false });
      expect(ac()).to.equal(before);
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

  describe("migrations", () => {
    it("loads an old m20 actor with its values in their new places", async () => {
      const old = await actor("m20Character", { hp: 9, strDamage: "3" } as never);
      const data = actorData(old);
      expect(data?.type).to.equal("m20Character");
      if (data?.type !== "m20Character") return;
      expect(data.system.health.value).to.equal(9);
      expect(data.system.strDamage.value).to.equal(3);
    });
  });
}
