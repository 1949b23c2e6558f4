// V14's `foundry.documents.modifyBatch(operations)`: document operations of different types in one
// request, made in sequence, all or nothing ("a cancellation (via, for example, Document#_preUpdate)
// or exception thrown by a single operation will cancel the entire batch. No changes will be made";
// https://foundryvtt.com/api/functions/foundry.documents.modifyBatch.html). V13 has no such call, and
// the V13 types Holocron compiles against do not know it: it is found at run time and typed here.

/**
 * One operation of a batch: a DatabaseCreateOperation or DatabaseUpdateOperation's fields
 * (https://foundryvtt.com/api/v14/interfaces/foundry.abstract.types.DatabaseCreateOperation.html),
 * the parent of embedded documents, and the operation's options beside them.
 */
export type BatchOperation = (
  | { action: "create"; documentName: string; data: object[] }
  | { action: "update"; documentName: string; updates: object[] }
) & { parent?: unknown; [option: string]: unknown };

/** Resolves with each operation's documents, in order (empty when the batch was cancelled). */
export type ModifyBatch = (operations: BatchOperation[]) => Promise<unknown[][]>;

/** The running Foundry's modifyBatch, or null where it has none (V13). */
export function modifyBatch(): ModifyBatch | null {
  const found: unknown = Reflect.get(foundry.documents, "modifyBatch");
  // The one narrowing: a function found where V14 documents it, called with the documented shape.
  return typeof found === "function" ? (found as ModifyBatch) : null;
}
