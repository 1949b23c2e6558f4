/**
 * The creation walkthrough's page (test/browser/creation-walkthrough.test.ts), built by ./build.ts: the
 * stand-in of test/foundry with the system's real documents, actor sheets and templates, running in
 * Chromium with Foundry's UI where a player meets it (./core-ui.ts). `start` makes a blank character
 * of one type in a world of its ruleset and opens its sheet; the test then clicks and types in the page
 * as a player would, and reads back what the guide and the actor say.
 */
import { setupGlue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { installCoreUi, keepOpen, frame, type PackSource } from "./core-ui.js";
import type { RulesetId } from "../../../src/config.js";
import type { GuideView } from "../../../src/applications/sheets/context/creation-guide.js";

type Obj = Record<string, unknown>;

interface Walk {
  guide(): GuideView | null;
  settled(): Promise<void>;
  edited: string[];
  actor: { system: unknown; items: Iterable<{ type: string; name: string }>; toObject(): Obj };
  type: string;
  model: { cleanSource(data: Obj): Obj };
}

let walk: Walk | null = null;

async function start(ruleset: RulesetId, type: string, packs: PackSource[]): Promise<void> {
  const glue = await setupGlue(ruleset);
  installCoreUi(glue.env, packs);
  // What the Node walkthrough registers too (test/applications/sheets/guide-walkthrough.test.ts).
  (await import("../../../src/dice/register.js")).registerRolls();
  const { actorSheetFor } = await import("../../../src/applications/sheets/actor-sheets.js");
  const { SHEET_SIZE } = await import("../../../src/applications/sheets/context/parts.js");
  const actor = await glue.createActor({ name: "New character", type });
  const sheet = new (actorSheetFor(type as never))({ document: actor } as never);
  await sheet.render({ force: true } as never);
  const window = frame(["holocron", "sheet", "actor", type], actor.name);
  window.style.width = `${SHEET_SIZE.character.width}px`;
  window.dataset.sheet = type;
  const content = document.createElement("section");
  content.className = "window-content";
  content.append(sheet.element);
  window.append(content);
  const edited: string[] = [];
  // Every field the player changed, by name: the sheet's form submits on change.
  sheet.element.addEventListener(
    "change",
    (event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name) edited.push(name);
    },
    { capture: true },
  );
  const open = keepOpen(glue.env, sheet as never);
  const models = (glue.env.CONFIG.Actor as { dataModels: Record<string, Walk["model"]> })
    .dataModels;
  walk = {
    guide: () =>
      (sheet as unknown as { lastContext: { guide: GuideView | null } }).lastContext.guide,
    settled: () => open.settled(),
    edited,
    actor: actor as unknown as Walk["actor"],
    type,
    model: models[type]!,
  };
}

function current(): Walk {
  if (!walk) throw new Error("No walkthrough started");
  return walk;
}

/** What the test reads after the walk: health, items, the fields edited, and whether the data is valid. */
function state() {
  const w = current();
  const system = w.actor.system as { health: { value: number; max: number } };
  let valid: true | string = true;
  try {
    w.model.cleanSource((w.actor.toObject().system ?? {}) as Obj);
  } catch (error) {
    valid = error instanceof Error ? error.message : String(error);
  }
  return {
    health: { value: system.health.value, max: system.health.max },
    items: [...w.actor.items].map((i) => ({ type: i.type, name: i.name })),
    edited: [...w.edited],
    valid,
  };
}

Object.assign(globalThis, {
  walkthrough: {
    start,
    state,
    guide: () => current().guide(),
    settled: () => current().settled(),
    /** The next dice any Roll gives (the stand-in's scripted dice), for a walk that can be checked. */
    dice: (values: number[]) => scriptedDice.push(...values),
  },
});
