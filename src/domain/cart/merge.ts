// SPEC 4 "Merge outcomes": how a client cart and a server cart are made one, as a pure plan (the server calls to
// make, in order, and the client lines that result). Why a plan: the machine runs the calls one by one and the
// rule stays testable without a server; why a minimal one: a shopper's add must cost one update, not a re-push
// (issue: "API calls per add: target one update and one totals call at most").
//  - A client line missing on the server (no-item) is pushed, or removed locally when the server state is forced.
//  - A quantity mismatch (wrong-qty) updates the server, or takes the server's quantity when its state is forced.
//  - A server line missing on the client (server-only) is deleted on the server when the client state is forced,
//    otherwise added to the client.
//  - The result is update-required when anything changed on either side, otherwise no-changes.
import type { CartItemInput, ServerCartItem } from '../contract/cart';
import { type CartItem, cartItemFromServer, confirmedBy } from './cart-item';
import { type LineIdentity, isSameLine } from './line-match';

export type CartCall =
  | { kind: 'update'; item: CartItemInput }
  | { kind: 'delete'; item: { sku: string; item_id: number; quoteId?: string } };

export type MergeStatus = 'no-item' | 'wrong-qty' | 'server-only';

export interface MergeDiff {
  sku: string;
  status: MergeStatus;
  clientQty?: number;
  serverQty?: number;
}

export interface MergePlan {
  /** The client's lines once the calls are made (pushed lines get their ids from the answers). */
  items: CartItem[];
  /** Server calls, serial, in this order. */
  calls: CartCall[];
  diff: MergeDiff[];
  result: 'update-required' | 'no-changes';
}

export interface MergeFlags {
  /** The client is the truth: lines only on the server are deleted, quantities pushed. */
  forceClientState?: boolean;
  /** The server is the truth: lines only on the client are dropped, quantities taken. */
  forceServerState?: boolean;
}

/** A client line's server line: the one with its id, else the first unclaimed one SPEC 5's matching accepts. */
export function pairOf(item: CartItem, server: readonly ServerCartItem[], claimed: ReadonlySet<number>): number {
  const id = item.server_item_id;
  if (id !== undefined) {
    const byId = server.findIndex((line) => line.item_id === id);
    if (byId >= 0 && !claimed.has(byId)) return byId;
  }
  return server.findIndex(
    (line, index) =>
      !claimed.has(index) && isSameLine({ ...item, item_id: undefined, server_item_id: undefined }, line),
  );
}

/** POST /api/cart/update for a line: a new one (no item_id) or a quantity change of the server's line. */
export function updateCall(item: CartItem, qty: number, line?: ServerCartItem): CartCall {
  const input: CartItemInput = { sku: item.sku, qty };
  if (item.product_option) input.product_option = item.product_option;
  if (line) {
    input.item_id = line.item_id;
    input.quoteId = line.quote_id;
  }
  return { kind: 'update', item: input };
}

export function deleteCall(line: ServerCartItem): CartCall {
  return { kind: 'delete', item: { sku: line.sku, item_id: line.item_id, quoteId: line.quote_id } };
}

export function planMerge(
  client: readonly CartItem[],
  server: readonly ServerCartItem[],
  flags: MergeFlags = {},
): MergePlan {
  const claimed = new Set<number>();
  const items: CartItem[] = [];
  const calls: CartCall[] = [];
  const diff: MergeDiff[] = [];
  for (const item of client) {
    const index = pairOf(item, server, claimed);
    const line = server[index];
    if (!line) {
      diff.push({ sku: item.sku, status: 'no-item', clientQty: item.qty });
      if (flags.forceServerState) continue;
      items.push(item);
      calls.push(updateCall(item, item.qty));
      continue;
    }
    claimed.add(index);
    if (line.qty === item.qty) {
      items.push(confirmedBy(item, line));
      continue;
    }
    diff.push({ sku: item.sku, status: 'wrong-qty', clientQty: item.qty, serverQty: line.qty });
    if (flags.forceServerState && !flags.forceClientState) {
      items.push({ ...confirmedBy(item, line), qty: line.qty });
    } else {
      items.push(confirmedBy(item, line));
      calls.push(updateCall(item, item.qty, line));
    }
  }
  server.forEach((line, index) => {
    if (claimed.has(index)) return;
    diff.push({ sku: line.sku, status: 'server-only', serverQty: line.qty });
    if (flags.forceClientState && !flags.forceServerState) calls.push(deleteCall(line));
    else items.push(cartItemFromServer(line));
  });
  return { items, calls, diff, result: calls.length || diff.length ? 'update-required' : 'no-changes' };
}

/** What the server holds after one answered call: the answer replaces its line (or is a new one); a delete drops it. */
export function serverAfterCall(
  server: readonly ServerCartItem[],
  call: CartCall,
  answer: ServerCartItem | null,
): ServerCartItem[] {
  if (call.kind === 'delete') return server.filter((line) => line.item_id !== call.item.item_id);
  if (!answer) return [...server];
  const index = server.findIndex((line) => line.item_id === answer.item_id);
  return index < 0 ? [...server, answer] : server.map((line, at) => (at === index ? answer : line));
}

/** The client line an update call was made for (its server id, or SPEC 5's matching). */
export function lineOfCall(items: readonly CartItem[], call: CartCall): number {
  const target: LineIdentity = call.item;
  const byId =
    call.item.item_id === undefined ? -1 : items.findIndex((item) => item.server_item_id === call.item.item_id);
  return byId >= 0
    ? byId
    : items.findIndex((item) =>
        isSameLine({ ...item, item_id: undefined, server_item_id: undefined }, { ...target, item_id: undefined }),
      );
}
