// Notifications show user-written names as text: every notification in src goes through
// src/compat/notify.ts, which escapes each value it formats in (a notification's message is HTML).
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import type { Notice } from "../foundry/parts/ui.js";

const EVIL = "<img src=x onerror=alert(1)>";
let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("starWorlds");
});
const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;

describe("notify", () => {
  it("a character with no Hero Point named to run code: the warning shows the name as text", async () => {
    const actor = await glue.createActor({
      name: EVIL,
      type: "worldsCharacter",
      system: { heroPoints: { value: 0, spent: 0 } },
    });
    const { mayPay } = await import("../../src/cards/hero-points.js");
    expect(mayPay(actor as never)).toBe(false);
    const told = notices().at(-1)!.message;
    expect(told).toContain("HOLOCRON.Chat.Error.NoHeroPoints");
    expect(told).not.toContain("<img");
    expect(told).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("a key without data is its localized text", async () => {
    const { notify } = await import("../../src/compat/notify.js");
    notify("error", "HOLOCRON.Chat.Error.NotOwner");
    expect(notices().at(-1)).toEqual({ level: "error", message: "HOLOCRON.Chat.Error.NotOwner" });
  });
});

/** The src files that still call ui.notifications themselves, with a format (names) in the call. */
function unescapedCalls(): string[] {
  const root = path.resolve(__dirname, "../../src");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith(".ts") && !file.endsWith(path.join("compat", "notify.ts"))) {
        const text = fs.readFileSync(file, "utf8");
        for (const m of text.matchAll(/ui\.notifications\??\.\w+\(([^;]*)\);/gs)) {
          if (!/^\s*game\.i18n\.localize\(\s*"[^"]+"\s*\),?\s*$/.test(m[1]!)) {
            found.push(path.relative(root, file));
          }
        }
      }
    }
  };
  walk(root);
  return [...new Set(found)].sort();
}

describe("every notification in src", () => {
  it("goes through notify, or is a fixed text without data", () => {
    expect(unescapedCalls()).toEqual([]);
  });
});
