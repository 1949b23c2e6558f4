// The encounter odds tests' combat: a player's armed hero against an armed thug, as the panel reads
// a combat (id, name, combatants with their actors).
import type { Glue } from "../../data/setup.js";

export async function oddsCombat(glue: Glue, id = "combat1") {
  const weapon = { name: "Blaster", type: "weapon", system: { damage: "3d6", kind: "ranged" } };
  const hero = await glue.createActor({
    name: "Hero",
    type: "m20Character",
    ownership: { default: 0, player1000000000: 3 },
    system: { level: 3, hitDice: [6, 6, 6], health: { value: 18 } },
    items: [weapon],
  });
  const thug = await glue.createActor({ name: "Thug", type: "m20Npc", items: [weapon] });
  const combatants = [
    { id: "c-hero", name: "Hero", actor: hero },
    { id: "c-thug", name: "Thug", actor: thug },
  ];
  return { id, name: "Cantina", combatants: { contents: combatants, some: () => false } };
}
