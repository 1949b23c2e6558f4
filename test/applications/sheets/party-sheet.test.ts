// The party actor and its sheet against the stand-in: members by drag and drop (GM only), a deleted
// member shown as missing and removable, every member read by its own ruleset (a mixed party), and
// the code that assumes a ruleset skipping or refusing the party cleanly.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

const [GM, P1] = ["gm00000000000000", "player1000000000"] as const;

let glue: Glue;
let kara: HolocronActor, vex: HolocronActor, ace: HolocronActor;

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);
const drag = (doc: { uuid: string }) => JSON.stringify({ type: "Actor", uuid: doc.uuid });

beforeEach(async () => {
  glue = await setupGlue("m20");
  actAs(GM);
  kara = await glue.createActor({ name: "Kara", type: "m20Character" });
  vex = await glue.createActor({
    name: "Vex",
    type: "operaCharacter",
    system: { heroism: { value: 2, max: 3 } },
  });
  ace = await glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    system: { heroPoints: { value: 3, spent: 0 } },
  });
});

async function party(members: { uuid: string }[] = []): Promise<HolocronActor> {
  return glue.createActor({
    name: "The Crew",
    type: "party",
    ownership: { default: 2 },
    system: { members: members.map((m) => m.uuid) },
  });
}

const members = (p: HolocronActor) => sys(p).members as string[];

describe("the party actor", () => {
  it("is made with no bars, no health and no ruleset; asking its ruleset is refused by name", async () => {
    const p = await party();
    expect(members(p)).toEqual([]);
    expect(p.getRollData()).not.toHaveProperty("str");
    const { rulesetOf } = await import("../../../src/rulesets/index.js");
    expect(() => rulesetOf(p)).toThrow('Holocron has no ruleset for actor type "party"');
  });

  it("players see it as observers unless its data says otherwise", async () => {
    const made = await glue.createActor({ name: "Crew", type: "party" });
    expect(made.ownership.default).toBe(2);
    const secret = await glue.createActor({
      name: "Cabal",
      type: "party",
      ownership: { default: 0 },
    });
    expect(secret.ownership.default).toBe(0);
  });

  it("a combat refuses its combatant with a warning; its members fight", async () => {
    const p = await party([kara]);
    const { createCombat } = await import("../../foundry/parts/combat.js");
    const { registerCombat } = await import("../../../src/documents/register-combat.js");
    registerCombat();
    const combat = createCombat();
    const made = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: p.id },
      { actorId: kara.id },
    ]);
    expect(made.map((c) => c.actor.name)).toEqual(["Kara"]);
    expect(notices().at(-1)).toBe("HOLOCRON.Party.Error.NoCombat");
  });

  it("combat and the encounter odds skip it", async () => {
    const p = await party([kara]);
    const { initiativeRulesOf, isActorOut } =
      await import("../../../src/documents/combat-facts.js");
    expect(initiativeRulesOf(p)).toBeNull();
    expect(isActorOut(p)).toBe(false);
    const { TRACKABLE_ATTRIBUTES } = await import("../../../src/data/trackable.js");
    expect(TRACKABLE_ATTRIBUTES.party).toEqual({ bar: [], value: [] });
  });

  it("an update of its members moves no health and writes no ledger state", async () => {
    const p = await party();
    await p.update({ "system.members": [kara.uuid] } as never);
    expect(members(p)).toEqual([kara.uuid]);
  });
});

describe("members by drag and drop", () => {
  it("the GM drops actors of any ruleset; a repeat, a non-actor and a party are refused", async () => {
    const { dropOnParty, droppedActorUuid } =
      await import("../../../src/applications/sheets/party-actions.js");
    const p = await party();
    expect(await dropOnParty(p, drag(kara))).toBe(true);
    expect(await dropOnParty(p, drag(vex))).toBe(true);
    expect(await dropOnParty(p, drag(ace))).toBe(true);
    expect(members(p)).toEqual([kara.uuid, vex.uuid, ace.uuid]);
    expect(await dropOnParty(p, drag(kara))).toBe(false);
    expect(notices().at(-1)).toBe("HOLOCRON.Party.Error.Already");
    expect(await dropOnParty(p, drag(p))).toBe(false);
    expect(notices().at(-1)).toBe("HOLOCRON.Party.Error.NotMember");
    expect(await dropOnParty(p, JSON.stringify({ type: "Item", uuid: "Item.x" }))).toBe(false);
    expect(droppedActorUuid("not json")).toBeNull();
    expect(members(p)).toHaveLength(3);
  });

  it("a player's drop changes nothing", async () => {
    const { dropOnParty } = await import("../../../src/applications/sheets/party-actions.js");
    const p = await party();
    actAs(P1);
    expect(await dropOnParty(p, drag(kara))).toBe(false);
    expect(notices().at(-1)).toBe("HOLOCRON.Party.Error.GmOnly");
    expect(members(p)).toEqual([]);
  });
});

describe("the sheet's view", () => {
  async function view(p: HolocronActor) {
    const { memberSources } = await import("../../../src/applications/sheets/party-sheet.js");
    const { partyContext } =
      await import("../../../src/applications/sheets/context/party-context.js");
    return partyContext(memberSources(p), { gm: true, editable: true, awardable: true });
  }

  it("a mixed party: each member's health, conditions and pools by its own ruleset", async () => {
    await kara.update({ "system.health.value": 3 } as never);
    await kara.toggleStatusEffect("prone", { active: true });
    const v = await view(await party([kara, vex, ace]));
    const rows = v.members.map((r) => (r.missing ? null : r));
    expect(rows.map((r) => r?.ruleset)).toEqual([
      "HOLOCRON.Ruleset.m20",
      "HOLOCRON.Ruleset.spaceOpera",
      "HOLOCRON.Ruleset.starWorlds",
    ]);
    expect(rows[0]?.health.value).toBe(3);
    expect(rows[0]?.conditions.map((c) => c.id)).toContain("prone");
    expect(rows[1]?.resources.at(-1)).toEqual({
      label: "HOLOCRON.Sheet.Resource.Heroism",
      value: 2,
      max: 3,
    });
    expect(rows[2]?.resources.at(-1)).toEqual({
      label: "HOLOCRON.Sheet.Resource.HeroPoints",
      value: 3,
      max: 12,
    });
    expect(rows[2]?.health.label).not.toBe(rows[0]?.health.label);
  });

  it("a deleted member shows as missing, never throws, and the GM removes it", async () => {
    const p = await party([kara, vex]);
    await vex.delete();
    const v = await view(p);
    expect(v.members.map((r) => r.missing)).toEqual([false, true]);
    expect(v.missing).toBe(1);
    const { PARTY_ACTION_HANDLERS } =
      await import("../../../src/applications/sheets/party-actions.js");
    const el = { dataset: { memberUuid: vex.uuid }, closest: () => el };
    await PARTY_ACTION_HANDLERS.openMember.call(
      { document: p },
      {} as PointerEvent,
      el as unknown as HTMLElement,
    );
    expect(notices().at(-1)).toBe("HOLOCRON.Party.Error.Missing");
    await PARTY_ACTION_HANDLERS.removeMember.call(
      { document: p },
      {} as PointerEvent,
      el as unknown as HTMLElement,
    );
    expect(members(p)).toEqual([kara.uuid]);
  });

  it("players see it as observers: no controls to manage or award", async () => {
    const { partyContext } =
      await import("../../../src/applications/sheets/context/party-context.js");
    const v = partyContext([], { gm: false, editable: false, awardable: true });
    expect([v.manage, v.award, v.empty]).toEqual([false, false, true]);
  });
});
