// The combat tracker decoration (figures, action marker, dying check) and the prone reminder.
import { beforeEach, describe, expect, it } from "vitest";
import {
  d20System,
  makeActor,
  makeCombat,
  setupCombatWorld,
  worldsSystem,
} from "../../combat/world.js";
import { actAs } from "../../foundry/parts/users.js";

/** Just enough of a tracker row for the decorator: dataset, querySelector(All), insertAdjacentHTML. */
class FakeRow {
  inserted: string[] = [];
  removed = 0;
  clickToggle: (() => void) | null = null;
  constructor(public dataset: { combatantId?: string }) {}
  querySelector(selector: string) {
    if (selector === ".holocron-combat-figures" && this.inserted.length) {
      return { remove: () => (this.removed += 1) };
    }
    if (
      selector === "[data-holocron-toggle-action]" &&
      this.inserted.at(-1)?.includes(selector.slice(1, -1))
    ) {
      return {
        addEventListener: (_type: string, fn: (e: { stopPropagation(): void }) => void) => {
          this.clickToggle = () => fn({ stopPropagation: () => undefined });
        },
      };
    }
    return null;
  }
  /** The row's explaining numbers, which the breakdowns make one Tab stop: none are drawn here. */
  querySelectorAll(): HTMLElement[] {
    return [];
  }
  insertAdjacentHTML(_where: string, html: string) {
    this.inserted.push(html);
  }
  /** The breakdowns' delegates (hover, focus, click, Escape) and the row's click guard. */
  listened: string[] = [];
  addEventListener(type: string) {
    this.listened.push(type);
  }
}

function fakeTracker(ids: string[]) {
  const rows = ids.map((id) => new FakeRow({ combatantId: id }));
  const html = { querySelectorAll: () => rows } as unknown as HTMLElement; // the decorator only iterates rows
  return { rows, html };
}

beforeEach(async () => {
  await setupCombatWorld();
});

describe("renderCombatTracker decoration", () => {
  it("renders the figures partial into each row: DEX tie-breaker, STR damage, action marker", async () => {
    const { decorateTracker } =
      await import("../../../src/applications/combat/tracker-decoration.js");
    const a = makeActor("Amy", "m20Character", {
      ...d20System({ dex: 14 }),
      strDamage: { value: 2, max: 12 },
    });
    const b = makeActor("Bo", "m20Character", d20System({ dex: 12 }));
    const { combat, combatants } = makeCombat(
      [a, b],
      [{ initiative: 12, flags: { holocron: { actionRound: 1 } } }, { initiative: 12 }],
    );
    combat.setupTurns();
    await combat.startCombat(); // the action marker is per round: round 1 has begun
    const { rows, html } = fakeTracker([...combatants.map((c) => c.id!), "missing"]);
    expect(await decorateTracker(combat, html)).toBe(2);
    expect(rows[0]!.inserted[0]).toContain("HOLOCRON.Combat.Tracker.TieDex");
    expect(rows[0]!.inserted[0]).toContain("14");
    expect(rows[0]!.inserted[0]).toContain(
      "HOLOCRON.Combat.Tracker.StrDamage {&quot;value&quot;:2}",
    );
    expect(rows[0]!.inserted[0]).toContain("HOLOCRON.Combat.Tracker.ActionSpent");
    expect(rows[1]!.inserted[0]).toContain("HOLOCRON.Combat.Tracker.ActionReady");
    expect(rows[2]!.inserted).toEqual([]);
  });

  it("the owner's action marker is a button that toggles the flag", async () => {
    const { decorateTracker } =
      await import("../../../src/applications/combat/tracker-decoration.js");
    const { combat, combatants } = makeCombat(
      [makeActor("Amy", "m20Character", d20System({ dex: 14 }))],
      [{ initiative: 12, flags: { holocron: { actionRound: 1 } } }],
    );
    combat.setupTurns();
    await combat.startCombat();
    const { rows, html } = fakeTracker([combatants[0]!.id!]);
    await decorateTracker(combat, html);
    expect(rows[0]!.inserted[0]).toContain('aria-pressed="true"');
    expect(rows[0]!.clickToggle).not.toBeNull();
    rows[0]!.clickToggle!();
    await new Promise((r) => setTimeout(r, 0));
    expect(combatants[0]!.actionSpent).toBe(false);
  });

  it("Star Worlds rows show Speed", async () => {
    const { decorateTracker } =
      await import("../../../src/applications/combat/tracker-decoration.js");
    // Before initiative is set (once it is, the tracker's own number is the Speed: no second chip).
    const { combat, combatants } = makeCombat(
      [makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3 }))],
      [{ initiative: null }],
    );
    combat.setupTurns();
    const { rows, html } = fakeTracker([combatants[0]!.id!]);
    await decorateTracker(combat, html);
    expect(rows[0]!.inserted[0]).toMatch(/HOLOCRON\.Combat\.Tracker\.Speed\s+<strong>3<\/strong>/);
    // Speed is its breakdown's button, and the row listens for hover, focus, click and Escape.
    expect(rows[0]!.inserted[0]).toMatch(/data-breakdown="holocron-bd-[^"]+-speed"/);
    expect(rows[0]!.listened).toEqual(
      expect.arrayContaining(["pointerover", "focusin", "click", "keydown"]),
    );
  });
});

describe("prone reminder", () => {
  it("the owner of a prone combatant is reminded at its turn; others are not", async () => {
    const { proneReminder } =
      await import("../../../src/applications/combat/tracker-decoration.js");
    const actor = makeActor("Knight", "m20Character", d20System());
    await actor.toggleStatusEffect("prone", { active: true });
    const { combat } = makeCombat([actor], [{ initiative: 10 }]);
    combat.setupTurns();
    await combat.startCombat(); // a turn is someone's only once the combat has begun
    expect(proneReminder(combat)).toBe(true);
    // The stand-in records notices; Foundry's type does not expose them.
    const notices = (ui.notifications as unknown as { notices: { message: string }[] }).notices;
    expect(notices[0]!.message).toContain("HOLOCRON.Combat.Prone.Reminder");
    actAs("player1000000000");
    expect(proneReminder(combat)).toBe(false);
  });
});
