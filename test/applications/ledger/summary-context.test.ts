// The combat summary's pure context (summary-context.ts): each combatant's line and the
// prediction, localized through a dictionary that echoes keys.
import { describe, expect, it } from "vitest";
import {
  readSummaryCard,
  summaryContext,
  type SummaryCard,
} from "../../../src/applications/ledger/summary-context.js";
import { field, hp, row, status } from "../../rules/ledger/fight-rows.js";
import type { RulesetId } from "../../../src/config.js";
import { echoI18n as i18n, fightCard } from "./fight-world.js";

describe("the summary's context", () => {
  it("a combatant's line: statuses and powers counted, sides named, rounds survived", () => {
    const ctx = summaryContext(i18n, fightCard());
    const [kara, thug] = ctx.combatants;
    expect(kara).toMatchObject({
      side: "party",
      dealt: 12,
      powers: "[HOLOCRON.CombatSummary.PowerPaid Force Push|4]",
      survived: "[HOLOCRON.CombatSummary.Survived 2|2]",
      natural20s: 1,
    });
    expect(thug).toMatchObject({
      side: "foes",
      taken: 12,
      downAtEnd: true,
      statuses: "[HOLOCRON.Status.unconscious]",
    });
    expect(ctx.prediction).toEqual({
      winChance: "72%",
      interval: "[HOLOCRON.CombatSummary.Interval 68%|76%]",
      chance:
        "[HOLOCRON.CombatSummary.PredictedChance 72%|[HOLOCRON.CombatSummary.Interval 68%|76%]]",
      chanceTail:
        "[HOLOCRON.CombatSummary.PredictedChanceTail [HOLOCRON.CombatSummary.Interval 68%|76%]]",
      rounds: "[HOLOCRON.CombatSummary.PredictedRounds 3.4]",
      verdict: "as",
    });
    // One sentence: who won and in how many rounds, then whether as predicted (its figures follow).
    expect(ctx.sentence).toBe(
      "[HOLOCRON.CombatSummary.Lead.as [HOLOCRON.CombatSummary.Result.party.other 2]]",
    );
  });

  it("repeats are counted, an unnamed power is named, no prediction shows none", () => {
    const rows = [
      row({ actor: "kara", changes: [status("prone", true)] }),
      row({ actor: "kara", changes: [status("prone", false)] }),
      row({ actor: "kara", changes: [status("prone", true)] }),
      row({ actor: "kara", cause: { kind: "power" }, changes: [hp(5, 1)] }),
      row({ actor: "kara", cause: { kind: "power" }, changes: [field("health.value", 1, 1)] }),
    ];
    const card = { ...fightCard(rows), prediction: null, title: "" };
    const ctx = summaryContext(i18n, card);
    expect(ctx.title).toBe("[HOLOCRON.CombatSummary.Untitled]");
    expect(ctx.prediction).toBeNull();
    expect(ctx.combatants[0]).toMatchObject({
      statuses: "[HOLOCRON.CombatSummary.Times.other [HOLOCRON.Status.prone]|2]",
      powers:
        "[HOLOCRON.CombatSummary.PowerPaid [HOLOCRON.CombatSummary.Times.other [HOLOCRON.CombatSummary.UnnamedPower]|2]|4]",
    });
    const lost = summaryContext(i18n, {
      ...fightCard([row({ actor: "kara", changes: [hp(3, 0)] })]),
      prediction: { winChance: 0.9, interval: [0.8, 0.95] },
    });
    expect([lost.prediction!.verdict, lost.prediction!.rounds]).toEqual(["against", null]);
    const open = summaryContext(i18n, {
      ...fightCard([]),
      prediction: { winChance: 0.5, interval: [0.4, 0.6] },
    });
    expect(open.prediction!.verdict).toBe("open");
  });

  it("a prediction with its counts: each figure its breakdown, a count over the fights", () => {
    const counts = { fights: 1000, wins: 640, rounds: 4100 };
    const card = {
      ...fightCard(),
      prediction: { winChance: 0.64, interval: [0.61, 0.67], rounds: 4.1, counts },
    };
    const p = summaryContext(i18n, card).prediction!;
    expect(p.winBd).toMatchObject({
      shown: "64%",
      ratio: { of: 640, over: 1000, format: "percent", interval: { low: "61%", high: "67%" } },
    });
    expect(p.roundsBd).toMatchObject({ shown: "4.1", ratio: { of: 4100, over: 1000 } });
    // Stored before the builder kept its counts: the figures as stored, no breakdown.
    expect(summaryContext(i18n, fightCard()).prediction!.winBd).toBeUndefined();
    // Counts that cannot be (more wins than fights) do not read.
    const wrong = {
      ...card,
      prediction: { ...card.prediction, counts: { ...counts, wins: 1001 } },
    };
    expect(readSummaryCard(wrong)).toBeNull();
  });
});

describe("the summary's columns: only what the combat's ruleset has", () => {
  const columns = (ruleset: RulesetId | null) => {
    // A card stored before the ruleset was kept has no such field.
    const { ruleset: _stored, ...card } = fightCard();
    const stored: SummaryCard = ruleset === null ? card : { ...card, ruleset };
    return summaryContext(i18n, stored).columns;
  };

  it("m20 has no Hero Points nor Heroism; Star Worlds its Hero Points; Space Opera its Heroism", () => {
    expect(columns("m20")).toEqual({ heroPoints: false, heroism: false, naturals: true });
    // Star Worlds rolls 2d6: no natural 20s or 1s to count.
    expect(columns("starWorlds")).toEqual({ heroPoints: true, heroism: false, naturals: false });
    expect(columns("spaceOpera")).toEqual({ heroPoints: false, heroism: true, naturals: true });
  });

  it("a card stored without its ruleset shows what was spent or rolled, nothing else", () => {
    // Kara rolled a natural 20 in the fight; no one spent a point.
    expect(columns(null)).toEqual({ heroPoints: false, heroism: false, naturals: true });
  });

  it("with no prediction the sentence ends at the result; one round is one round", () => {
    const alone = summaryContext(i18n, { ...fightCard(), prediction: null });
    expect(alone.sentence).toBe(
      "[HOLOCRON.CombatSummary.Lead.none [HOLOCRON.CombatSummary.Result.party.other 2]]",
    );
    const short = fightCard([row({ actor: "thug", changes: [hp(5, 0)] })]);
    const one = { ...short, summary: { ...short.summary, rounds: 1 } };
    expect(summaryContext(i18n, one).sentence).toContain("Result.party.one 1");
  });
});

describe("the card's stored flag", () => {
  it("reads back as it was written; a flag of another shape reads as none", () => {
    expect(readSummaryCard(fightCard())).toEqual(fightCard());
    expect(readSummaryCard({ ...fightCard(), title: 3 })).toBeNull();
    expect(readSummaryCard({ ...fightCard(), turnNames: undefined })).toBeNull();
    expect(readSummaryCard(null)).toBeNull();
  });
});
