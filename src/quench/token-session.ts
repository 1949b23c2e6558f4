// The self-test's suites on what the stand-in models after Foundry's documents and a real Foundry must
// confirm: an unlinked token's synthetic actor in the ledger and the combat summary (foundry-v13.md,
// "Unlinked tokens have synthetic actors"), and Active Effect changes read where the running
// generation keeps them (V14: `system.changes`, core issue 13740; src/compat/generation.ts).
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import { actorData } from "../data/typed-system.js";
import { ledgerRowsOf } from "../documents/ledger/home.js";
import { flushLedger, ledgerSession } from "../documents/ledger/record.js";
import { applyBattlemind } from "../documents/power-effects.js";
import { actorModifierTerms } from "../data/actors/d20-block.js";
import { effectChanges, isV14 } from "../compat/generation.js";
import { onCombatEnded } from "../applications/ledger/summary-card.js";
import { readSummaryCard } from "../applications/ledger/summary-context.js";
import { compatibilityWarnings, placeToken, showScene, systemAs, until, type Kit } from "./kit.js";

/** Health as every ruleset's model derives it. */
function healthOf(actor: Actor.Implementation): number {
  const data = actorData(actor);
  if (!data) throw new Error(`${actor.name ?? ""} is not a Holocron actor`);
  return data.system.health.value;
}

export function tokenSuites(context: QuenchBatchContext, kit: Kit): void {
  const { describe, it, expect } = context;

  describe("an unlinked token's actor", () => {
    it("its first hit is a ledger row under its own uuid and counts in the combat summary", async function (this: {
      skip(): never;
    }) {
      // The ledger records on the active GM's client only (src/documents/ledger/record.ts).
      if (!game.user.isActiveGM || !ledgerSession()) return this.skip();
      const scene = await showScene(kit, "Holocron self-test unlinked token");
      const npc = await kit.actor("m20Npc", { stats: { str: 10 }, hitDice: [6], level: 1 });
      const token = await placeToken(scene, npc, { linked: false });
      const mook = token.actor;
      if (!mook) throw new Error("The unlinked token has no actor");
      expect(mook === npc, "a synthetic actor, not the world actor").to.equal(false);
      expect(mook.isToken, "Actor#isToken").to.equal(true);
      expect(mook.uuid).to.equal(`${token.document.uuid}.Actor.${npc.id ?? ""}`);
      // Active, as the tracker makes it: the ledger's rows name the active combat's round.
      const combat = kit.keep(
        await Combat.implementation.create({ scene: scene.id, active: true }),
      );
      if (!combat) throw new Error("Foundry did not create the combat");
      await combat.createEmbeddedDocuments("Combatant", [
        { tokenId: token.id, sceneId: scene.id, actorId: npc.id },
      ] as Combatant.CreateData[]);
      await combat.startCombat();
      const before = healthOf(mook);
      await mook.applyDamage(3);
      await flushLedger();
      const rows = await until(() => {
        const found = ledgerRowsOf(mook.uuid);
        return found.length ? found : null;
      }, "the mook's ledger row");
      expect(healthOf(mook)).to.equal(before - 3);
      expect(healthOf(npc), "the world actor is unchanged").to.equal(before);
      expect(rows[0]?.actorName).to.equal(token.document.name);
      const summary = kit.keep(await onCombatEnded(combat));
      const card = readSummaryCard(summary?.getFlag("holocron", "combatSummary"));
      const figures = card?.summary.combatants.find((f) => f.actorUuid === mook.uuid);
      expect(figures?.damageTaken).to.equal(3);
    });
  });

  describe("Active Effect changes", () => {
    it("prone and Battlemind apply, are traced and read where this Foundry keeps them, with no warning", async () => {
      const knight = await kit.actor("m20Character", { stats: { str: 12, dex: 12, mnd: 14 } });
      const warnings = await compatibilityWarnings(async () => {
        await applyBattlemind(knight, { name: "Battlemind", img: "", origin: "", bonus: 2 });
        await knight.toggleStatusEffect("prone", { active: true });
      });
      const modifiers = systemAs(knight, "m20Character")?.modifiers ?? null;
      expect(modifiers).to.deep.equal({ attack: 2, damage: 2, ac: -2 });
      expect(actorModifierTerms(knight).ac.map((t) => t.value)).to.deep.equal([2, -4]);
      const prone = knight.effects.find((e) => e.statuses.has("prone"));
      expect(effectChanges(prone ?? {}).map((c) => c.key)).to.deep.equal(["system.modifiers.ac"]);
      // V14 keeps them in `system.changes` (core issue 13740).
      const system = prone?.system as { changes?: unknown[] } | undefined;
      if (isV14()) expect(system?.changes?.length, "system.changes").to.equal(1);
      expect(warnings, "compatibility warnings").to.deep.equal([]);
    });
  });
}
