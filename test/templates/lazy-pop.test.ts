// A lazy breakdown's empty popover is written by shared/breakdown.hbs and, where a sheet draws one
// per row, inline in the row's template (item-rows.hbs: a partial call per weapon would copy the
// whole row's context). The inline copies must stay the partial's markup (its closing newline too:
// the HTML is the same byte for byte), for the popover script
// (src/applications/breakdown/breakdown-popover.ts) fills whatever the sheet drew.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTemplateEnv, ROOT } from "./handlebars-env.js";

const LAZY_POP =
  /\{\{#if ([\w.]+)\.lazy\}\}(<span class="holocron-breakdown__pop"[^]*?<\/span>)\n?\{\{else\}\}/g;
const INLINED = ["templates/shared/item-rows.hbs"];

/** Each lazy popover a template writes, with its breakdown's name replaced by `bd`. */
function lazyPops(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(LAZY_POP)].map(([, name, markup]) =>
    markup!.replaceAll(`{{${name!}.`, "{{bd."),
  );
}

describe("a lazy breakdown's popover", () => {
  const partial = lazyPops("templates/shared/breakdown.hbs");

  it("is written once by the breakdown partial", () => {
    expect(partial).toHaveLength(1);
  });

  it.each(INLINED)("%s writes it as the partial does", (file) => {
    const pops = lazyPops(file);
    expect(pops.length).toBeGreaterThan(0);
    for (const pop of pops) expect(pop).toBe(partial[0]);
  });

  it("renders the same from a weapon row as from the partial", () => {
    const env = createTemplateEnv();
    const bd = { id: "sheet-1-attack", shown: "+3", lazy: true };
    const row = {
      id: "w1",
      name: "Blaster",
      img: "icons/blaster.webp",
      rollable: "attack",
      attack: "+3",
      damage: "1d8",
      attackBreakdown: bd,
      damageBreakdown: { ...bd, id: "sheet-1-damage" },
    };
    const rows = env.render("templates/shared/item-rows.hbs", { rows: [row] });
    const alone = env.render("templates/shared/breakdown.hbs", { bd, popOnly: true });
    expect(alone).toContain('id="sheet-1-attack"');
    expect(rows).toContain(alone);
  });
});
