// What a request's writes belong to: the ledger (src/documents/ledger/record.ts) wraps each request
// the GM carries out, so the rows of its writes name the request and its sender and go in one batch
// when it ends. The authority knows nothing of the ledger: it only calls what was registered here.
import type { Sender } from "./registry.js";

/** The request being carried out: its kind, its checked payload and who asked. */
export interface RequestContext {
  kind: string;
  payload: unknown;
  sender: Sender;
}

type Around = <T>(context: RequestContext, run: () => Promise<T>) => Promise<T>;

let around: Around | null = null;

/** Registers the one wrapper of every request carried out (a later call replaces it). */
export function observeRequests(wrapper: Around | null): void {
  around = wrapper;
}

/** Runs a request's `carryOut` inside the registered wrapper, if any. */
export function carriedOut<T>(context: RequestContext, run: () => Promise<T>): Promise<T> {
  return around ? around(context, run) : run();
}
