// A chase check as the GM recomputes it from the dice a client reports: the dice must be exactly
// those of the check ("1d20": one result 1–20; "2d6": two results 1–6), and the total is theirs plus
// the bonus the GM reads from the actor itself. Nothing else the client sends is trusted.
import { parseFormula } from "../dice/formula.js";
import { assertInteger } from "../validate.js";
import { RulesError } from "../rules-error.js";
/** The i18n keys of what a chase refuses (lang/en.json). */
const CHASE = "HOLOCRON.Rules.Error.Chase";

export function checkTotal(a: { dice: string; bonus: number; results: unknown }): number {
  assertInteger(a.bonus, "bonus");
  const faces = parseFormula(a.dice).flatMap((t) =>
    t.kind === "dice" && t.sign === 1 ? Array<number>(t.count).fill(t.faces) : [],
  );
  if (!Array.isArray(a.results) || a.results.length !== faces.length) {
    throw new RulesError(
      `${CHASE}.diceCount`,
      { count: String(faces.length) },
      `the check needs ${faces.length} dice results`,
    );
  }
  let total = a.bonus;
  a.results.forEach((r: unknown, i) => {
    // Stryker disable next-line ConditionalExpression: Number.isInteger is false for a non-number too; the typeof narrows the type
    if (typeof r !== "number" || !Number.isInteger(r) || r < 1 || r > faces[i]!) {
      throw new RulesError(
        `${CHASE}.dieFace`,
        { die: String(i + 1), faces: String(faces[i]) },
        `die ${i + 1} must be a whole number from 1 to ${faces[i]}`,
      );
    }
    total += r;
  });
  return total;
}
