import type { StandInEnv } from "../index.js";
import { currentUser } from "./permission.js";
import { generation } from "./release.js";

/**
 * V14's `foundry.documents.modifyBatch(operations)`
 * (https://foundryvtt.com/api/functions/foundry.documents.modifyBatch.html): document operations of
 * any types bundled into one request, "made in sequence", all or nothing: "a cancellation (via, for
 * example, Document#_preUpdate) or exception thrown by a single operation will cancel the entire
 * batch. No changes will be made", and "a batched operation is unable to reference the result of a
 * prior operation in the same batch". Each operation is a DatabaseCreateOperation /
 * DatabaseUpdateOperation / DatabaseDeleteOperation: `action`, `documentName`, `data` / `updates` /
 * `ids`, `parent` or `parentUuid`, and the operation's options beside them
 * (https://foundryvtt.com/api/v14/interfaces/foundry.abstract.types.DatabaseCreateOperation.html).
 *
 * The stand-in first prepares every operation in order: its checks (permissions, the documents it
 * names exist now), `_preCreate` / `_preUpdate` and the `pre<Action><Name>` hooks, as Foundry's client
 * runs them before it sends the request. A throw rejects the batch and a cancellation resolves it
 * with no documents, and either way nothing was written. Only then does it write each operation in
 * order, with its usual after-lifecycle and hooks. The whole batch is one request
 * (`batchRequests`). Only the operations a part registered (`batchable`) can be batched; any other
 * throws (stricter than Foundry). On V13, which has no such call, `modifyBatch` is absent.
 */
type Obj = Record<string, unknown>;

export interface StandInOperation extends Obj {
  action: "create" | "update" | "delete";
  documentName: string;
  data?: Obj[];
  updates?: Obj[];
  ids?: string[];
  parent?: unknown;
  parentUuid?: string | null;
}

/** What an operation writes once every operation of its batch was prepared; its documents. */
export type Commit = () => unknown[];
/** Checks and pre-lifecycle of one operation: its commit, or null when a pre-step cancelled it. */
export type Prepare = (operation: StandInOperation, parent: unknown) => Promise<Commit | null>;

const preparers = new Map<string, Prepare>();

/** Lets `modifyBatch` carry `action` on `documentName` documents (called by a part's install). */
export function batchable(action: StandInOperation["action"], name: string, prepare: Prepare) {
  preparers.set(`${action}:${name}`, prepare);
}

/** Every modifyBatch request, oldest first: who sent it, and each operation's kind and size. */
export const batchRequests: { user: string; operations: string[] }[] = [];

/** The operation's options: everything but its documents' data (the hooks' `options` argument). */
export function operationOptions(operation: StandInOperation): Obj {
  const {
    data: _data,
    updates: _updates,
    ids: _ids,
    parent: _parent,
    parentUuid: _uuid,
    ...options
  } = operation;
  return options;
}

function size(operation: StandInOperation): number {
  return (operation.data ?? operation.updates ?? operation.ids ?? []).length;
}

function parentOf(operation: StandInOperation): unknown {
  if (operation.parent) return operation.parent;
  const uuid = operation.parentUuid;
  if (!uuid) return null;
  const [root, id = ""] = uuid.split(".");
  const game = Reflect.get(globalThis, "game") as { journal?: { get(id: string): unknown } };
  const find = Reflect.get(globalThis, "fromUuidSync") as (uuid: string) => unknown;
  const found = root === "JournalEntry" ? game.journal?.get(id) : find(uuid);
  if (!found)
    throw new Error(`modifyBatch: no parent ${uuid} (a batch cannot use its own results)`);
  return found;
}

export async function modifyBatch(operations: StandInOperation[]): Promise<unknown[][]> {
  if (!Array.isArray(operations) || !operations.length) {
    throw new Error("modifyBatch takes a non-empty array of operations");
  }
  batchRequests.push({
    user: currentUser()?.id ?? "",
    operations: operations.map((op) => `${op.action} ${op.documentName} ×${size(op)}`),
  });
  const commits: Commit[] = [];
  for (const operation of operations) {
    const prepare = preparers.get(`${operation.action}:${operation.documentName}`);
    if (!prepare) {
      throw new Error(`The stand-in batches no ${operation.action} of ${operation.documentName}`);
    }
    const commit = await prepare(operation, parentOf(operation));
    if (!commit) return operations.map(() => []);
    commits.push(commit);
  }
  return commits.map((commit) => commit());
}

export function install(env: StandInEnv): void {
  batchRequests.length = 0;
  Object.defineProperty(env.foundry.documents, "modifyBatch", {
    get: () => (generation() >= 14 ? modifyBatch : undefined),
    configurable: true,
    enumerable: true,
  });
}
