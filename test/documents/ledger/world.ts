// A table for the ledger's tests: the authority's table (a GM, Player One owning Ace, Thug, a damage
// card), the GM's client recording, and every write's lifecycle echoed to the GM's client.
import { afterEach, beforeEach, vi } from "vitest";
import { table, GM, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { echoWrites } from "../../foundry/parts/documents.js";
import { flush } from "../../combat/world.js";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { postDamageCard } from "../../applications/chat/fixtures.js";

/**
 * The table, recording. `before` runs as the GM before the GM's client starts recording (a world
 * as an earlier version or an earlier session left it). Ace's page is there from an earlier
 * session (its state then, no rows), as in any world the ledger already ran in.
 */
export async function ledgerTable(before?: (t: Table) => Promise<void>): Promise<Table> {
  const t = await table();
  (await import("../../../src/hooks/ledger.js")).registerLedgerHooks();
  echoWrites(true);
  actAs(GM);
  await before?.(t);
  actAs(GM);
  const { becomeRecorder } = await import("../../../src/documents/ledger/offline.js");
  const { stopRecording } = await import("../../../src/documents/ledger/record.js");
  const { writeBaselines } = await import("../../../src/documents/ledger/write.js");
  const { playStateOf } = await import("../../../src/documents/ledger/play-state.js");
  stopRecording();
  const { lastRecorded } = await import("../../../src/documents/ledger/write.js");
  if (!lastRecorded(t.ace.uuid)) {
    await writeBaselines([{ actor: t.ace as never, state: playStateOf(t.ace as never) }]);
  }
  await becomeRecorder();
  return t;
}

/** The GM's client writes what it has pending (as the GM, after the author's follow-ups ran). */
export async function settle(): Promise<void> {
  await flush();
  await flush();
  actAs(GM);
  const { flushLedger } = await import("../../../src/documents/ledger/record.js");
  await flushLedger();
}

/** An actor's rows as the GM reads them, newest first, in a short form for pinned tables. */
export async function rowsOf(actor: { uuid: string }): Promise<LedgerRow[]> {
  const { ledgerRowsOf } = await import("../../../src/documents/ledger/home.js");
  return ledgerRowsOf(actor.uuid);
}

export function brief(row: LedgerRow) {
  return {
    who: row.userName,
    cause: row.cause.kind,
    ...(row.cause.request ? { request: row.cause.request } : {}),
    changes: row.changes.map((c) => `${c.field} ${String(c.before)}→${String(c.after)}`),
  };
}

/** Each test of the file starts on a fresh ledger table (`set` receives it). */
export function withLedgerTable(
  set: (t: Table) => void,
  before?: (t: Table) => Promise<void>,
): void {
  beforeEach(async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    set(await ledgerTable(before));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Five m20 thugs of 10 HP (the Apply a write count is pinned on). */
export async function fiveThugs(t: Table): Promise<HolocronActor[]> {
  const targets: HolocronActor[] = [];
  for (let i = 0; i < 5; i++) {
    targets.push(
      await t.glue.createActor({
        name: `Thug ${i}`,
        type: "m20Npc",
        system: { stats: { str: 10 }, hitDice: [6], health: { value: 10 } },
      }),
    );
  }
  return targets;
}

/** The current user applies a fresh 3-damage card to the targets (`posted` runs in between). */
export async function applyThree(
  targets: readonly HolocronActor[],
  posted: () => Promise<void> = async () => undefined,
): Promise<void> {
  const { ask } = await import("../../../src/authority/index.js");
  const { applyCard } = await import("../../../src/applications/chat/apply-requests.js");
  const card = await postDamageCard({
    total: 3,
    targets: targets.map((m) => ({ uuid: m.uuid, name: m.name, ac: null })),
  });
  await posted();
  const actorUuids = targets.map((m) => m.uuid);
  await ask(applyCard, { messageId: card.id!, mode: "damage", to: "targets", actorUuids });
}
