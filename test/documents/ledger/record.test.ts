// The ledger records every change to an actor's play state on the active GM's client: who made
// it (Foundry's author, whatever a player's options claim), why (the request, the card, a hand
// edit and where), and each field before → after. Players cannot alter a row.
import { describe, expect, it } from "vitest";
import { withLedgerTable, rowsOf, settle, brief, fiveThugs, applyThree } from "./world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { journalWrites } from "../../foundry/parts/journal.js";
import { batchRequests } from "../../foundry/parts/batch.js";
import { setGeneration } from "../../foundry/parts/release.js";
import { registeredKinds } from "../../../src/authority/index.js";
import { causeKindOf } from "../../../src/documents/ledger/play-state.js";
import { ledgerJournal, ledgerPages } from "../../../src/documents/ledger/home.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

let t: Table;
withLedgerTable((table) => (t = table));

describe("the cause of each request kind", () => {
  it("is pinned for every registered kind", () => {
    const table = Object.fromEntries(registeredKinds().map((kind) => [kind, causeKindOf(kind)]));
    expect(table).toEqual({
      "actor.condition": "request",
      "actor.dyingCheck": "request",
      "actor.health": "request",
      "actor.recover": "rest",
      "attack.deflect": "power",
      "card.apply": "card",
      "card.checkRoll": "card",
      "card.evade": "card",
      "card.heal": "card",
      "card.heroDie": "card",
      "card.opposedReroll": "card",
      "card.resist": "card",
      "card.undo": "revert",
      "chase.heroReroll": "request",
      "chase.roll": "request",
      "combat.daringReroll": "request",
      heroGift: "request",
      "party.award": "request",
      "power.negate": "power",
      "power.resist": "power",
      "ledger.revert": "revert",
      "power.use": "power",
      "rest.advance": "rest",
    });
    expect(causeKindOf("actor.recover", { kind: "secondWind" })).toBe("request");
  });
});

describe("a player's hand edits", () => {
  it("Hero Points, level and Vitality typed on the sheet are rows with their name", async () => {
    actAs(P1);
    await t.ace.update(
      { "system.heroPoints.value": 12 } as never,
      { holocronCause: { kind: "sheet" } } as never,
    );
    await t.ace.update({ "system.level": 10 } as never);
    await t.ace.update({ "system.health.value": 999 } as never);
    await settle();
    const rows = await rowsOf(t.ace);
    expect(rows.map(brief)).toEqual([
      {
        who: "Player One",
        cause: "sheet",
        changes: expect.arrayContaining(["heroPoints.value 3→12", "level 1→10"]),
      },
    ]);
    expect(rows[0]?.userId).toBe(P1);
  });
});

describe("the GM's requests", () => {
  it("an Apply on a card is one row per target naming the card, its request and the sender", async () => {
    const { ask } = await import("../../../src/authority/index.js");
    const { applyCard } = await import("../../../src/applications/chat/apply-requests.js");
    const payload = {
      messageId: t.damage.id!,
      mode: "damage" as const,
      to: "targets" as const,
      actorUuids: [t.thug.uuid, t.ace.uuid],
    };
    await ask(applyCard, payload);
    const [thug] = await rowsOf(t.thug);
    expect(brief(thug!)).toEqual({
      who: "Gamemaster",
      cause: "card",
      request: "card.apply",
      changes: ["health.value 20→12"],
    });
    expect(thug?.cause.messageId).toBe(t.damage.id);
    const [ace] = await rowsOf(t.ace);
    expect(brief(ace!)).toMatchObject({ cause: "card", request: "card.apply" });
  });

  it("a player's request carried out by the GM names the player, not the GM", async () => {
    const { heroGift } = await import("../../../src/applications/sheets/give-hero-points.js");
    const { execute } = await import("../../../src/authority/channel.js");
    await execute(
      heroGift.name,
      { fromUuid: t.ace.uuid, toUuid: t.zed.uuid },
      {
        id: P1,
        name: "Player One",
        isGM: false,
      },
    );
    expect((await rowsOf(t.zed)).map(brief)).toEqual([
      {
        who: "Player One",
        cause: "request",
        request: "heroGift",
        changes: ["heroPoints.value 2→3"],
      },
    ]);
  });
});

describe("where a hand edit came from", () => {
  it("a player's claim of a card or a revert is recorded as a hand edit", async () => {
    actAs(P1);
    await t.ace.update(
      { "system.heroPoints.value": 5 } as never,
      {
        holocronCause: { kind: "card", messageId: t.damage.id },
      } as never,
    );
    await settle();
    const [row] = await rowsOf(t.ace);
    expect(row?.cause).toEqual({ kind: "hand" });
    expect(row?.userName).toBe("Player One");
  });

  it("the token bar and the token HUD are named", async () => {
    actAs(P1);
    await t.ace.modifyTokenAttribute("health", -2, true, true);
    await settle();
    actAs(P1);
    await t.ace.toggleStatusEffect("prone");
    await settle();
    expect((await rowsOf(t.ace)).map(brief)).toEqual([
      { who: "Player One", cause: "hud", changes: ["status:prone false→true"] },
      { who: "Player One", cause: "tokenBar", changes: [expect.stringMatching(/^health.value/)] },
    ]);
  });
});

describe("players cannot alter the ledger", () => {
  it("a player's write, edit or deletion of rows and pages changes nothing", async () => {
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 1 } as never);
    await settle();
    const journal = ledgerJournal()!;
    const before = JSON.stringify([...journal.pages].map((p) => p.toObject()));
    actAs(P1);
    const page = ledgerPages(t.ace.uuid)[0]!;
    const [row] = await rowsOf(t.ace);
    const attempts = [
      () => page.update({ [`flags.holocron.rows.${row!.id}.changes`]: [] }),
      () => page.update({ [`flags.holocron.rows.-=${row!.id}`]: null }),
      () => page.update({ ["flags.holocron.rows.forged" as string]: { ...row, id: "forged" } }),
      () => page.delete(),
      () => journal.createEmbeddedDocuments("JournalEntryPage", [{ name: "forged" }]),
      () => journal.update({ name: "mine" }),
      () => journal.delete(),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(/permission/);
    actAs(GM);
    expect(JSON.stringify([...ledgerJournal()!.pages].map((p) => p.toObject()))).toBe(before);
    // The owner reads its own actor's page, and only that one.
    actAs(P1);
    const actorOf = (p: { flags: unknown }) => p.flags as { holocron: { ledgerActor: string } };
    expect(ledgerPages().map((p) => actorOf(p).holocron.ledgerActor)).toEqual([t.ace.uuid]);
  });
});

describe("write counts", () => {
  it("a player's hand edit and the statuses it implies: one batched GM write", async () => {
    await settle();
    const start = journalWrites.length;
    actAs(P1);
    await t.ace.update({ "system.health.value": 0 } as never);
    await t.ace.update({ "system.heroPoints.value": 0 } as never);
    await settle();
    expect(journalWrites.slice(start)).toEqual([{ what: "updatePages", user: GM, count: 1 }]);
    expect((await rowsOf(t.ace)).map(brief)).toEqual([
      {
        who: "Player One",
        cause: "hand",
        changes: expect.arrayContaining(["health.value 12→0", "heroPoints.value 3→0"]),
      },
    ]);
  });

  /** Five thugs and an Apply of a fresh 3-damage card to them all, by the GM. */
  async function fiveThugsApplied() {
    const targets = await fiveThugs(t);
    return { targets, apply: () => applyThree(targets) };
  }

  it("a GM Apply to five targets: its rows in one page write (one creation the first time)", async () => {
    const { targets, apply } = await fiveThugsApplied();
    const start = journalWrites.length;
    await apply();
    await apply();
    // The actors' own writes are the one writer's (test/hooks/one-writer.test.ts); the ledger adds
    // one write per Apply: the five pages made with their rows, then one update of all five.
    expect(journalWrites.slice(start)).toEqual([
      { what: "createPages", user: GM, count: 5 },
      { what: "updatePages", user: GM, count: 5 },
    ]);
    for (const target of targets) expect(await rowsOf(target)).toHaveLength(2);
  });

  it("V14: a GM Apply's rows go in the applied card's batch; with no home, it is made first", async () => {
    setGeneration(14);
    const { targets, apply } = await fiveThugsApplied();
    // A world whose ledger journal is gone: the home is made and named in its GM-only setting
    // before any page goes in it (a journal made inside the batch could not be named first), so
    // that Apply's card is posted alone and its rows are written alone; the next rides the batch.
    await ledgerJournal()?.delete();
    const [start, batches] = [journalWrites.length, batchRequests.length];
    await apply();
    await apply();
    expect(journalWrites.slice(start)).toEqual([
      { what: "createJournalEntry", user: GM, count: 1 },
      { what: "createPages", user: GM, count: 5 },
    ]);
    expect(batchRequests.slice(batches)).toEqual([
      { user: GM, operations: ["create ChatMessage ×1", "update JournalEntryPage ×5"] },
    ]);
    for (const target of targets) expect(await rowsOf(target)).toHaveLength(2);
  });
});

describe("the causes the system's own tools name", () => {
  it("a GM tool, a level taken, an exposure count, a rest; a player cannot claim a GM tool", async () => {
    const { causeOptions } = await import("../../../src/documents/ledger/play-state.js");
    await t.zed.update({ "system.heroPoints.value": 4 } as never, causeOptions("gmTool") as never);
    await t.zed.update(
      { flags: { holocron: { exposureChecks: 2 } } } as never,
      causeOptions("gmTool") as never,
    );
    await settle();
    actAs(P1);
    await t.ace.update({ "system.level": 2 } as never, causeOptions("levelUp") as never);
    await settle();
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 9 } as never, causeOptions("gmTool") as never);
    await settle();
    await t.ace.update({ "system.health.value": 5 } as never);
    await t.ace.recover("night");
    expect((await rowsOf(t.zed)).map(brief)).toEqual([
      {
        who: "Gamemaster",
        cause: "gmTool",
        changes: ["heroPoints.value 2→4", "flags.exposureChecks null→2"],
      },
    ]);
    expect((await rowsOf(t.ace)).map((r) => [r.userName, r.cause.kind])).toEqual([
      ["Gamemaster", "rest"],
      ["Gamemaster", "hand"],
      ["Player One", "hand"],
      // A level a player's own client claims to have taken is what the GM's client saw: their sheet edit.
      ["Player One", "sheet"],
    ]);
  });
});

describe("the rule each row names", () => {
  it("a natural 20's Apply, damage past 0 HP, a night's rest: each row its rule", async () => {
    const { ask } = await import("../../../src/authority/index.js");
    const { applyCard } = await import("../../../src/applications/chat/apply-requests.js");
    const { postDamageCard } = await import("../../applications/chat/fixtures.js");
    const apply = async (total: number, critical: boolean) => {
      const card = await postDamageCard({
        total,
        critical,
        targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
      });
      await ask(applyCard, {
        messageId: card.id!,
        mode: "damage",
        to: "targets",
        actorUuids: [t.thug.uuid],
      });
    };
    await apply(6, true);
    await apply(6, false);
    await apply(12, false);
    await t.ace.update({ "system.health.value": 3 } as never);
    await settle();
    await t.ace.recover("night");
    expect((await rowsOf(t.thug)).map((r) => [r.changes.map((c) => c.field), r.rule])).toEqual([
      [["health.value", "strDamage.value", "status:unconscious"], "HOLOCRON.Ledger.Rule.StrDamage"],
      [["health.value"], undefined],
      [["health.value"], "HOLOCRON.Ledger.Rule.Critical"],
    ]);
    expect((await rowsOf(t.ace)).map((r) => [r.cause.kind, r.rule])).toEqual([
      ["rest", "HOLOCRON.Ledger.Rule.WorldsNight"],
      ["hand", undefined],
    ]);
  });

  it("a player's claim of a rule in a write's options is not believed", async () => {
    actAs(P1);
    await t.ace.update(
      { "system.heroPoints.value": 1 } as never,
      { holocronRule: "HOLOCRON.Ledger.Rule.Critical" } as never,
    );
    await settle();
    expect((await rowsOf(t.ace)).map((r) => r.rule)).toEqual([undefined]);
  });
});

describe("an enricher's cards", () => {
  async function enricherCard(over: Record<string, unknown>, author = GM) {
    const { postDamageCard } = await import("../../applications/chat/fixtures.js");
    actAs(author);
    const card = await postDamageCard({
      title: "HOLOCRON.Enricher.Title.Damage",
      titleData: { formula: "made up by its author" },
      formula: "2d6",
      damageType: "energy",
      total: 5,
      targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
      ...over,
    });
    actAs(GM);
    return card;
  }
  async function applyOn(card: { id: string | null }, mode: "damage" | "heal" = "damage") {
    const { ask } = await import("../../../src/authority/index.js");
    const { applyCard } = await import("../../../src/applications/chat/apply-requests.js");
    const { healFromCard } = await import("../../../src/cards/heal/actions.js");
    const payload = { messageId: card.id!, to: "targets" as const, actorUuids: [t.thug.uuid] };
    // A heal enricher's card (stored as a damage card before healing was its own kind) is read
    // as a heal card: its Heal is its own request (src/cards/heal).
    if (mode === "heal") await ask(healFromCard, payload).catch(() => null);
    else await ask(applyCard, { ...payload, mode }).catch(() => null);
  }
  const causes = async () => (await rowsOf(t.thug)).map((r) => [r.cause.kind, r.cause.label]);

  it("an Apply from a damage or heal enricher's card: the enricher, its text the label", async () => {
    const { registerCardLedgerCauses: registerEnricherLedger } =
      await import("../../../src/cards/kinds.js");
    registerEnricherLedger();
    await applyOn(await enricherCard({}));
    const heal = await enricherCard({
      title: "HOLOCRON.Enricher.Title.Heal",
      formula: "1d4",
      damageType: "kinetic",
      total: 3,
    });
    await applyOn(heal, "heal");
    await applyOn(
      await enricherCard({ title: "HOLOCRON.Roll.Title.Damage", titleData: { name: "Blaster" } }),
    );
    expect(await causes()).toEqual([
      ["card", undefined],
      ["enricher", "[[/heal 1d4]]"],
      ["enricher", "[[/damage 2d6 energy]]"],
    ]);
    const [, healed, damaged] = await rowsOf(t.thug);
    expect(brief(damaged!)).toEqual({
      who: "Gamemaster",
      cause: "enricher",
      request: "card.apply",
      changes: ["health.value 20→15"],
    });
    expect(brief(healed!).changes).toEqual(["health.value 15→18"]);
  });

  it("a player's enricher card is never applied; a checked one names only its true formula", async () => {
    const { registerCardLedgerCauses: registerEnricherLedger } =
      await import("../../../src/cards/kinds.js");
    const { vouch } = await import("../../applications/chat/fixtures.js");
    registerEnricherLedger();
    // Unchecked (an enricher's card names no weapon: card-verify.ts refuses it): no write, no row.
    await applyOn(await enricherCard({ total: 99 }, P1));
    expect(await causes()).toEqual([]);
    // Checked: the label is the card's rolled formula, not the title's free text.
    const checked = await enricherCard({}, P1);
    await vouch(checked as never);
    await applyOn(checked);
    expect(await causes()).toEqual([["enricher", "[[/damage 2d6 energy]]"]]);
  });

  it("a hazard an enricher opened: its exposure count and its Apply name the enricher", async () => {
    const { runHazard, applyHazard } = await import("../../../src/applications/gm/hazard-flow.js");
    const { cardOf } = await import("../../../src/cards/card.js");
    const { scriptedDice } = await import("../../foundry/parts/dice.js");
    scriptedDice.push(2, 1, 5);
    const message = await runHazard({
      request: { kind: "exposure" },
      damageType: "kinetic",
      creatures: [{ actor: t.thug as never, choice: "roll" }],
      enricher: "[[/hazard exposure 1]]",
    });
    await settle();
    const card = cardOf(message!);
    if (card?.type !== "hazard") throw new Error("no hazard card");
    await applyHazard(message!, card);
    await settle();
    const rows = await rowsOf(t.thug);
    expect(rows.map((r) => [brief(r), r.cause.label, r.rule])).toEqual([
      [
        {
          who: "Gamemaster",
          cause: "enricher",
          request: "actor.health",
          changes: [expect.stringMatching(/^health\.value 20→1\d$/)],
        },
        "[[/hazard exposure 1]]",
        undefined,
      ],
      [
        { who: "Gamemaster", cause: "enricher", changes: ["flags.exposureChecks null→1"] },
        "[[/hazard exposure 1]]",
        "HOLOCRON.Ledger.Rule.Exposure",
      ],
    ]);
    expect(rows[0]?.cause.messageId).toBe(message!.id);
  });
});

describe("a dying check", () => {
  /** Space Opera, STR 12 (+1), level 3, at -2 HP: the check is d20 + 4 vs 20 (seed 003 line 3). */
  const vex = (name: string) =>
    t.glue.createActor({
      name,
      type: "operaCharacter",
      ownership: { default: 0, [P1]: 3 },
      system: { stats: { str: 12 }, level: 3, health: { value: -2 } },
    }) as Promise<HolocronActor>;

  it("a failed check at the turn's start names the check and its roll; the owner's own is their edit", async () => {
    const { rollDyingCheck, requestedDyingDeps } =
      await import("../../../src/applications/combat/dying-check.js");
    const { killCombatant } = await import("../../../src/documents/combat.js");
    const [byPlayer, atTurn] = [await vex("Vex"), await vex("Wren")];
    await settle();
    actAs(P1);
    const deps = requestedDyingDeps(byPlayer as never, async ({ bonus }) => 15 + bonus);
    expect(await rollDyingCheck(byPlayer as never, deps)).toBe("dies");
    await settle();
    await killCombatant({ actor: atTurn } as never, { total: 12, dc: 20 });
    await settle();
    const rowOf = async (actor: HolocronActor) => {
      const [row, ...rest] = await rowsOf(actor);
      expect(rest).toEqual([]);
      return { ...brief(row!), label: row!.cause.label, rule: row!.rule };
    };
    const dead = {
      cause: "dyingCheck",
      changes: ["status:dead false→true"],
      rule: "HOLOCRON.Ledger.Rule.DyingCheck",
    };
    // The owner's client rolled and wrote it: the GM's client saw their edit, not a check it can
    // vouch for, so the row is their sheet edit with no label or rule of their claiming.
    expect(await rowOf(byPlayer)).toEqual({
      who: "Player One",
      cause: "sheet",
      changes: dead.changes,
      label: undefined,
      rule: undefined,
    });
    expect(await rowOf(atTurn)).toEqual({
      ...dead,
      who: "Gamemaster",
      label: 'HOLOCRON.Ledger.DyingCheckFailed {"total":"12","dc":"20"}',
    });
  });
});

describe("the GM's hand edit while a request runs", () => {
  it("is the GM's sheet edit, not the request's", async () => {
    const { vi } = await import("vitest");
    const { heroGift } = await import("../../../src/applications/sheets/give-hero-points.js");
    const { execute } = await import("../../../src/authority/channel.js");
    const { causeOptions } = await import("../../../src/documents/ledger/play-state.js");
    const update = t.zed.update.bind(t.zed);
    // While the GM's client carries out Player One's gift, the GM types Thug's HP on its sheet.
    vi.spyOn(t.zed, "update").mockImplementationOnce(async (...args) => {
      await t.thug.update({ "system.health.value": 7 } as never, causeOptions("sheet") as never);
      return update(...args);
    });
    await execute(
      heroGift.name,
      { fromUuid: t.ace.uuid, toUuid: t.zed.uuid },
      { id: P1, name: "Player One", isGM: false },
    );
    await settle();
    expect((await rowsOf(t.thug)).map(brief)).toEqual([
      { who: "Gamemaster", cause: "sheet", changes: ["health.value 20→7"] },
    ]);
    expect((await rowsOf(t.zed)).map(brief)).toEqual([
      {
        who: "Player One",
        cause: "request",
        request: "heroGift",
        changes: ["heroPoints.value 2→3"],
      },
    ]);
  });
});
