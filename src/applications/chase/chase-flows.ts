// What the GM's clicks on the chase tracker do. Each change is a pure step of src/rules/chase,
// applied to the stored chase in the store's queue; rolls are Foundry Rolls whose dice the rules
// read back. Only the GM runs these (a check is a request to the GM authority: chase-requests.ts).
import { chase } from "../../rules/index.js";
import { Refusal } from "../../authority/index.js";
import { changeChase, createChase, findChase } from "../../documents/chase-store.js";
import { actorOf, chaseRulesOf, participantOf, profileOf, profilesOf } from "./participants.js";
import { postRoundCard } from "./round-card.js";
import { movementsOf } from "./tracker-context.js";

type Token = TokenDocument.Implementation;

/** The procedure shared by every token's actor; a token of another procedure is refused. */
function procedureOf(tokens: Token[], current: string | null): chase.TieRule | null {
  let ties: chase.TieRule | null = null;
  let procedure = current;
  for (const token of tokens) {
    const rules = chaseRulesOf(token.actor);
    if (!rules) throw new Refusal("HOLOCRON.Chase.Error.NoRules", { name: token.name ?? "" });
    if (procedure !== null && rules.procedure !== procedure) {
      throw new Refusal("HOLOCRON.Chase.Error.MixedRules", { name: token.name ?? "" });
    }
    procedure = rules.procedure;
    ties = rules.ties;
  }
  return ties;
}

/** A new chase of these tokens, in setup: the GM sets sides, vehicles and gaps, then begins. */
export async function startChase(tokens: Token[], name: string): Promise<chase.Chase> {
  if (tokens.length === 0) throw new Refusal("HOLOCRON.Chase.Error.NoTokens");
  const ties = procedureOf(tokens, null)!;
  const procedure = chaseRulesOf(tokens[0]!.actor)!.procedure;
  const fresh = chase.newChase({ id: foundry.utils.randomID(), name, procedure, ties });
  const list = tokens.flatMap((t) => participantOf(t) ?? []);
  return createChase(chase.addParticipants(fresh, list).chase);
}

/** Adds tokens before or during the chase; returns the names already in it (skipped). */
export async function addTokens(id: string, tokens: Token[]): Promise<string[]> {
  if (tokens.length === 0) throw new Refusal("HOLOCRON.Chase.Error.NoTokens");
  let skipped: string[] = [];
  await changeChase(id, (c) => {
    procedureOf(tokens, c.procedure);
    const result = chase.addParticipants(
      c,
      tokens.flatMap((t) => participantOf(t) ?? []),
    );
    skipped = result.skipped;
    return result.chase;
  });
  return skipped;
}

/**
 * Rolls a participant's check on this client: the dice and the profile they were rolled for.
 * `heroReroll` names it in chat as a Hero Point reroll.
 */
export async function rollCheck(p: chase.Participant, c: chase.Chase, heroReroll = false) {
  const profile = profileOf(p);
  if (!profile) throw new Refusal("HOLOCRON.Chase.Error.NoActor", { name: p.name });
  const roll = await new Roll(profile.formula).evaluate();
  const results = roll.dice.flatMap((d) => d.results.filter((r) => r.active).map((r) => r.result));
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor: actorOf(p) }),
    flavor: game.i18n.format(
      heroReroll ? "HOLOCRON.Chase.HeroRerollFlavor" : "HOLOCRON.Chase.CheckFlavor",
      { chase: foundry.utils.escapeHTML(c.name), round: String(c.round) },
    ),
  });
  return { results, profile };
}

/**
 * The GM records a check from its dice: the bonus and movement come from the actor now, the
 * total from the dice (chase.checkTotal), whatever the roller claimed.
 */
export function recordCheck(id: string, participantId: string, round: number, results: unknown) {
  return changeChase(id, (c) => {
    const { p, profile } = rollerOf(c, participantId, round);
    const movements = movementsOf(profilesOf(c));
    assertRollNeeded(c, p, movements);
    return chase.recordRoll(c, p.id, checkRoll(profile.dice, results, profile), movements);
  });
}

/**
 * A runner a reroll (Star Worlds) chase asks no roll of this round is refused by name: Speed or the
 * GM's call decides every pair it runs (ruling "Chases in every ruleset", revised).
 */
export function assertRollNeeded(c: chase.Chase, p: chase.Participant, movements: chase.Movements) {
  if (c.ties === "reroll" && chase.decidedWithoutDice(c, p.id, movements) !== null) {
    throw new Refusal("HOLOCRON.Chase.Error.NoRollNeeded", { name: p.name });
  }
}

/**
 * A Hero Point reroll only where the roll can change a pair's result: a runner whose every pair is
 * decided by Speed or an automatic loss is refused by name, before anything is rolled or spent.
 */
export function assertRerollCounts(c: chase.Chase, p: chase.Participant) {
  if (chase.decidedWithoutDice(c, p.id, movementsOf(profilesOf(c))) !== null) {
    throw new Refusal("HOLOCRON.Chase.Error.RerollChangesNothing", { name: p.name });
  }
}

/** The GM records a Hero Point reroll of a check, read from its dice as the first one was. */
export function recordReroll(id: string, participantId: string, round: number, results: unknown) {
  return changeChase(id, (c) => {
    const { p, profile } = rollerOf(c, participantId, round);
    const first = c.rolls[p.id];
    if (!first) throw new Refusal("HOLOCRON.Chase.Error.NotRolled");
    // Checked again here: a call or a Speed changed since the request would make the point wasted.
    assertRerollCounts(c, p);
    // The same check again: the bonus and movement it was first rolled with.
    const movements = movementsOf(profilesOf(c));
    return chase.rerollCheck(c, p.id, checkRoll(profile.dice, results, first), movements);
  });
}

/** The participant who rolled, in the chase's current round, with the actor's chase profile now. */
function rollerOf(c: chase.Chase, participantId: string, round: number) {
  if (c.round !== round) throw new Refusal("HOLOCRON.Chase.Error.StaleRound");
  const p = c.participants.find((x) => x.id === participantId);
  const profile = p ? profileOf(p) : null;
  if (!p || !profile) throw new Refusal("HOLOCRON.Chase.Error.NoActor", { name: p?.name ?? "" });
  return { p, profile };
}

/** A check's numbers: the total from its dice (chase.checkTotal) and the given bonus and movement. */
function checkRoll(
  dice: string,
  results: unknown,
  { bonus, movement }: Pick<chase.CheckRoll, "bonus" | "movement">,
): chase.CheckRoll {
  const total = chase.checkTotal({ dice, bonus, results });
  return { total, dice: results as number[], bonus, movement };
}

/**
 * The GM rolls every missing check, or only those of actors no player owns; a Star Worlds runner
 * whose pairs Speed (or the GM's call) decides is asked no roll, so it is skipped.
 */
export async function rollMissing(c: chase.Chase, only: "npcs" | "all"): Promise<void> {
  for (const id of chase.missingRolls(c, movementsOf(profilesOf(c)))) {
    const p = c.participants.find((x) => x.id === id)!;
    if (only === "npcs" && actorOf(p)?.hasPlayerOwner) continue;
    const { results } = await rollCheck(p, c);
    await recordCheck(c.id, id, c.round, results);
  }
}

/**
 * Rolls both sides of each tied pair again until the tie breaks (Star Worlds ruling: only equal
 * Speeds roll, so chase.tiedPairs lists no pair the faster runner wins).
 */
async function breakTies(c: chase.Chase, rolled: Roll[]): Promise<chase.TieBreaks> {
  const breaks: chase.TieBreaks = {};
  for (const pair of chase.tiedPairs(c, movementsOf(profilesOf(c)))) {
    const formulas = [pair.pursuerId, pair.quarryId].map((id) => {
      const p = c.participants.find((x) => x.id === id)!;
      const profile = profileOf(p);
      if (!profile) throw new Refusal("HOLOCRON.Chase.Error.NoActor", { name: p.name });
      // The GM's modifier this round adds to every tie-break roll too (ruling "Chases in every ruleset").
      return chase.tieBreakFormula(c, id, profile.formula);
    });
    const extra = { pursuer: [] as number[], quarry: [] as number[] };
    // Each reroll ties with chance ≤ 1/6 (2d6 against 2d6): 50 in a row never happens in practice.
    for (let i = 0; i < 50; i++) {
      const [a, b] = await Promise.all(formulas.map((f) => new Roll(f).evaluate()));
      rolled.push(a!, b!);
      extra.pursuer.push(a!.total);
      extra.quarry.push(b!.total);
      if (a!.total !== b!.total) break;
    }
    breaks[chase.pairKey(pair.pursuerId, pair.quarryId)] = extra;
  }
  return breaks;
}

/** Resolves the round (tie-breaks first where ties are rolled again) and posts its card. */
export async function resolveRound(id: string): Promise<chase.RoundEntry> {
  const current = findChase(id);
  if (!current) throw new Refusal("HOLOCRON.Chase.Error.NotFound");
  // The tie-break dice ride on the round's card, so dice modules show them.
  const rolled: Roll[] = [];
  const tieBreaks = await breakTies(current, rolled);
  let resolved: { chase: chase.Chase; entry: chase.RoundEntry } | null = null;
  // The rules check the tie-breaks against the stored totals: a roll changed meanwhile refuses.
  // Runners asked no roll (their pairs decided by Speed) run at their actor's movement now.
  await changeChase(
    id,
    (c) => (resolved = chase.resolveRound(c, tieBreaks, movementsOf(profilesOf(c)))).chase,
  );
  const { chase: after, entry } = resolved!;
  await postRoundCard(after, entry, rolled);
  return entry;
}
