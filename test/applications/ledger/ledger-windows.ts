// The ledger's windows' world (world-ledger.test.ts, summary-window.test.ts, replay-window.test.ts):
// the m20 glue with Foundry's download caught, and the ledger's store mocked, holding the fight's
// rows. The store is the other half of the ledger (src/documents/ledger/home.ts): each test file
// mocks it with `storeMock`, so the rows a test puts in `store` are the ones the windows read.
import { beforeEach } from "vitest";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import { setupGlue } from "../../data/setup.js";
import { fightRows } from "./fight-world.js";

export const store = { rows: [] as LedgerRow[] };
// Each test starts from an empty store (a test file importing this module gets the hook).
beforeEach(() => {
  store.rows = [];
});

/** The store module's stand-in: `vi.mock(".../store.js", async () => (await import(...)).storeMock)`. */
export const storeMock = {
  allLedgerRows: () => store.rows,
  ledgerRowsOf: (uuid: string) => store.rows.filter((r) => r.actorUuid === uuid),
};

/** The glue set up, the fight's rows in the store; `saved` collects each file saved. */
export async function windowWorld() {
  const glue = await setupGlue("m20");
  const saved: [string, string, string][] = [];
  Object.assign(glue.env.foundry.utils, {
    saveDataToFile: (data: string, type: string, name: string) => saved.push([data, type, name]),
  });
  store.rows = fightRows();
  return { glue, saved };
}
