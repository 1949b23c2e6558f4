// Translation tools (lang/README.md):
//   report [FILE…]   per language file, the keys it lacks and the keys English no longer has
//                    (`npm run lang:report`; every lang/*.json by default)
//   babele [--check] lang/babele/holocron.<pack>.json, Babele's skeleton of each compendium, from the
//                    pack sources (`npm run lang:babele`; --check fails if a committed file is stale)
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { basename, join } from "node:path";
import { format } from "prettier";
import { fail } from "./lib/cli.mjs";
import { formatReport, langReport } from "./lib/lang.mjs";
import { skeletonOf } from "./lib/babele.mjs";
import { readSource } from "./lib/packs.mjs";

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const [command, ...args] = process.argv.slice(2);

function report() {
  const english = readJson(join("lang", "en.json"));
  const files = args.length
    ? args
    : readdirSync("lang")
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => join("lang", f));
  const rows = files.map((file) => ({
    file: basename(file),
    report: langReport(english, readJson(file)),
  }));
  console.log(formatReport(rows));
}

async function babele() {
  const manifest = readJson("system.json");
  const out = join("lang", "babele");
  const stale = [];
  mkdirSync(out, { recursive: true });
  for (const pack of manifest.packs) {
    const dir = join("packs", "_source", pack.name);
    const docs = readdirSync(dir)
      .filter((f) => f.endsWith(".yml"))
      .sort()
      .map((f) => readSource(join(dir, f)));
    const file = join(out, `${manifest.id}.${pack.name}.json`);
    const text = await format(JSON.stringify(skeletonOf(pack, docs)), { parser: "json" });
    if (!args.includes("--check")) writeFileSync(file, text);
    else if (!existsSync(file) || readFileSync(file, "utf8") !== text) stale.push(file);
  }
  if (stale.length) fail(`lang: ${stale.join(", ")} out of date; run \`npm run lang:babele\``);
  console.log(`holocron: Babele skeletons of ${manifest.packs.length} packs in ${out}`);
}

const commands = { report, babele };
if (!commands[command]) fail(`lang: unknown command "${command}" (report or babele)`);
Promise.resolve(commands[command]()).catch((error) =>
  fail(`lang ${command}: ${error instanceof Error ? error.message : error}`),
);
