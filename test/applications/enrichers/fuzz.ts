// Fuzzed enricher text for the fuzz test and the bench: strings built from the pieces that matter
// (brackets, commands, words, numbers, formulas, entities, unicode) in random order and length.
const PIECES = [
  "[[/",
  "]]",
  "[[",
  "]",
  "[",
  "{",
  "}",
  "/",
  " ",
  "  ",
  "&nbsp;",
  "&amp;",
  "\u00a0",
  "\n",
  "\t",
  "check",
  "attribute",
  "damage",
  "heal",
  "hazard",
  "r",
  "roll",
  "physical",
  "subterfuge",
  "knowledge",
  "str",
  "dex",
  "mnd",
  "daring",
  "spirit",
  "skilled",
  "dc=",
  "dc=15",
  "dc=999",
  "=",
  "falling",
  "40",
  "-5",
  "0",
  "99999",
  "d",
  "3d6",
  "2d0",
  "1d20",
  "+",
  "-",
  "*",
  "100d100",
  "energy",
  "kinetic",
  "ion",
  "é",
  "🚀",
  "\u0000",
  "<p>",
  "</p>",
  '"',
  "'",
];

/** A seeded random generator (mulberry32), so the fuzz run is the same every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMANDS = ["check", "attribute", "damage", "heal", "hazard", "Check", "HEAL", "r"];

export function fuzzedStrings(count: number, seed = 16): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const soup = (length: number) => {
    let text = "";
    for (let j = 0; j < length; j += 1) {
      text += random() < 0.85 ? pick(PIECES) : String.fromCharCode(Math.floor(random() * 0x3000));
    }
    return text;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // Half look like an enricher (a command, then random words, closed, sometimes labelled); the
    // rest is soup of the same pieces, which rarely closes into one.
    let text =
      random() < 0.5
        ? `${soup(Math.floor(random() * 3))}[[/${pick(COMMANDS)} ${soup(Math.floor(random() * 6))}]]` +
          (random() < 0.3 ? `{${soup(Math.floor(random() * 4))}}` : "") +
          soup(Math.floor(random() * 3))
        : soup(Math.floor(random() * 24));
    // Now and then a very long line, to show that length costs no more than linear time.
    if (random() < 0.001) text = text.repeat(200);
    out.push(text);
  }
  return out;
}
