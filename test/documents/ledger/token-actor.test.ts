// An unlinked token's actor is a synthetic actor (foundry-v13.md, "Unlinked tokens have synthetic
// actors"): every compendium NPC and every foe the encounter builder places is one. The ledger
// records its changes like a world actor's, keyed by its own uuid and named by its token, and the
// combat summary counts them; the world actor behind it keeps no row and no change.
import { describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, settle, brief } from "./world.js";
import type { Table } from "../../authority/world.js";
import { standIn, sys } from "../../data/setup.js";
import type { StandInCollection } from "../../foundry/parts/documents.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import type { StandInCombatDoc } from "../../foundry/parts/combat.js";
import { plainDamageCard } from "../../applications/chat/fixtures.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { readSummaryCard } from "../../../src/applications/ledger/summary-context.js";

let t: Table;
withLedgerTable((table) => (t = table));

/** An unlinked token of the GM's Thug on a scene, in a started combat with Ace. */
async function mookInCombat() {
  const scene = new StandInScene("Docking bay");
  (t.glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
  const token = placeToken(scene, standIn(t.thug), { linked: false });
  token.name = "Thug (2)";
  // Holocron's Combat and Combatant classes, as the system registers them.
  (await import("../../../src/documents/register-combat.js")).registerCombat();
  const Combat = t.glue.env.extra.Combat as typeof StandInCombatDoc;
  const combat = await Combat.implementation.create({ scene: scene.id, active: true });
  await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id }, { actorId: t.ace.id }]);
  combat.turns = [...combat.combatants];
  await combat.startCombat();
  const mook = token.actor as unknown as HolocronActor;
  return { token, mook, combat };
}

/** The GM applies an 8-damage card to `target`, spoken by `by` when given. */
async function hit(target: HolocronActor, by?: HolocronActor): Promise<void> {
  const { ask } = await import("../../../src/authority/index.js");
  const { applyCard } = await import("../../../src/applications/chat/apply-requests.js");
  const { postCard } = await import("../../../src/cards/card.js");
  const data = plainDamageCard({ total: 8, targets: [{ uuid: target.uuid, name: "", ac: null }] });
  const card = await postCard(data, by ? { actor: by } : {});
  await ask(applyCard, {
    messageId: card!.id!,
    mode: "damage",
    to: "targets",
    actorUuids: [target.uuid],
  });
  await settle();
}

describe("an unlinked token's actor in the ledger", () => {
  it("its first hit is a row keyed by its uuid and named by its token; the world actor has none", async () => {
    const { mook } = await mookInCombat();
    await hit(mook);
    const rows = await rowsOf(mook);
    expect(rows.map(brief)).toEqual([
      { who: "Gamemaster", cause: "card", request: "card.apply", changes: ["health.value 20→12"] },
    ]);
    expect(rows[0]?.actorUuid).toBe(mook.uuid);
    expect(rows[0]?.actorName).toBe("Thug (2)");
    expect(await rowsOf(t.thug)).toEqual([]);
    expect(sys(t.thug).health).toMatchObject({ value: 20 });
  });

  it("a token placed with its own values: its first row starts from them, not its world actor's", async () => {
    const scene = new StandInScene("Hangar");
    (t.glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    const data = { actorId: t.thug.id, name: "Hurt thug", actorLink: false };
    const delta = { system: { health: { value: 14 } } };
    const [token] = await scene.createEmbeddedDocuments("Token", [{ ...data, delta }]);
    const mook = token!.actor as unknown as HolocronActor;
    await hit(mook);
    expect((await rowsOf(mook)).map((r) => [r.actorName, ...brief(r).changes])).toEqual([
      ["Hurt thug", "health.value 14→6"],
    ]);
  });

  it("counts in the combat summary as the token's damage taken", async () => {
    const { mook, combat } = await mookInCombat();
    await hit(mook);
    const { onCombatEnded } = await import("../../../src/applications/ledger/summary-card.js");
    const message = await onCombatEnded(combat as never);
    const card = readSummaryCard(message?.flags.holocron?.combatSummary);
    const figures = card?.summary.combatants.find((c) => c.actorUuid === mook.uuid);
    expect(figures).toMatchObject({ name: "Thug (2)", side: "foes", damageTaken: 8 });
    expect(card?.summary.combatants.map((c) => c.actorUuid)).toEqual([mook.uuid, t.ace.uuid]);
  });

  it("a hit it deals counts as its damage dealt: its card speaks through its token", async () => {
    const { token, mook, combat } = await mookInCombat();
    await token.parent.view();
    await hit(t.ace, mook);
    const [row] = await rowsOf(t.ace);
    expect(row?.cause.sourceActorUuid).toBe(mook.uuid);
    const { onCombatEnded } = await import("../../../src/applications/ledger/summary-card.js");
    const message = await onCombatEnded(combat as never);
    const card = readSummaryCard(message?.flags.holocron?.combatSummary);
    const dealt = card?.summary.combatants.map((c) => [c.name, c.damageDealt, c.damageTaken]);
    expect(dealt).toEqual([
      ["Thug (2)", 8, 0],
      ["Ace", 0, 8],
    ]);
  });
});
