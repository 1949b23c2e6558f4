// Builds the simulator's fighters from combatants' actors: their prepared (derived) system data,
// their weapons and their damage powers. What the simulator then plays is pure (src/rules/sim).
import { isHolocronActorType, isNpc, type CheckKind } from "../../config.js";
import { actorData } from "../../data/typed-system.js";
import { collectItems } from "../../data/derive/shared.js";
import { dice, type sim } from "../../rules/index.js";
import {
  isBandsActor,
  isD20Actor,
  rollsBands,
  rollsD20,
  rulesetOf,
  isD20Ruleset,
  type D20RulesetId,
} from "../../rulesets/index.js";
import { type D20CheckRules } from "../../rulesets/checks.js";
import { kitOfActor, powerUserOf, resisterStatsOf } from "../../rulesets/power-actors.js";
import type { PowerKit } from "../../rulesets/power-kit.js";
import { isPowerId } from "../../rulesets/power-kit.js";

/** What a fighter is built from: the combatant's id and name, its actor, and its side. */
export interface FighterSource {
  id: string;
  name: string;
  actor: Actor.Implementation;
  side: sim.Side;
}

/** A built fighter and what the panel says about it (no weapon: it cannot attack). */
export interface BuiltFighter {
  fighter: sim.Fighter;
  name: string;
  unarmed: boolean;
}

/** No weapon: the fighter still stands, takes hits and uses powers, but its attack deals nothing. */
const NO_DAMAGE = "0";
/** The AC a weapon is weighed against when no foe is known (an unarmored DEX 10 target). */
export const REFERENCE_AC = 10;

type WeaponChoice = { attack: number; damage: string };

/** The weapon worth the most by `worth` (d20: hit chance × mean damage against the foes' AC). */
function bestWeapon(
  lines: readonly WeaponChoice[],
  worth: (w: WeaponChoice) => number,
): WeaponChoice | null {
  let best: WeaponChoice | null = null;
  for (const line of lines) if (!best || worth(line) > worth(best)) best = line;
  return best;
}

/** The strongest damage power the actor knows and may use (Force Grip, Lightning, Push…). */
function damagePower(actor: Actor.Implementation, kit: PowerKit): sim.SimPower | undefined {
  const user = powerUserOf(actorData(actor), kit);
  if (!kit.canUse(user).ok) return undefined;
  let best: sim.SimPower | undefined;
  for (const item of actor.items) {
    if (item.type !== kit.itemType) continue;
    const system = item.system as { power?: unknown; stat?: "str" | "dex" | "mnd" };
    if (!isPowerId(system.power)) continue;
    const damage = kit.damageFormula(kit.power(system.power), user.level);
    if (damage === null) continue;
    const statBonus = powerUserOf(actorData(actor), kit, system.stat ?? "mnd").statBonus;
    const power = {
      checkBonus: kit.checkBonus({ rank: user.rank, statBonus, targets: 1 }),
      damage,
      cost: kit.cost({ targets: 1, inCombat: true, affinity: user.affinity }),
    };
    if (!best || dice.mean(power.damage) > dice.mean(best.damage)) best = power;
  }
  return best;
}

/** The d20 numbers the simulator needs, read through the models' system types. */
type D20Read = Pick<sim.D20Fighter, "level" | "hp" | "maxHp" | "str" | "dex" | "ac"> & {
  weapons: WeaponChoice[];
  strDamage: number;
  mook: boolean;
};

/** What m20 and Space Opera system data share (both models derive `ac` and `weapons`). */
interface D20System {
  level: number;
  health: { value: number; max: number };
  stats: { str: number; dex: number };
  ac: number;
  weapons: Record<string, { attack: number; damage: string }>;
}

function d20Numbers(s: D20System, strDamage: number, mook: boolean): D20Read {
  return {
    level: s.level,
    hp: s.health.value,
    maxHp: s.health.max,
    str: s.stats.str,
    dex: s.stats.dex,
    ac: s.ac,
    weapons: Object.values(s.weapons).map((w) => ({ attack: w.attack, damage: w.damage })),
    strDamage,
    mook,
  };
}

function readD20(actor: Actor.Implementation): D20Read | null {
  const data = actorData(actor);
  if (!data || !isD20Actor(data)) return null;
  const s = data.system;
  // STR damage is m20's alone (Space Opera has none).
  const strDamage = "strDamage" in s ? s.strDamage.value : 0;
  return d20Numbers(s, strDamage, "mook" in s && s.mook === true);
}

function d20Fighter(
  source: FighterSource,
  read: D20Read,
  rules: D20CheckRules,
  ruleset: D20RulesetId,
  foeAc: number,
): BuiltFighter {
  const { actor } = source;
  const weapon = bestWeapon(
    read.weapons,
    (w) => rules.attack.hitChance({ bonus: w.attack, ac: foeAc }) * dice.mean(w.damage),
  );
  const kit = kitOfActor(actor);
  const power = kit ? damagePower(actor, kit) : undefined;
  const fighter: sim.D20Fighter = {
    id: source.id,
    side: source.side,
    ruleset,
    level: Math.max(1, read.level),
    hp: Math.min(read.hp, read.maxHp),
    maxHp: Math.max(read.maxHp, 1),
    str: read.str,
    dex: read.dex,
    ac: read.ac,
    attackBonus: weapon?.attack ?? 0,
    damage: weapon?.damage ?? NO_DAMAGE,
    mook: read.mook,
    strDamage: Math.min(read.strDamage, read.str),
  };
  if (power) fighter.power = power;
  // Resisting a damage power: Force Grip's roll (Physical + STR bonus) stands for them all.
  if (kit)
    fighter.powerResist = kit.resistBonus(
      kit.power("grip"),
      resisterStatsOf(actorData(actor), kit),
    );
  return { fighter, name: source.name, unarmed: weapon === null };
}

/** What Star Worlds characters and NPCs share. */
interface StarWorldsSystem {
  health: { value: number; max: number };
  armor: number;
  speed: number;
  attributes: { daring: number; menace: number };
  wounded: boolean;
  dying: boolean;
}

function worldsNumbers(source: FighterSource, s: StarWorldsSystem, weapon: WeaponChoice | null) {
  return {
    id: source.id,
    side: source.side,
    ruleset: "starWorlds" as const,
    vitality: Math.min(s.health.value, s.health.max),
    maxVitality: s.health.max,
    armor: s.armor,
    speed: s.speed,
    daring: s.attributes.daring,
    attack: weapon?.attack ?? s.attributes.menace,
    damage: weapon?.damage ?? NO_DAMAGE,
    wounded: s.wounded,
    dying: s.dying,
  };
}

/** Star Worlds: the weapon with the most mean damage; the attack starts on its attribute. */
function worldsFighter(source: FighterSource): BuiltFighter | null {
  const { actor } = source;
  const checks = rulesetOf(actor).checks;
  const data = actorData(actor);
  if (!rollsBands(checks) || !data || !isBandsActor(data)) return null;
  if (isNpc(data)) {
    // An NPC's damage is its own field; it attacks on Menace.
    const s = data.system;
    const fighter = worldsNumbers(source, s, { attack: s.attributes.menace, damage: s.damage });
    return { fighter, name: source.name, unarmed: false };
  }
  const s = data.system;
  const weapons = collectItems(actor.items).weapons.map((w) => ({
    attack: s.attributes[checks.attackStat(w.kind) as keyof typeof s.attributes],
    damage: checks.weaponDamage(w.damage, data),
  }));
  const weapon = bestWeapon(weapons, (w) => w.attack + dice.mean(w.damage));
  const fighter: sim.WorldsFighter = {
    ...worldsNumbers(source, s, weapon),
    heroPoints: s.heroPoints.value,
  };
  return { fighter, name: source.name, unarmed: weapon === null };
}

/** A d20 ruleset's fighter: its weapons weighed against the foes' mean AC. */
function d20FighterOf(source: FighterSource, foeAc: number): BuiltFighter | null {
  const { id, checks } = rulesetOf(source.actor);
  const read = readD20(source.actor);
  return rollsD20(checks) && isD20Ruleset(id) && read
    ? d20Fighter(source, read, checks, id, foeAc)
    : null;
}

/**
 * Each way of rolling builds its own fighters: one entry per check kind, which the compiler holds to
 * the list, so a ruleset with a new kind cannot be left out of the odds.
 */
const FIGHTER_OF_CHECK_KIND: Readonly<
  Record<CheckKind, (source: FighterSource, foeAc: number) => BuiltFighter | null>
> = {
  d20: d20FighterOf,
  worlds: (source) => worldsFighter(source),
};

/** Mean AC of a side's d20 fighters (what the other side's weapons are weighed against). */
function meanAc(sources: FighterSource[]): number {
  const acs = sources.map((c) => readD20(c.actor)?.ac).filter((ac) => ac !== undefined);
  return acs.length ? Math.round(acs.reduce((a, b) => a + b, 0) / acs.length) : REFERENCE_AC;
}

/** Every combatant with a Holocron actor becomes a fighter; the rest are left out. */
export function buildFighters(sources: FighterSource[]): BuiltFighter[] {
  const acOf = {
    party: meanAc(sources.filter((c) => c.side === "foes")),
    foes: meanAc(sources.filter((c) => c.side === "party")),
  };
  const built: BuiltFighter[] = [];
  for (const source of sources) {
    if (!isHolocronActorType(source.actor.type)) continue;
    const one = FIGHTER_OF_CHECK_KIND[rulesetOf(source.actor).checks.kind](
      source,
      acOf[source.side],
    );
    if (one) built.push(one);
  }
  return built;
}
