// A hazard on the map: a Holocron region behaviour configured as a fall (or spikes, poison, heat or
// cold, energy) opens the active GM's hazard tool preset for the tokens that entered; a player's
// client never opens it, and nothing is damaged until the GM rolls and applies the card.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers, dialogCalls, messages } from "../../foundry/parts/chat.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { REGION_EVENTS, StandInRegion, triggerRegionEvent } from "../../foundry/parts/regions.js";
import { StandInScene, placeToken } from "../../foundry/parts/scenes.js";
import { actAs } from "../../foundry/parts/users.js";
import { cardOf, lastMessage } from "../chat/click.js";
import { flush } from "../../combat/world.js";
import {
  hazardToolValues,
  type HazardRegionData,
} from "../../../src/applications/gm/hazard-region-model.js";
import type { StandInActor } from "../../foundry/parts/documents.js";

const [GM, P1] = ["gm00000000000000", "player1000000000"] as const;

let glue: Glue;
let region: StandInRegion;
let scene: StandInScene;

beforeEach(async () => {
  glue = await setupGlue("m20");
  (await import("../../../src/dice/register.js")).registerRolls();
  (await import("../../../src/hooks/chat.js")).registerChatHooks();
  (await import("../../../src/cards/kinds.js")).registerCardKinds();
  (await import("../../../src/applications/gm/hazard-region.js")).registerHazardRegion();
  messages.length = 0;
  dialogCalls.length = 0;
  scene = new StandInScene("Cliffs");
  region = new StandInRegion(scene.id);
  actAs(GM);
});

async function character(name: string) {
  return glue.createActor({
    name,
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: {
      stats: { str: 10, dex: 10, mnd: 10 },
      level: 3,
      hitDice: [6, 6, 6],
      health: { value: 20 },
    },
  });
}

/** The tokens enter, moved by Player One (every client hears it), then the tool's tick passes. */
async function enter(...actors: unknown[]) {
  const tokens = actors.map((a) => placeToken(scene, a as StandInActor));
  await Promise.all(
    tokens.map((token) =>
      triggerRegionEvent(region, REGION_EVENTS.TOKEN_ENTER, { token, movement: null }, P1),
    ),
  );
  for (let i = 0; i < 4; i++) await flush();
}

describe("the region behaviour's type", () => {
  it("registers its model and icon for the type system.json declares, named in TYPES", async () => {
    const { HAZARD_REGION_TYPE } = await import("../../../src/applications/gm/hazard-region.js");
    const config = glue.env.CONFIG.RegionBehavior as Record<string, Record<string, unknown>>;
    expect(HAZARD_REGION_TYPE).toBe("hazard");
    expect(config.dataModels?.hazard).toBeDefined();
    expect(config.typeIcons?.hazard).toBe("fa-solid fa-skull-crossbones");
    const { readFileSync } = await import("node:fs");
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as {
      TYPES: Record<string, Record<string, string>>;
    };
    expect(lang.TYPES.RegionBehavior?.hazard).toBe("Hazard (Holocron)");
    const system = JSON.parse(readFileSync("system.json", "utf8")) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(system.documentTypes.RegionBehavior ?? {})).toEqual(["hazard"]);
  });

  it("handles token entry by default, and refuses a kind or a formula it does not know", () => {
    const behavior = region.addBehavior("hazard", { kind: "falling", feet: 30 });
    expect([...behavior.system.events]).toEqual(["tokenEnter"]);
    expect(() => region.addBehavior("hazard", { kind: "lava" })).toThrow(/kind/);
    expect(() => region.addBehavior("hazard", { kind: "poison", formula: "lots" })).toThrow(
      /formula/,
    );
  });
});

describe("a token enters", () => {
  it("a 30 ft fall presets the hazard tool with 3d6 for the token that enters", async () => {
    region.addBehavior("hazard", { kind: "falling", feet: 30 });
    const kara = await character("Kara");
    // 3d6 = 2+3+4 = 9; the landing-lightly check: d20 1 (+0) against DC 30 fails.
    scriptedDice.push(2, 3, 4, 1);
    dialogAnswers.push({ button: "roll" });
    await enter(kara);
    // One tool, on the GM's client only (the event reached every client).
    expect(dialogCalls).toHaveLength(1);
    expect(String(dialogCalls[0]?.content)).toContain('value="30"');
    expect(String(dialogCalls[0]?.content)).toContain("Kara");
    const card = cardOf(lastMessage());
    expect(card).toMatchObject({ type: "hazard", hazard: "falling", formula: "3d6", feet: 30 });
    expect((card as { rows: { name: string; rolled: number }[] }).rows).toEqual([
      expect.objectContaining({ name: "Kara", rolled: 9 }),
    ]);
    // Rolled, not applied: only the GM's Apply on the card deals the damage.
    expect((sys(kara).health as { value: number }).value).toBe(20);
  });

  it("tokens that enter together get one tool; a party token is no creature", async () => {
    region.addBehavior("hazard", { kind: "heat" });
    const kara = await character("Kara");
    const tal = await character("Tal");
    const crew = await glue.createActor({ name: "Crew", type: "party" });
    dialogAnswers.push(() => "cancel");
    await enter(kara, tal, crew);
    expect(dialogCalls).toHaveLength(1);
    const content = String(dialogCalls[0]?.content);
    expect(content).toContain("Kara");
    expect(content).toContain("Tal");
    expect(content).not.toContain("Crew");
    expect(messages).toHaveLength(0);
  });

  it("a disabled behaviour, or one not listening for entry, opens nothing", async () => {
    const off = region.addBehavior("hazard", { kind: "falling", feet: 30 });
    off.disabled = true;
    region.addBehavior("hazard", { kind: "falling", feet: 30, events: [] });
    await enter(await character("Kara"));
    expect(dialogCalls).toHaveLength(0);
  });

  it("with no GM connected nothing opens on anyone's client", async () => {
    region.addBehavior("hazard", { kind: "falling", feet: 30 });
    const kara = await character("Kara");
    const users = glue.env.game.users as { get(id: string): { active: boolean } };
    users.get(GM).active = false;
    await enter(kara);
    expect(dialogCalls).toHaveLength(0);
  });
});

describe("the preset of each kind (pure)", () => {
  const base: HazardRegionData = {
    kind: "falling",
    feet: 30,
    formula: "2d6",
    save: "half",
    dc: 14,
  };
  it.each([
    ["falling", { kind: "falling", feet: 30, intoHazard: false }],
    ["spikes", { kind: "falling", feet: 30, intoHazard: true }],
    ["poison", { kind: "poison", formula: "2d6", poisonSave: "half", poisonDc: 14 }],
    ["heat", { kind: "exposure" }],
    ["cold", { kind: "exposure" }],
    ["energy", { kind: "damage", formula: "2d6", damageType: "energy", half: false }],
  ] as const)("%s", (kind, preset) => {
    expect(hazardToolValues({ ...base, kind })).toEqual(preset);
  });
});
