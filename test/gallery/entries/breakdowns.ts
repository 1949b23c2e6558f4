// Breakdowns shown open: a prone NPC's AC (Force Push from Kara's card), a weapon's attack bonus under
// Battlemind, a Star Worlds Speed set by armor, and the chance of a Force Push. Each actor's derived
// data is the data layer's own derivation with the effects that apply to it (src/data/derive).
import { deriveM20 } from "../../../src/data/derive/m20.js";
import { collectItems } from "../../../src/data/derive/shared.js";
import { deriveWorlds } from "../../../src/data/derive/worlds.js";
import { modifierTerms, type EffectTermSource } from "../../../src/data/derive/d20-inputs.js";
import type { SheetEffectSource } from "../../../src/applications/sheets/context/effects.js";
import type {
  SheetActorSource,
  SheetItemSource,
  SheetView,
} from "../../../src/applications/sheets/context/types.js";
import type { BreakdownView } from "../../../src/applications/breakdown/breakdown-view.js";
import { PRONE_EFFECT, sampleActor, sampleItem } from "../../templates/fixtures.js";
import type { GalleryEntry } from "../types.js";
import { actorEntry } from "./sheets.js";
import { dialog, DROIDS } from "./powers.js";

const play = (activeTab?: string): SheetView => ({
  editable: true,
  editMode: false,
  enriched: "",
  activeTab,
  gm: true,
});

/** An m20 actor's system derived again with these effects applied (as Foundry sums their changes). */
function withEffects(
  actor: SheetActorSource,
  effects: SheetEffectSource[],
  causes: Record<string, string> = {},
): SheetActorSource {
  if (actor.type !== "m20Character" && actor.type !== "m20Npc") throw new Error("an m20 actor");
  // The cause is what an effect's origin names (d20-block.ts causeOf); here given directly.
  const sources: EffectTermSource[] = effects.map((e) => {
    const cause = causes[e.id ?? ""];
    return { ...e, active: !e.disabled, ...(cause ? { cause } : {}) };
  });
  const terms = modifierTerms(sources);
  const sum = (list: { value: number }[]) => list.reduce((s, t) => s + t.value, 0);
  const modifiers = { attack: sum(terms.attack), damage: sum(terms.damage), ac: sum(terms.ac) };
  const s = actor.system;
  const derived = deriveM20({
    stats: s.stats,
    level: s.level,
    class: s.class,
    skills: s.skills,
    attack: s.attack,
    hitDice: s.hitDice,
    strDamage: s.strDamage.value,
    items: collectItems(actor.items),
    inCombat: true,
    modifiers,
    modifierTerms: terms,
  });
  const statuses = new Set(effects.flatMap((e) => [...e.statuses]));
  return {
    ...actor,
    system: { ...s, ...derived, modifiers, health: { ...s.health, max: derived.maxHp } },
    effects,
    statuses,
  } as SheetActorSource;
}

/** Marks the breakdown whose id ends with `name` as open, anywhere in a context. */
function openBreakdown(context: Record<string, unknown>, name: string): Record<string, unknown> {
  let found = false;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const view = node as Partial<BreakdownView>;
    if (typeof view.id === "string" && view.id.endsWith(`-${name}`) && Array.isArray(view.terms)) {
      view.open = true;
      found = true;
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(context);
  if (!found) throw new Error(`no breakdown "${name}" in the context`);
  return context;
}

function shown(entry: GalleryEntry, id: string, title: string, name: string): GalleryEntry {
  return { ...entry, id, title, context: openBreakdown(entry.context, name) };
}

const prone = PRONE_EFFECT;

const battlemind: SheetEffectSource = {
  id: "effectBattlemind",
  name: "Battlemind",
  img: "icons/svg/aura.svg",
  disabled: false,
  changes: ["attack", "damage", "ac"].map((k) => ({ key: `system.modifiers.${k}`, value: "2" })),
  statuses: ["battlemind"],
};

/** The Bounty hunter (armored) knocked prone by Kara's Force Push. */
function acProne(): GalleryEntry {
  const actor = withEffects(sampleActor("m20Npc", { items: 2 }), [prone], {
    [prone.id!]: "Force Push, Kara Venn's card",
  });
  const entry = actorEntry("m20Npc", "breakdown", actor, play());
  return shown(entry, "breakdown-ac-prone", "Breakdown — AC of a prone NPC", "ac");
}

/** Kara's blaster under Battlemind +2 (the combat tab). */
function attackBattlemind(): GalleryEntry {
  // Enough rows under the weapon for the open breakdown to show inside the window.
  const items: SheetItemSource[] = [
    sampleItem("weapon", 0),
    ...[0, 1, 2, 3].map((n) => sampleItem("armor", n)),
    ...[0, 1, 2, 3].map((n) => sampleItem("gear", n)),
  ];
  const actor = withEffects({ ...sampleActor("m20Character"), items }, [battlemind]);
  const entry = actorEntry("m20Character", "breakdown", actor, play("combat"));
  const weapon = items[0]!.id;
  return shown(
    entry,
    "breakdown-attack-battlemind",
    "Breakdown — attack bonus under Battlemind",
    `attack-${weapon}`,
  );
}

/** A Star Worlds character in a flight suit and a second, faster piece: the suit sets the Speed. */
function worldsSpeed(): GalleryEntry {
  const base = sampleActor("worldsCharacter");
  if (base.type !== "worldsCharacter") throw new Error("a Star Worlds character");
  const vest = sampleItem("armor", 7);
  const items: SheetItemSource[] = [
    sampleItem("armor", 0),
    {
      ...vest,
      name: "Blast vest",
      system: { ...vest.system, speed: 4, equipped: true },
    } as SheetItemSource,
  ];
  const s = base.system;
  const derived = deriveWorlds({
    menace: s.attributes.menace,
    level: s.level,
    heroPointsSpent: s.heroPoints.spent,
    heroPointsSpentAtRest: s.heroPoints.spentAtRest,
    skills: s.skills,
    items: collectItems(items),
    speciesSkills: [],
  });
  const actor = { ...base, items, system: { ...s, ...derived } } as SheetActorSource;
  const entry = actorEntry("worldsCharacter", "breakdown", actor, play());
  return shown(entry, "breakdown-worlds-speed", "Breakdown — Star Worlds Speed", "speed");
}

/** Kara's Force Push on two battle droids: the chance against the first, opened. */
function chancePush(): GalleryEntry {
  const entry = dialog("breakdown", "Force Push on two droids", {
    powerId: "push",
    name: "Force Push",
    targets: DROIDS.slice(0, 2),
  });
  const first = (entry.context.rows as { id: string }[])[0]!.id;
  return shown(
    entry,
    "breakdown-chance-push",
    "Breakdown — the chance of a Force Push",
    `chance-${first}`,
  );
}

export const entries: GalleryEntry[] = [acProne(), attackBattlemind(), worldsSpeed(), chancePush()];
