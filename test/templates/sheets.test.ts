// Every sheet template renders with the real handlebars package from contexts built by the sheets' own
// context code, for every actor type (empty, with 100 items, NPCs as mooks) and every item type.
import { describe, expect, it } from "vitest";
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import {
  buildItemContext,
  checkFormula,
} from "../../src/applications/sheets/context/item-context.js";
import {
  ACTOR_PART_TEMPLATES,
  ACTOR_PARTS,
  ITEM_PART_TEMPLATES,
} from "../../src/applications/sheets/context/parts.js";
import { actorTypeOf } from "../../src/applications/sheets/context/actor-context.js";
import type { SheetView } from "../../src/applications/sheets/context/types.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { actorCases, itemCases, sampleActor } from "./fixtures.js";
import { itemSchemaViews } from "./item-schemas.js";

const env = createTemplateEnv();
const schemaOf = await itemSchemaViews();

const VIEWS: { label: string; view: SheetView }[] = [
  { label: "play", view: { editable: true, editMode: false, enriched: "<p>Bio</p>" } },
  { label: "edit", view: { editable: true, editMode: true, enriched: "<p>Bio</p>" } },
  { label: "read-only", view: { editable: false, editMode: true, enriched: "<p>Bio</p>" } },
];

function renderActor(actor: ReturnType<typeof sampleActor>, view: SheetView): string {
  const context = buildActorContext(actor, view);
  return ACTOR_PARTS[actorTypeOf(actor)]
    .map((part) => env.render(ACTOR_PART_TEMPLATES[part], context))
    .join("\n");
}

function expectClean(html: string): void {
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  expect([...env.missing]).toEqual([]);
}

describe("actor sheet templates", () => {
  for (const { label, actor } of actorCases()) {
    for (const v of VIEWS) {
      it(`${label}, ${v.label}`, () => {
        const html = renderActor(actor, v.view);
        expectClean(html);
        expect(html).toContain(actor.name);
        const items = [...actor.items];
        for (const item of items.slice(0, 5)) expect(html).toContain(`data-item-id="${item.id}"`);
        if (items.length === 0) expect(html).toContain("holocron-list__empty");
      });
    }
  }

  it("every item of a 100-item actor appears once as a row", () => {
    const actor = sampleActor("m20Character", { items: 100 });
    const html = renderActor(actor, VIEWS[0]!.view);
    expect(html.match(/class="holocron-row draggable"/g)?.length).toBe(100);
  });

  it("every row has a labelled chevron that opens its description under it", () => {
    const actor = sampleActor("m20Character", { items: 12 });
    const html = renderActor(actor, VIEWS[0]!.view);
    for (const item of actor.items) {
      expect(html).toContain(
        `data-action="toggleSummary" data-item-id="${item.id}" aria-expanded="false" aria-controls="holocron-summary-${item.id}" aria-label="Show or hide the description: ${item.name}"`,
      );
    }
  });

  it.each(["m20Npc", "operaNpc"] as const)("%s: the mook toggle replaces the HP block", (type) => {
    const normal = renderActor(sampleActor(type), VIEWS[0]!.view);
    const mook = renderActor(sampleActor(type, { mook: true }), VIEWS[0]!.view);
    expect(normal).toContain('name="system.health.value"');
    expect(normal).not.toContain("holocron-health__mook");
    expect(mook).not.toContain('name="system.health.value"');
    expect(mook).toContain("holocron-health__mook");
    expect(mook).toContain(env.localize("HOLOCRON.Sheet.Health.MookNote"));
  });

  it("play mode rolls, edit mode edits", () => {
    const actor = sampleActor("m20Character", { items: 4 });
    const play = renderActor(actor, VIEWS[0]!.view);
    const edit = renderActor(actor, VIEWS[1]!.view);
    expect(play).toContain('data-action="rollStat"');
    expect(play).toContain('data-action="rollSkill"');
    expect(play).not.toContain('name="system.stats.str"');
    expect(edit).toContain('name="system.stats.str"');
    expect(edit).toContain('name="system.skills.physical"');
    expect(edit).toContain('data-action="deleteItem"');
  });

  it("shows each ruleset's health states, from the actor's statuses", () => {
    const m20 = renderActor(sampleActor("m20Character"), VIEWS[0]!.view);
    const opera = renderActor(sampleActor("operaNpc"), VIEWS[0]!.view);
    const worlds = renderActor(sampleActor("worldsCharacter"), VIEWS[0]!.view);
    expect(m20).toContain(env.localize("HOLOCRON.Health.StrDamage"));
    expect(m20).toContain(env.localize("HOLOCRON.Status.unconscious"));
    expect(m20).not.toContain("holocron-status-chip--active");
    expect(opera).toContain("holocron-status-chip--active");
    expect(opera).toContain(env.localize("HOLOCRON.Status.dying"));
    expect(opera).toContain("holocron-health--out");
    expect(worlds).toContain(env.localize("HOLOCRON.Health.Vitality"));
    expect(worlds).toContain(env.localize("HOLOCRON.Status.wounded"));
    expect(worlds).toContain("holocron-health--ok");
  });

  it("an unconscious m20 character and a Wounded Star Worlds character show their state", () => {
    const out = sampleActor("m20Character", { health: 0, statuses: ["unconscious"] });
    const context = buildActorContext(out, VIEWS[0]!.view);
    expect(context.health).toMatchObject({ level: "out", percent: 0, name: "system.health.value" });
    expect(context.health.states.find((s) => s.active)?.id).toBe("unconscious");
    const wounded = sampleActor("worldsCharacter", { statuses: ["wounded"] });
    const html = renderActor(wounded, VIEWS[0]!.view);
    expect(html).toContain("holocron-health--low");
    expect(html).toMatch(
      /class="holocron-status-chip holocron-status-chip--active" data-action="toggleStatus" data-status="wounded" aria-pressed="true"[^>]*>Wounded</,
    );
  });

  it("statuses are toggle chips for whoever may edit the actor, plain labels for the others", () => {
    const kara = sampleActor("m20Character", { statuses: ["prone"] });
    const owner = renderActor(kara, VIEWS[0]!.view);
    const chips = [
      ...owner.matchAll(/data-action="toggleStatus" data-status="(\w+)" aria-pressed="(\w+)"/g),
    ];
    expect(chips.map((m) => [m[1], m[2]])).toEqual([
      ["unconscious", "false"],
      ["dead", "false"],
      ["prone", "true"],
      ["battlemind", "false"],
    ]);
    const observer = renderActor(kara, { ...VIEWS[0]!.view, editable: false });
    expect(observer).not.toContain('data-action="toggleStatus"');
    expect(observer).toMatch(/holocron-status-chip--active">Prone</);
  });

  it("seed 003 line 3: a dying Space Opera character has the Dying check button; others not", () => {
    const dying = sampleActor("operaCharacter", { health: -3, statuses: ["unconscious", "dying"] });
    expect(renderActor(dying, VIEWS[0]!.view)).toContain('data-action="dyingCheck"');
    const well = renderActor(sampleActor("operaCharacter"), VIEWS[0]!.view);
    expect(well).not.toContain('data-action="dyingCheck"');
    const m20 = sampleActor("m20Character", { health: 0, statuses: ["unconscious"] });
    expect(renderActor(m20, VIEWS[0]!.view)).not.toContain('data-action="dyingCheck"');
  });

  it("edit mode makes STR damage and a Star Worlds NPC's max editable", () => {
    const m20 = buildActorContext(sampleActor("m20Character"), VIEWS[1]!.view).health;
    expect(m20.extras).toEqual([
      {
        label: "HOLOCRON.Health.StrDamage",
        value: "1",
        name: "system.strDamage.value",
        // The field's minimum; the maximum the STR score (src/data/ranges.ts, STR_DAMAGE_RANGE).
        min: 0,
        max: 14,
        editable: true,
      },
    ]);
    const play = buildActorContext(sampleActor("m20Character"), VIEWS[0]!.view).health;
    expect(play.extras[0]?.editable).toBe(false);
    const npc = buildActorContext(sampleActor("worldsNpc"), VIEWS[1]!.view).health;
    expect(npc.extras).toEqual([
      {
        label: "HOLOCRON.Sheet.Health.Max",
        value: "12",
        name: "system.health.max",
        // The field's bounds: a typed maximum is at least 1 (VITALITY_MAX_RANGE).
        min: 1,
        max: 999,
        editable: true,
      },
    ]);
    const pc = buildActorContext(sampleActor("worldsCharacter"), VIEWS[1]!.view).health;
    expect(pc.extras).toEqual([]);
  });

  it("the level and hit-die inputs take their ranges from the schema (level 1–20 or 1–10, a d6)", () => {
    const input = (html: string, name: string) =>
      html.match(new RegExp(`<input[^>]*${name}[^>]*>`))?.[0] ?? "";
    const m20 = renderActor(sampleActor("m20Character", { hitDice: [4] }), VIEWS[1]!.view);
    expect(input(m20, 'name="system.level"')).toMatch(/min="1" max="20"/);
    expect(input(m20, 'data-hit-die="0"')).toMatch(/min="1" max="6"/);
    const worlds = renderActor(sampleActor("worldsCharacter"), VIEWS[1]!.view);
    expect(input(worlds, 'name="system.level"')).toMatch(/min="1" max="10"/);
  });

  it("edit mode writes the class name to system.class.name and a Star Worlds NPC's damage as text", () => {
    for (const type of ["m20Character", "operaCharacter"] as const) {
      const html = renderActor(sampleActor(type), VIEWS[1]!.view);
      expect(html).toContain('name="system.class.name"');
      expect(html).not.toContain("system.className");
    }
    expect(renderActor(sampleActor("m20Npc"), VIEWS[1]!.view)).not.toContain("system.class.name");
    const npc = renderActor(sampleActor("worldsNpc"), VIEWS[1]!.view);
    expect(npc).toMatch(/<input type="text" name="system.damage" value="[^"]+"/);
  });

  it("Star Worlds shows careers, species, abilities with daily uses and levels waiting", () => {
    const html = renderActor(sampleActor("worldsCharacter", { items: 12 }), VIEWS[0]!.view);
    expect(html).toContain('data-tab="traits"');
    expect(html).toContain('data-action="useAbility"');
    expect(html).toContain(env.localize("HOLOCRON.Sheet.LevelsWaiting"));
    expect(html).toContain("Pilot");
  });
});

describe("weapon rows show the attack roll's bonus", () => {
  it("Star Worlds: the attribute the attack starts on (melee Menace, ranged Daring), not a word", () => {
    const pc = sampleActor("worldsCharacter", { items: 12 });
    const attrs = pc.system as { attributes: Record<string, number> };
    attrs.attributes.menace = 2;
    attrs.attributes.daring = -1;
    const weapons = [...pc.items].filter((i) => i.type === "weapon");
    (weapons[0]!.system as { kind: string }).kind = "melee";
    const html = renderActor(pc, VIEWS[0]!.view);
    expect(new Set(weapons.map((w) => (w.system as { kind: string }).kind))).toEqual(
      new Set(["melee", "ranged"]),
    );
    for (const weapon of weapons) {
      const melee = (weapon.system as { kind: string }).kind === "melee";
      const button = html.match(
        new RegExp(`data-action="rollAttack" data-item-id="${weapon.id}"[^>]*>([^<]*)<`),
      );
      expect(button?.[1]?.trim(), weapon.name).toBe(melee ? "+2" : "−1");
    }
    expect(html).not.toMatch(/data-action="rollAttack"[^>]*>\s*Attack\s*</);
  });

  it("m20 and Space Opera keep their derived attack bonus", () => {
    for (const type of ["m20Character", "operaCharacter"] as const) {
      const html = renderActor(sampleActor(type, { items: 6 }), VIEWS[0]!.view);
      const texts = [...html.matchAll(/data-action="rollAttack"[^>]*>([^<]*)</g)].map((m) =>
        m[1]!.trim(),
      );
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toMatch(/^[+−]\d+$/);
    }
  });
});

describe("rest, recovery and Star Worlds play controls", () => {
  const gm: SheetView = { ...VIEWS[0]!.view, gm: true };

  it.each([
    ["m20Character", ["hour", "hourMedical", "secondWind"]],
    ["operaCharacter", ["hour", "hourMedical", "heroism"]],
    ["worldsCharacter", ["night", "week", "bacta"]],
  ] as const)("%s offers exactly its ruleset's recovery kinds", (type, kinds) => {
    const html = renderActor(sampleActor(type), VIEWS[0]!.view);
    const offered = [...html.matchAll(/data-action="recover" data-kind="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(offered).toEqual(kinds);
    for (const kind of kinds) {
      expect(html).toContain(env.localize(`HOLOCRON.Sheet.Recovery.Kind.${kind}`));
    }
    expect(html).toContain("Rest &amp; recovery");
    // One menu in the header's title row holds every recovery (the header stays compact, ux.md).
    const header = env.render(
      ACTOR_PART_TEMPLATES.header,
      buildActorContext(sampleActor(type), gm),
    );
    const title = header.slice(
      header.indexOf("holocron-header__title"),
      header.indexOf("holocron-header__meta"),
    );
    expect(title.match(/<details class="holocron-menu holocron-recovery">/g)).toHaveLength(1);
    const menu = title.slice(title.indexOf("<details"), title.indexOf("</details>"));
    expect(menu.match(/data-action="recover"/g)).toHaveLength(kinds.length);
    expect(header.slice(header.indexOf("</details>"))).not.toContain('data-action="recover"');
  });

  it("m20 shows the second wind chip, used or ready; only a GM sees New session", () => {
    const ready = renderActor(sampleActor("m20Character"), VIEWS[0]!.view);
    expect(ready).toMatch(/holocron-second-wind--ready">Second wind ● ready/);
    expect(ready).not.toContain('data-action="newSession"');
    const used = sampleActor("m20Character");
    (used.system as { secondWindUsed: boolean }).secondWindUsed = true;
    const html = renderActor(used, gm);
    expect(html).toMatch(/holocron-second-wind">Second wind ○ used/);
    expect(html).toContain('data-action="newSession"');
    // The GM's reset is an item of the menu, after the recoveries: no button of its own on the sheet.
    const menu = html.slice(html.indexOf("<details"), html.indexOf("</details>"));
    expect(menu).toContain(
      'class="holocron-menu__gm"><button type="button" class="holocron-menu__item" data-action="newSession"',
    );
    expect(renderActor(sampleActor("worldsCharacter"), gm)).not.toContain("Second wind");
  });

  it("read-only viewers see the chip but no recovery buttons", () => {
    const readOnly = renderActor(sampleActor("m20Character"), VIEWS[2]!.view);
    expect(readOnly).toContain("holocron-second-wind");
    expect(readOnly).not.toContain('data-action="recover"');
  });

  it.each([
    ["m20Npc", ["hour", "hourMedical"]],
    ["operaNpc", ["hour", "hourMedical"]],
    ["worldsNpc", ["night", "week", "bacta"]],
  ] as const)(
    "seed 000/003 line 5: a %s heals like a character, without a PC's pools",
    (type, kinds) => {
      const npc = sampleActor(type);
      (npc.system as { mook?: boolean }).mook = false;
      const html = renderActor(npc, gm);
      const offered = [...html.matchAll(/data-action="recover" data-kind="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(offered).toEqual(kinds);
      expect(html).not.toContain("holocron-second-wind");
      expect(html).not.toContain('data-action="newSession"');
      if (type !== "worldsNpc") {
        (npc.system as { mook?: boolean }).mook = true;
        expect(renderActor(npc, gm)).not.toContain("holocron-recovery");
      }
    },
  );

  it("Star Worlds: Take level when levels wait, Recharge on a used ability, NPC damage rolls", () => {
    const pc = sampleActor("worldsCharacter", { items: 12 });
    const context = buildActorContext(pc, VIEWS[0]!.view);
    const html = renderActor(pc, VIEWS[0]!.view);
    expect(context.levelsWaiting).toBeGreaterThan(0);
    expect(html).toContain('data-action="takeLevel"');
    const used = context.abilities.filter((a) => a.rechargeable).length;
    expect(used).toBeGreaterThan(0);
    expect(html.match(/data-action="rechargeAbility"/g)?.length).toBe(used);
    expect(renderActor(pc, VIEWS[2]!.view)).not.toMatch(
      /data-action="(takeLevel|rechargeAbility)"/,
    );
    const npc = renderActor(sampleActor("worldsNpc"), VIEWS[0]!.view);
    // Star Worlds rolls 2d6: its buttons show the pair of dice, not the d20 they showed before.
    expect(npc).toMatch(
      /<button[^>]*data-action="rollNpcDamage"[^>]*>[^<]+<i class="fa-solid fa-dice holocron-die"/,
    );
    expect(renderActor(sampleActor("worldsNpc"), VIEWS[1]!.view)).not.toContain("rollNpcDamage");
  });
});

describe("rollables look rollable", () => {
  const play = VIEWS[0]!.view;
  const buttons = (html: string, action: string) =>
    [
      ...html.matchAll(
        new RegExp(`<button[^>]*data-action="${action}"[^>]*>[\\s\\S]*?</button>`, "g"),
      ),
    ].map((m) => m[0]);

  it("a skill's total is a button too, with a die cue and the shift-click hint", () => {
    const html = renderActor(sampleActor("m20Character", { items: 3 }), play);
    const totals = buttons(html, "rollSkill").filter((b) => b.includes("holocron-skill__total"));
    expect(totals.length).toBeGreaterThan(3);
    for (const b of totals) {
      expect(b).toContain("fa-dice-d20");
      expect(b).toContain('data-tooltip="Click to roll · Shift-click skips the dialog"');
      expect(b).toMatch(/<strong>[+-−]?\d+<\/strong>/);
    }
  });

  it.each(["rollStat", "rollSkill", "rollAttack", "rollDamage", "rollInitiative"])(
    "every %s button carries the die cue and the hint",
    (action) => {
      const html = renderActor(sampleActor("m20Character", { items: 14 }), play);
      const found = buttons(html, action);
      expect(found.length).toBeGreaterThan(0);
      for (const b of found) {
        expect(b).toContain("holocron-rollable");
        // a skill row's die sits on its total, beside the name button
        if (!b.includes("holocron-skill__roll")) expect(b).toContain("fa-dice-d20");
        expect(b).toContain("Shift-click skips the dialog");
      }
    },
  );

  it("Star Worlds roll buttons show 2d6's pair of dice, never a d20", () => {
    for (const type of ["worldsCharacter", "worldsNpc"] as const) {
      const html = renderActor(sampleActor(type, { items: 14 }), play);
      const dice = [...html.matchAll(/<i class="([^"]*) holocron-die"/g)].map((m) => m[1]);
      expect(dice.length, type).toBeGreaterThan(0);
      expect(new Set(dice), type).toEqual(new Set(["fa-solid fa-dice"]));
      expect(html, type).not.toContain("fa-dice-d20");
    }
  });

  it("'Init +1' is the initiative roll; no separate Roll initiative button", () => {
    for (const type of ["m20Character", "operaNpc", "worldsCharacter"] as const) {
      const html = renderActor(sampleActor(type, { items: 3 }), play);
      const init = buttons(html, "rollInitiative");
      expect(init).toHaveLength(1);
      expect(init[0]).toMatch(
        /holocron-chip__label">(Init|Speed)<\/span> <strong>[+-]?\d+<\/strong>/,
      );
      expect(html).not.toContain(">Roll initiative<");
    }
  });

  it("tabs are buttons in a tablist (Tab reaches them; Enter and Space switch)", () => {
    const html = renderActor(sampleActor("m20Character", { items: 3 }), play);
    expect(html).toContain('role="tablist"');
    const tabs = [...html.matchAll(/<(\w+) [^>]*role="tab"/g)].map((m) => m[1]);
    expect(tabs.length).toBeGreaterThan(3);
    expect(new Set(tabs)).toEqual(new Set(["button"]));
  });
});

describe("item sheet templates", () => {
  for (const { label, item } of itemCases()) {
    for (const v of VIEWS) {
      it(`${label}, ${v.label}`, () => {
        const context = buildItemContext(item, v.view, schemaOf(item.type));
        const html = Object.values(ITEM_PART_TEMPLATES)
          .map((t) => env.render(t, context))
          .join("\n");
        expectClean(html);
        expect(html).toContain(item.name);
      });
    }
  }

  it("the weapon's damage input is validated and carries its error message", () => {
    const item = itemCases().find((c) => c.item.type === "weapon")!.item;
    const html = env.render(
      ITEM_PART_TEMPLATES.details,
      buildItemContext(item, VIEWS[0]!.view, schemaOf("weapon")),
    );
    expect(html).toContain('data-validate="formula"');
    expect(html).toContain('data-error-for="system.damage"');
  });

  it("armor shows its ruleset's fields only: AC bonus in m20 and Space Opera, Armor and Speed in Star Worlds", () => {
    const armor = itemCases().find((c) => c.item.type === "armor")!.item;
    const shown = (ruleset: "m20" | "spaceOpera" | "starWorlds") =>
      buildItemContext(armor, VIEWS[1]!.view, schemaOf("armor", ruleset)).fields.map((f) => f.id);
    expect(shown("m20")).toEqual(["acBonus", "equipped", "deflects"]);
    expect(shown("spaceOpera")).toEqual(["acBonus", "equipped", "deflects"]);
    expect(shown("starWorlds")).toEqual(["armor", "speed", "equipped", "deflects"]);
  });

  it("each field's input comes from its schema field: ranges, choices, checkboxes", () => {
    const weapon = itemCases().find((c) => c.item.type === "weapon")!.item;
    const fields = buildItemContext(weapon, VIEWS[1]!.view, schemaOf("weapon")).fields;
    const byId = Object.fromEntries(fields.map((f) => [f.id, f]));
    expect(fields.map((f) => f.id)).toEqual([
      "damage",
      "kind",
      "damageType",
      "attackBonus",
      "equipped",
      "deflects",
    ]);
    expect(byId.damage?.input).toBe("formula");
    expect(byId.kind?.options?.map((o) => o.value)).toEqual(["melee", "ranged", "thrown"]);
    expect(byId.attackBonus).toMatchObject({ input: "number", min: -20, max: 20 });
    expect(byId.equipped?.input).toBe("checkbox");
  });

  it.each([
    ["2d8+2", true],
    ["1d20-1", true],
    ["", false],
    ["2d", false],
    ["fireball", false],
    ["2d0", false],
  ])("checkFormula(%j) ok=%s", (formula, ok) => {
    expect(checkFormula(formula).ok).toBe(ok);
  });
});

describe("a power's Use button says why it cannot be used", () => {
  const usable = (html: string) => html.match(/data-action="usePower"/g)?.length ?? 0;

  it.each([
    ["m20Npc", "Only Knights can use Force powers"],
    ["operaNpc", "Only psions can use psionic powers"],
  ] as const)(
    "%s who is not a Knight / psion: disabled, with the reason as tooltip",
    (type, reason) => {
      const html = renderActor(sampleActor(type, { items: 12 }), VIEWS[0]!.view);
      expect(html).toContain("holocron-blocked");
      expect(html).toContain(`data-tooltip="${reason}`);
      expect(usable(html)).toBe(0);
    },
  );

  it("a Knight's and a psion's powers are usable; a droid is told it has no Force rank", () => {
    for (const type of ["m20Character", "operaCharacter"] as const) {
      const html = renderActor(sampleActor(type, { items: 12 }), VIEWS[0]!.view);
      expect(usable(html)).toBeGreaterThan(0);
      expect(html).not.toContain("holocron-blocked");
    }
    const droid = sampleActor("m20Character", { items: 12 });
    (droid.system as { force: { blocked: string | null } }).force.blocked = "droid";
    expect(renderActor(droid, VIEWS[0]!.view)).toContain("Droids have no Force rank");
  });

  it("Space Opera's class flag reads Psion, m20's Knight", () => {
    const opera = renderActor(sampleActor("operaCharacter"), VIEWS[1]!.view);
    expect(opera).toContain(">Psion<");
    expect(opera).not.toContain(">Knight<");
    expect(renderActor(sampleActor("m20Character"), VIEWS[1]!.view)).toContain(">Knight<");
  });
});
