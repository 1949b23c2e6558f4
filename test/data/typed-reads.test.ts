// System data is read through the models' types: no dotted-path readers in src, and the model system
// types satisfy what each ruleset reads, so renaming a schema field breaks the typecheck.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  HolocronActorData,
  M20CharacterSystem,
  M20NpcSystem,
  OperaCharacterSystem,
  OperaNpcSystem,
  WeaponSystem,
  WorldsCharacterSystem,
  WorldsNpcSystem,
} from "../../src/data/typed-system.js";
import type {
  M20Shape,
  OperaShape,
  RulesetActor,
  Track,
  WorldsCharacterShape,
  WorldsShape,
} from "../../src/rulesets/actor-shapes.js";
import type { SystemPath } from "../../src/applications/sheets/context/field-name.js";

const SRC = join(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Ways of reading `system` by a string path instead of through a type. */
const DOTTED_READS: { what: string; pattern: RegExp }[] = [
  { what: "getProperty with a system path", pattern: /getProperty\([^)]*["'`]system\./ },
  { what: "a dotted-path walker", pattern: /\.split\(\s*["']\.["']\s*\)/ },
  { what: "a path table", pattern: /\b(ACTOR|DERIVED|ITEM)_PATHS\b/ },
];

describe("typed system reads", () => {
  it("no file in src reads system data through a dotted path", () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, "utf8");
      for (const { what, pattern } of DOTTED_READS) {
        if (pattern.test(text)) found.push(`${relative(SRC, file)}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("each model's system type satisfies the shape its ruleset reads", () => {
    expectTypeOf<M20CharacterSystem>().toExtend<M20Shape>();
    expectTypeOf<M20NpcSystem>().toExtend<M20Shape>();
    expectTypeOf<OperaCharacterSystem>().toExtend<OperaShape>();
    expectTypeOf<OperaNpcSystem>().toExtend<OperaShape>();
    expectTypeOf<WorldsCharacterSystem>().toExtend<WorldsCharacterShape>();
    expectTypeOf<WorldsNpcSystem>().toExtend<WorldsShape>();
    expectTypeOf<HolocronActorData>().toExtend<RulesetActor>();
  });

  it("a renamed schema field no longer satisfies the rules' shape, nor a sheet's field name", () => {
    // What the m20 model's type would be if `strDamage` were renamed in its schema.
    type Renamed = Omit<M20CharacterSystem, "strDamage"> & { strLoss: Track };
    expectTypeOf<Renamed>().not.toExtend<M20Shape>();
    expectTypeOf<"strDamage.value">().toExtend<SystemPath<M20CharacterSystem>>();
    expectTypeOf<"strDamage.value">().not.toExtend<SystemPath<Renamed>>();
    // Item fields too: the weapon sheet's `damageType`.
    expectTypeOf<WeaponSystem>().toHaveProperty("damageType");
    expectTypeOf<"damageKind">().not.toExtend<SystemPath<WeaponSystem>>();
  });
});
