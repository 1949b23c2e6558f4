// The gallery's chase pieces: the tracker as the GM sets a chase up, mid-round with odds and rolls,
// after a catch, and the round's chat card, each from the context code the tracker and card use.
import { chase } from "../../../src/rules/index.js";
import { d20ChaseRules } from "../../../src/rulesets/chase.js";
import { worldsChaseRules } from "../../../src/rulesets/star-worlds/chase.js";
import {
  roundCardContext,
  movementsOf,
  trackerContext,
} from "../../../src/applications/chase/tracker-context.js";
import type { GalleryEntry } from "../types.js";

const TRACKER = "templates/apps/chase-tracker.hbs";
const CARD = "templates/chat/chase-round.hbs";
const IMG = "icons/svg/mystery-man.svg";

const system = (dex: number, physical: number, movement = 30) => ({
  skills: { physical, agility: 1 },
  bonuses: { dex },
  movement,
});
const ACTORS: Record<string, ReturnType<typeof system>> = {
  kara: system(2, 2, 40),
  jax: system(1, 1),
  thief: system(1, 2),
};

/** The system of a runner of these entries (every participant is one of ACTORS). */
function actorSystem(id: string) {
  const found = ACTORS[id];
  if (!found) throw new Error(`the chase gallery has no actor "${id}"`);
  return found;
}

function runner(id: string, name: string, side: chase.Side, vehicle: chase.Vehicle | null = null) {
  return {
    id,
    actorUuid: `Actor.${id}`,
    tokenUuid: `Scene.s.Token.${id}`,
    name,
    img: IMG,
    side,
    vehicle,
  };
}

/** Kara (on a speeder bike) and Jax chase a thief through the market. */
function setupChase(): chase.Chase {
  const fresh = chase.newChase({
    id: "c1",
    name: "Through the spice market",
    procedure: "d20",
    ties: "nothing",
  });
  let c = chase.addParticipants(fresh, [
    runner("kara", "Kara Voss", "pursuer", { name: "Speeder bike", speed: 60 }),
    runner("jax", "Jax", "pursuer"),
    runner("thief", "Rodian thief", "quarry"),
  ]).chase;
  c = chase.setGap(c, "kara", "thief", 100);
  c = chase.setGap(c, "jax", "thief", 50);
  return c;
}

function roll(c: chase.Chase, id: string, die: number): chase.Chase {
  const profile = d20ChaseRules.profile(
    { type: "operaCharacter", system: actorSystem(id) },
    c.participants.find((p) => p.id === id)!.vehicle,
  );
  return chase.recordRoll(c, id, {
    total: die + profile.bonus,
    dice: [die],
    bonus: profile.bonus,
    movement: profile.movement,
  });
}

function entry(id: string, title: string, c: chase.Chase): GalleryEntry {
  const profiles = Object.fromEntries(
    c.participants.map((p) => [
      p.id,
      d20ChaseRules.profile({ type: "operaCharacter", system: actorSystem(p.id) }, p.vehicle),
    ]),
  );
  return {
    id,
    title,
    ruleset: "spaceOpera",
    kind: "window",
    window: { title: "HOLOCRON.Chase.Title", icon: "fa-solid fa-person-running" },
    templates: [TRACKER],
    context: {
      isGM: true,
      noChase: false,
      chase: trackerContext({
        chase: c,
        profiles,
        mayRoll: new Set(c.participants.map((p) => p.id)),
        isGM: true,
        vehicleSpeed: d20ChaseRules.vehicleSpeed,
        others: [{ id: c.id, name: c.name, status: c.status }],
      }),
    },
    classes: "holocron application chase-tracker",
    width: 560,
  };
}

/** Round 1 resolved (Kara gains, Jax falls back); round 2 with two of three checks in. */
function rounds() {
  let c = chase.begin(setupChase());
  c = chase.setNote(c, "A cargo hauler blocks the alley; Jax vaults the crates.");
  c = roll(roll(roll(c, "kara", 14), "jax", 6), "thief", 12);
  let second = roll(roll(chase.resolveRound(c).chase, "kara", 17), "thief", 9);
  second = chase.setNote(second, "The thief knocks over a fruit stall.");
  return { second };
}

const NO_ATTRIBUTES = { menace: 0, guile: 0, acuity: 0, presence: 0, spirit: 0, daring: 0 };

/**
 * A Star Worlds chase in round 1: Kara (Daring +1) rolled 4, paid a Hero Point and rolled 10, and
 * may pay again; the thief has rolled; Jax, whose pair Speed decides, is asked no roll (heroReroll
 * shows it as Kara's player sees it).
 */
function worldsRound() {
  const profile = (daring: number, speed: number) =>
    worldsChaseRules.profile(
      { type: "worldsCharacter", system: { attributes: { ...NO_ATTRIBUTES, daring }, speed } },
      null,
    );
  // Kara runs as fast as the thief, so Daring decides their pair and her reroll counts; Jax is
  // slower, so the thief wins his pair with certainty (ruling "Chases in every ruleset", revised).
  const profiles = { kara: profile(1, 5), jax: profile(0, 4), thief: profile(2, 5) };
  let c = chase.newChase({
    id: "c2",
    name: "Down the canyon",
    procedure: "worlds",
    ties: "reroll",
  });
  c = chase.addParticipants(c, [
    runner("kara", "Kara Voss", "pursuer"),
    runner("jax", "Jax", "pursuer"),
    runner("thief", "Rodian thief", "quarry"),
  ]).chase;
  c = chase.begin(c);
  const check = (id: keyof typeof profiles, dice: [number, number]) => ({
    total: dice[0] + dice[1] + profiles[id].bonus,
    dice,
    bonus: profiles[id].bonus,
    movement: profiles[id].movement,
  });
  c = chase.recordRoll(c, "kara", check("kara", [1, 2]));
  c = chase.rerollCheck(c, "kara", check("kara", [5, 4]));
  c = chase.recordRoll(c, "thief", check("thief", [4, 2]));
  return { c, profiles };
}

function heroReroll(): GalleryEntry {
  const { c, profiles } = worldsRound();
  return {
    id: "chase-tracker-hero-reroll",
    title: "Chase tracker: a Star Worlds check rerolled with a Hero Point",
    ruleset: "starWorlds",
    kind: "window",
    window: { title: "HOLOCRON.Chase.Title", icon: "fa-solid fa-person-running" },
    templates: [TRACKER],
    context: {
      isGM: false,
      noChase: false,
      chase: trackerContext({
        chase: c,
        profiles,
        mayRoll: new Set(["kara"]),
        heroPayers: new Set(["kara"]),
        isGM: false,
        vehicleSpeed: worldsChaseRules.vehicleSpeed,
      }),
    },
    classes: "holocron application chase-tracker",
    width: 560,
  };
}

function build(): GalleryEntry[] {
  const { second } = rounds();
  const caught = chase.resolveRound(roll(second, "jax", 11));
  const star = worldsRound();
  // Jax rolled nothing: the round runs him at his movement, as the GM's flow reads it.
  const worlds = chase.resolveRound(star.c, {}, movementsOf(star.profiles));
  return [
    entry("chase-tracker-start", "Chase tracker: setting up", setupChase()),
    entry("chase-tracker-round", "Chase tracker: round 2, odds and checks", second),
    entry("chase-tracker-caught", "Chase tracker: caught", caught.chase),
    heroReroll(),
    // Rulings, Chases: the GM's modifier (+2 for Jax) and an automatic loss (the thief, crates).
    entry(
      "chase-tracker-modifiers",
      "Chase tracker: a situational modifier and an automatic loss this round",
      chase.setRoundCall(
        chase.setRoundCall(second, "jax", { modifier: 2, autoLoss: false }),
        "thief",
        { modifier: 0, autoLoss: true },
      ),
    ),
    {
      id: "card-chase-round",
      title: "Chase round card",
      ruleset: "spaceOpera",
      kind: "card",
      templates: [CARD],
      context: roundCardContext(caught.chase, caught.entry),
      classes: "holocron chat-message message",
      width: 300,
    },
    // Ruling "Chases in every ruleset", revised (seed 002: Speed first): Kara meets the thief's
    // Speed and wins on Daring; the thief outruns Jax whatever the dice.
    {
      id: "card-chase-round-worlds",
      title: "Chase round card: Star Worlds, Speed first",
      ruleset: "starWorlds",
      kind: "card",
      templates: [CARD],
      context: roundCardContext(worlds.chase, worlds.entry),
      classes: "holocron chat-message message",
      width: 300,
    },
  ];
}

export const entries: GalleryEntry[] = build();
