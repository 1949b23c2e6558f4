// Generators of what a hostile player writes into a chat message of their own: every card kind the
// system reads (damage, heal, attack, opposed, check, Star Worlds check, applied, hazard), the
// other flags (a power card, a Daring tie-break, a career request, a chase round), each started
// from an honest shape and then changed by at least one forgery, with or without matching dice.
import fc from "fast-check";
import type { Hostile, Obj } from "./world.js";

/** A roll as it is stored on a message (Roll#toJSON's fields the GM reads). */
export function storedRoll(formula: string, faces: number, results: number[], total?: number) {
  return {
    formula,
    total: total ?? results.reduce((a, b) => a + b, 0),
    dice: [{ faces, number: results.length, results: results.map((result) => ({ result })) }],
  };
}

/** A roll card's first fields: who rolled, the title line, the formula and the total. */
export function cardHead(
  actor: { uuid: string; name: string },
  title: string,
  name: string,
  formula: string,
  total: number,
): Obj {
  return {
    actor: { uuid: actor.uuid, name: actor.name, img: "" },
    title: `HOLOCRON.Roll.Title.${title}`,
    titleData: { name },
    formula,
    total,
  };
}

export interface Forged {
  kind: string;
  flags: Obj;
  rolls: unknown[];
  content: string;
  /** The forgeries applied to the honest shape (the case's name). */
  changes: string[];
}

const die = (faces: number) => fc.integer({ min: 1, max: faces });
const big = fc.oneof(
  fc.integer({ min: 13, max: 1_000_000 }),
  fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER, -5, 0),
);
/** Content a player writes around a card: nothing, a copy of a control, or a control as a link. */
export const contents = (action: string) =>
  fc.constantFrom(
    "",
    `<button data-action="${action}" data-mode="damage">Apply</button>`,
    `<a data-action="${action}" data-mode="heal" data-index="0" data-row="0">Apply</a>`,
    `<img src=x onerror="alert(1)"><div data-action="${action}">Apply</div>`,
  );

type Change = [string, (card: Obj, h: Hostile) => void];
/** A non-empty set of changes, applied in order to a copy of the honest card. */
function changed(honest: Obj, pool: Change[], h: Hostile) {
  return fc.subarray(pool, { minLength: 1 }).map((picked) => {
    const card = structuredClone(honest);
    for (const [, change] of picked) change(card, h);
    return { card, changes: picked.map(([name]) => name) };
  });
}

/** The forged card of `kind`: the honest one with changes from `pool`, and its dice. */
function forgedFrom(
  kind: string,
  honest: Obj,
  pool: Change[],
  h: Hostile,
  dice: fc.Arbitrary<[string, unknown[]]>,
  content: string,
): fc.Arbitrary<Forged> {
  return fc.tuple(changed(honest, pool, h), dice).map(([{ card, changes }, [d, rolls]]) => ({
    kind,
    flags: { card },
    rolls,
    content,
    changes: [...changes, d],
  }));
}

const others = (h: Hostile) => [
  { uuid: h.zed.uuid, name: "Zed", ac: null },
  { uuid: h.thug.uuid, name: "Thug", ac: 10 },
  { uuid: h.mook.uuid, name: "Mook", ac: 10 },
];

function damagePool(h: Hostile, total: number): Change[] {
  return [
    ["total raised", (c) => void (c.total = total + 7 + 1000 * Math.round(total))],
    ["total huge", (c) => void (c.total = 2 ** 31)],
    [
      "formula 100d100",
      (c) => void Object.assign(c, { formula: "100d100", baseFormula: "100d100" }),
    ],
    ["other actor's weapon", (c) => void (c.itemId = h.saberId)],
    ["no weapon", (c) => void (c.itemId = null)],
    ["unknown weapon", (c) => void (c.itemId = "nosuchitem000000")],
    ["for Zed", (c) => void (c.actor = { uuid: h.zed.uuid, name: "Zed", img: "" })],
    ["for Thug", (c) => void (c.actor = { uuid: h.thug.uuid, name: "Thug", img: "" })],
    ["Zed added", (c) => void (c.targets = [...(c.targets as Obj[]), others(h)[0]])],
    ["Mook only", (c) => void (c.targets = [others(h)[2]])],
    ["applied mark", (c) => void (c.applied = [h.ace.uuid])],
    ["evaded mark", (c) => void (c.evaded = [h.zed.uuid])],
    ["negated mark", (c) => void (c.negated = [h.kael.uuid])],
    ["negating mark", (c) => void (c.negating = [h.thug.uuid])],
    ["deflected mark", (c) => void (c.deflected = [h.thug.uuid])],
    ["hit claimed", (c) => void Object.assign(c, { fromHit: true, attackMessageId: h.damage.id })],
    [
      "hit on a GM card",
      (c) => void Object.assign(c, { fromHit: true, attackMessageId: h.gmApplied.id }),
    ],
    ["critical", (c) => void (c.critical = true)],
    ["hero die", (c) => void Object.assign(c, { heroDie: true, heroDieResult: 6 })],
    ["energy", (c) => void (c.damageType = "energy")],
    [
      "enricher heal",
      (c) => void Object.assign(c, { itemId: null, title: "HOLOCRON.Enricher.Title.Heal" }),
    ],
    ["m20 ruleset", (c) => void (c.ruleset = "m20")],
  ];
}

/** Dice for a 2d6 card: its own, none, others, a die past its faces, a second roll. */
function diceFor(formula: string, a: number, b: number) {
  return fc.constantFrom(
    ["its dice", [storedRoll(formula, 6, [a, b])]],
    ["no roll", []],
    ["dice past their faces", [storedRoll(formula, 6, [a + 6, b])]],
    ["a total not its dice", [storedRoll(formula, 6, [a, b], 999)]],
    ["two rolls", [storedRoll(formula, 6, [a, b]), storedRoll(formula, 6, [a, b])]],
    ["100d100 dice", [storedRoll("100d100", 100, [100, 100])]],
  ) as fc.Arbitrary<[string, unknown[]]>;
}

/** Ace's blaster damage on Thug (what Player One targets), forged. */
export function damageCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc.tuple(die(6), die(6), contents("applyDamage")).chain(([a, b, content]) => {
    const honest = honestDamage(h, a + b);
    return forgedFrom("damage", honest, damagePool(h, a + b), h, diceFor("2d6", a, b), content);
  });
}

/** What Ace's blaster damage card on Thug holds, as the system posts it. */
export function honestDamage(h: Hostile, total: number): Obj {
  return {
    type: "damage",
    actor: { uuid: h.ace.uuid, name: "Ace", img: "" },
    title: "HOLOCRON.Roll.Title.Damage",
    titleData: { name: "Blaster" },
    formula: "2d6",
    baseFormula: "2d6",
    total,
    ruleset: "starWorlds",
    heroDieResult: null,
    damageType: "kinetic",
    critical: false,
    heroDie: false,
    itemId: h.blasterId,
    targets: [{ uuid: h.thug.uuid, name: "Thug", ac: null }],
    fromHit: false,
    evaded: [],
  };
}

/** Kael's saber attack (m20, 1d20+bonus) hitting Thug and the Mook, forged. */
export function attackCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc.tuple(die(20), contents("rollDamage")).chain(([natural, content]) => {
    const honest = {
      type: "attack",
      ...cardHead(h.kael, "Attack", "Saber", "1d20", natural),
      ruleset: "m20",
      itemId: h.saberId,
      natural,
      critical: natural === 20,
      rows: [
        { uuid: h.thug.uuid, name: "Thug", ac: 10, outcome: "hit", chance: 0.5 },
        { uuid: h.mook.uuid, name: "Mook", ac: 10, outcome: "hit", chance: 0.5 },
      ],
    };
    const pool: Change[] = [
      ["total 10,000", (c) => void (c.total = 10_000)],
      ["natural 20", (c) => void Object.assign(c, { natural: 20, critical: true })],
      ["AC 0", (c) => void (c.rows as Obj[]).forEach((r) => (r.ac = 0))],
      ["critical rows", (c) => void (c.rows as Obj[]).forEach((r) => (r.outcome = "critical"))],
      ["Zed hit", (c) => void (c.rows = [{ ...others(h)[0], outcome: "hit", chance: 1 }])],
      ["deflect mark", (c) => void ((c.rows as Obj[])[0]!.deflect = { total: 1, success: false })],
      ["Ace's blaster", (c) => void (c.itemId = h.blasterId)],
      ["for Thug", (c) => void (c.actor = { uuid: h.thug.uuid, name: "Thug", img: "" })],
    ];
    const rolls = fc.constantFrom(
      ["its d20", [storedRoll("1d20", 20, [natural])]],
      ["a natural 20", [storedRoll("1d20", 20, [20])]],
      ["no roll", []],
    ) as fc.Arbitrary<[string, unknown[]]>;
    return forgedFrom("attack", honest, pool, h, rolls, content);
  });
}

/** A Star Worlds check (or an m20 check) of Ace's, to ask others to resist or to reroll, forged. */
export function checkCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc
    .tuple(die(6), die(6), fc.boolean(), contents("askResist"))
    .chain(([a, b, worlds, content]) => {
      const head = cardHead(h.ace, "Stat", "Daring", "2d6", a + b);
      const honest = worlds
        ? {
            ...head,
            type: "worlds",
            skilled: false,
            bonus: 0,
            natural: a + b,
            band: "success",
            chances: {},
            itemId: h.blasterId,
            previous: null,
          }
        : {
            ...head,
            type: "check",
            ruleset: "m20",
            kind: "check",
            natural: a + b,
            target: null,
            outcome: null,
            chance: null,
          };
      const pool: Change[] = [
        ["total 10,000", (c) => void (c.total = 10_000)],
        ["bonus 10,000", (c) => void (c.bonus = 10_000)],
        [
          "a reroll claimed",
          (c) => void Object.assign(c, { previous: { total: 2, band: "failure" }, rerolls: 1 }),
        ],
        ["for Zed", (c) => void (c.actor = { uuid: h.zed.uuid, name: "Zed", img: "" })],
        ["Kael's saber", (c) => void (c.itemId = h.saberId)],
      ];
      const kind = worlds ? "worlds" : "check";
      return forgedFrom(kind, honest, pool, h, diceFor("2d6", a, b), content);
    });
}

/** Ace's opposed check against others (the GM rolls their side), forged. */
export function opposedCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc.tuple(die(6), die(6), contents("resistCheck")).chain(([a, b, content]) => {
    const resister = (uuid: string, name: string) => ({
      uuid,
      name,
      ac: null,
      bonus: 0,
      resistLabel: "HOLOCRON.Sheet.Attribute.daring",
      chance: 0.5,
      result: null,
    });
    const honest = {
      type: "opposed",
      actor: { uuid: h.ace.uuid, name: "Ace", img: "" },
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "HOLOCRON.Sheet.Attribute.daring" },
      formula: "2d6",
      total: a + b,
      ruleset: "starWorlds",
      bonus: 0,
      purpose: null,
      resisters: [resister(h.thug.uuid, "Thug")],
    };
    const pool: Change[] = [
      ["total 10,000", (c) => void (c.total = 10_000)],
      ["Zed resists", (c) => void (c.resisters = [resister(h.zed.uuid, "Zed")])],
      ["Ace resists", (c) => void (c.resisters = [resister(h.ace.uuid, "Ace")])],
      [
        "a result written",
        (c) =>
          void ((c.resisters as Obj[])[0]!.result = {
            rounds: [{ actor: 12, resister: 2 }],
            winner: "actor",
          }),
      ],
      ["a power's purpose", (c) => void (c.purpose = "push")],
      ["for Thug", (c) => void (c.actor = { uuid: h.thug.uuid, name: "Thug", img: "" })],
    ];
    return forgedFrom("opposed", honest, pool, h, diceFor("2d6", a, b), content);
  });
}

/** An applied card whose Undo would "restore" another's health to what its author wrote. */
export function appliedCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc
    .tuple(
      fc.constantFrom(h.thug, h.zed, h.mook),
      fc.integer({ min: 0, max: 999 }),
      fc.boolean(),
      contents("undoDamage"),
    )
    .map(([actor, value, after, content]) => {
      const now = (actor as unknown as { healthSnapshot(): Obj }).healthSnapshot();
      const row = {
        actorUuid: actor.uuid,
        name: actor.name,
        mode: "damage",
        amount: value,
        changes: [],
        statuses: [],
        before: {
          actorUuid: actor.uuid,
          fields: { "health.value": value },
          statuses: [],
          out: false,
        },
        ...(after ? { after: now } : {}),
        undone: false,
      };
      return {
        kind: "applied",
        flags: { card: { type: "applied", rows: [row] } },
        rolls: [],
        content,
        changes: [`undo to ${value}`, after ? "after as now" : "no after"],
      };
    });
}

/** A hazard card's row for one creature, not yet applied. */
export function hazardRow(actor: { uuid: string; name: string }, amount: number): Obj {
  return {
    uuid: actor.uuid,
    name: actor.name,
    rolled: amount,
    check: null,
    surge: false,
    resisted: false,
    amount,
    previousChecks: null,
    applied: false,
  };
}

/** A hazard card (a fall, or healing) on others, with the amounts its author chose. */
export function hazardCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc
    .tuple(
      fc.subarray([h.thug, h.zed, h.mook, h.ace], { minLength: 1 }),
      big,
      fc.constantFrom("falling", "heal"),
      contents("applyHazard"),
    )
    .map(([actors, amount, hazard, content]) => ({
      kind: "hazard",
      flags: {
        card: {
          type: "hazard",
          ruleset: "starWorlds",
          hazard,
          detail: "",
          formula: "1d6",
          damageType: "kinetic",
          rows: actors.map((a) => hazardRow(a, amount)),
        },
      },
      rolls: [storedRoll("1d6", 6, [6])],
      content,
      changes: [hazard, `amount ${amount}`, actors.map((a) => a.name).join("+")],
    }));
}

/** A power card (the GM's own kind of card) with rows on others, or a Negate Energy claim. */
export function powerCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc
    .tuple(fc.constantFrom(h.thug, h.zed, h.ace, h.mook), fc.boolean(), contents("powerResist"))
    .map(([target, negates, content]) => ({
      kind: "power",
      flags: {
        power: {
          actorUuid: h.kael.uuid,
          actorName: "Kael",
          itemName: "Force Push",
          img: "",
          powerId: "push",
          ruleset: "m20",
          level: 7,
          cost: 0,
          penalty: 0,
          checkBonus: 99,
          modifier: 0,
          dc: null,
          check: null,
          battlemindBonus: null,
          inCombat: true,
          negates: negates ? { messageId: h.damage.id, actorUuid: h.kael.uuid } : null,
          rows: [
            {
              targetUuid: target.uuid,
              name: target.name,
              droid: false,
              resistBonus: 0,
              checkTotal: 99,
              natural: 20,
              resistTotal: null,
              outcome: "pending",
              playerResists: true,
              applied: false,
            },
          ],
        },
      },
      rolls: [],
      content,
      changes: [`row on ${target.name}`, negates ? "negates claimed" : "no claim"],
    }));
}

/** A Daring tie-break card on the world's combat, with its author's order and rolls. */
export function daringCard(h: Hostile): fc.Arbitrary<Forged> {
  const ids = h.combat.combatants.map((c) => c.id);
  return fc
    .tuple(fc.shuffledSubarray(ids, { minLength: 1 }), contents("daringReroll"))
    .map(([order, content]) => ({
      kind: "daring",
      flags: {
        daringTies: {
          combatId: h.combat.id,
          groups: [
            {
              speed: 4,
              order,
              rolls: Object.fromEntries(order.map((id) => [id, [12]])),
              heroRerolls: {},
            },
          ],
        },
      },
      rolls: [],
      content,
      changes: [`order ${order.length}`],
    }));
}

/** A career request for someone's character, at any level, with any choice. */
export function careerCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc
    .tuple(
      fc.constantFrom(h.zed, h.ace, h.thug),
      fc.integer({ min: -1, max: 12 }),
      contents("careerApprove"),
    )
    .map(([actor, level, content]) => ({
      kind: "career",
      flags: {
        careerRequest: {
          actorUuid: actor.uuid,
          level,
          choice: { kind: "career", career: "x", skill: null },
          status: "pending",
        },
      },
      rolls: [],
      content,
      changes: [`${actor.name} level ${level}`],
    }));
}

/** A chase round card naming a chase and a round. */
export function chaseCard(): fc.Arbitrary<Forged> {
  return fc
    .tuple(fc.string({ maxLength: 20 }), fc.integer({ min: -1, max: 9 }))
    .map(([chaseId, round]) => ({
      kind: "chase",
      flags: { chaseRound: { chaseId, round } },
      rolls: [],
      content: "",
      changes: [`chase ${round}`],
    }));
}

/** Every kind, weighted toward the cards whose data the GM acts on. */
export function forgedCard(h: Hostile): fc.Arbitrary<Forged> {
  return fc.oneof(
    { weight: 4, arbitrary: damageCard(h) },
    { weight: 2, arbitrary: attackCard(h) },
    { weight: 2, arbitrary: checkCard(h) },
    { weight: 2, arbitrary: opposedCard(h) },
    { weight: 2, arbitrary: appliedCard(h) },
    { weight: 2, arbitrary: hazardCard(h) },
    { weight: 2, arbitrary: powerCard(h) },
    { weight: 1, arbitrary: daringCard(h) },
    { weight: 1, arbitrary: careerCard(h) },
    { weight: 1, arbitrary: chaseCard() },
  );
}
