// Figures for the performance page (docs/performance.md): an actor with 10,000 ledger rows (a live page and five
// archives), the Ledger tab's first page: context + render. Rows are parsed once and cached per
// page (store.ts), so a render formats 50 rows whatever the ledger's length.
import { bench, describe } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { actAs } from "../../foundry/parts/users.js";
import { GM } from "../../authority/world.js";
import { sampleRows } from "./sample-rows.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { writeRows } from "../../../src/documents/ledger/write.js";
import { ledgerRowsOf } from "../../../src/documents/ledger/home.js";
import { ledgerView } from "../../../src/applications/ledger/ledger-view.js";

const KARA = "Actor.kara0000000000";
const env = createTemplateEnv();
installFoundry();
actAs(GM);
const rows = sampleRows(KARA, 10_000);
for (let i = 0; i < rows.length; i += 1000) {
  await writeRows(rows.slice(i, i + 1000).map((row) => ({ row, state: {} })));
}
if (ledgerRowsOf(KARA).length !== 10_000) throw new Error("the bench's ledger lost rows");

const options = { time: 3000, warmupTime: 500 };

describe("Ledger tab, 10,000 rows on one actor", () => {
  bench(
    "first page: context + render",
    () => {
      const ledger = ledgerView(KARA, 0);
      env.render("templates/actor/ledger.hbs", { ledger, tabCss: { ledger: "active" } });
    },
    options,
  );
});
