// SPEC 4 "Merge outcomes" and the guest → customer merge: examples of each outcome, then properties over any client
// and server lines: applying the plan to a server leaves the client equal to it, no line doubled, none lost, and a
// guest merge applied twice is the merge applied once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/cart/cart-item';
import { mergeGuestCart, planGuestMerge } from '../../src/domain/cart/guest-merge';
import { confirmUpdate } from '../../src/domain/cart/lines';
import { type CartCall, type MergeFlags, type MergePlan, planMerge } from '../../src/domain/cart/merge';
import { planSync, syncMode } from '../../src/domain/cart/sync-plan';
import { itemsHash } from '../../src/domain/cart/items-hash';
import type { ServerCartItem } from '../../src/domain/contract/cart';

const SKUS = ['NA-DR-1001-M', 'NA-DR-1001-L', 'ME-TS-2002-S', 'SOCKS'] as const;

const serverLine = (sku: string, qty: number, item_id: number): ServerCartItem => ({
  item_id,
  quote_id: 'q1',
  sku,
  parentSku: sku.replace(/-[SML]$/, ''),
  qty,
  product_type: 'simple',
  name: sku,
  price_incl_tax: 10,
  row_total_incl_tax: 10 * qty,
});
const clientLine = (sku: string, qty: number, server_item_id?: number): CartItem => ({
  sku,
  parentSku: sku.replace(/-[SML]$/, ''),
  qty,
  price_incl_tax: 10,
  name: sku,
  image: '',
  ...(server_item_id === undefined ? {} : { server_item_id, item_id: server_item_id, prev_qty: qty }),
});

/** A server as /api/cart/update and /delete behave: an update without item_id adds to the matching line. */
function applyPlan(plan: MergePlan, server: readonly ServerCartItem[]) {
  let lines = server.map((line) => ({ ...line }));
  let items = plan.items;
  let nextId = 1000 + Math.max(0, ...server.map((line) => line.item_id));
  for (const call of plan.calls) {
    if (call.kind === 'delete') {
      lines = lines.filter((line) => line.item_id !== call.item.item_id);
      continue;
    }
    const index =
      call.item.item_id === undefined
        ? lines.findIndex((line) => line.sku === call.item.sku)
        : lines.findIndex((line) => line.item_id === call.item.item_id);
    const current = lines[index];
    const answer = current
      ? { ...current, qty: call.item.item_id === undefined ? current.qty + call.item.qty : call.item.qty }
      : serverLine(call.item.sku, call.item.qty, nextId++);
    lines = current ? lines.map((line, at) => (at === index ? answer : line)) : [...lines, answer];
    items = confirmUpdate(items, call, answer);
  }
  return { server: lines, client: items };
}

const summary = (lines: readonly { sku: string; qty: number }[]) =>
  lines.map((line) => `${line.sku}×${line.qty}`).sort();

const linesArbitrary = fc.uniqueArray(
  fc.record({ sku: fc.constantFrom(...SKUS), qty: fc.integer({ min: 1, max: 10 }), synced: fc.boolean() }),
  { selector: (line) => line.sku, maxLength: SKUS.length },
);
const flagsArbitrary = fc.constantFrom<MergeFlags>({}, { forceClientState: true }, { forceServerState: true });

/** Client lines marked `synced` carry the server line's id when the server has that sku. */
function sides(client: { sku: string; qty: number; synced: boolean }[], server: { sku: string; qty: number }[]) {
  const serverLines = server.map((line, index) => serverLine(line.sku, line.qty, index + 1));
  const clientLines = client.map((line) => {
    const match = serverLines.find((candidate) => candidate.sku === line.sku);
    return clientLine(line.sku, line.qty, line.synced ? match?.item_id : undefined);
  });
  return { clientLines, serverLines };
}

describe('merge of client and server carts (SPEC 4 "Merge outcomes")', () => {
  it('pushes a client line missing on the server (no-item), or drops it when the server state is forced', () => {
    const client = [clientLine('SOCKS', 2)];
    expect(planMerge(client, []).calls).toEqual([{ kind: 'update', item: { sku: 'SOCKS', qty: 2 } }]);
    const forced = planMerge(client, [], { forceServerState: true });
    expect([forced.items, forced.calls, forced.diff[0]?.status]).toEqual([[], [], 'no-item']);
  });

  it('updates the server quantity on wrong-qty, or takes the server’s when its state is forced', () => {
    const client = [clientLine('SOCKS', 3, 7)];
    const server = [serverLine('SOCKS', 1, 7)];
    expect(planMerge(client, server, { forceClientState: true }).calls).toEqual([
      { kind: 'update', item: { sku: 'SOCKS', qty: 3, item_id: 7, quoteId: 'q1' } },
    ]);
    const pulled = planMerge(client, server, { forceServerState: true });
    expect([pulled.items[0]?.qty, pulled.calls, pulled.result]).toEqual([1, [], 'update-required']);
  });

  it('deletes a server-only line when the client state is forced, otherwise adds it to the client', () => {
    const server = [serverLine('SOCKS', 1, 7)];
    expect(planMerge([], server, { forceClientState: true }).calls).toEqual([
      { kind: 'delete', item: { sku: 'SOCKS', item_id: 7, quoteId: 'q1' } },
    ]);
    expect(summary(planMerge([], server).items)).toEqual(['SOCKS×1']);
  });

  it('reports no-changes when both sides agree, and plans one update for one changed line', () => {
    const server = [serverLine('SOCKS', 1, 7), serverLine('NA-DR-1001-M', 2, 8)];
    const client = [clientLine('SOCKS', 1, 7), clientLine('NA-DR-1001-M', 2, 8)];
    expect(planMerge(client, server, { forceClientState: true })).toMatchObject({ calls: [], result: 'no-changes' });
    const changed = [clientLine('SOCKS', 1, 7), { ...clientLine('NA-DR-1001-M', 3, 8), prev_qty: 2 }];
    expect(planMerge(changed, server, { forceClientState: true }).calls).toHaveLength(1);
  });

  it('leaves the client equal to the server after the plan, with no line doubled and none lost', () => {
    fc.assert(
      fc.property(linesArbitrary, linesArbitrary, flagsArbitrary, (client, server, flags) => {
        const { clientLines, serverLines } = sides(client, server);
        const plan = planMerge(clientLines, serverLines, flags);
        const after = applyPlan(plan, serverLines);
        expect(summary(after.client)).toEqual(summary(after.server));
        expect(new Set(after.server.map((line) => line.sku)).size).toBe(after.server.length);
        const kept = new Set(after.client.map((line) => line.sku));
        if (!flags.forceServerState) for (const line of clientLines) expect(kept.has(line.sku)).toBe(true);
        if (!flags.forceClientState) for (const line of serverLines) expect(kept.has(line.sku)).toBe(true);
        for (const line of after.client) expect(line.server_item_id).toBeDefined();
      }),
    );
  });
});

describe('guest → customer merge (summed once)', () => {
  it('sums a shared line, keeps the guest-only and the customer-only lines, capped at 10', () => {
    const guest = [clientLine('SOCKS', 2, 50), clientLine('NA-DR-1001-M', 9, 51), clientLine('ME-TS-2002-S', 1, 52)];
    const server = [serverLine('SOCKS', 1, 7), serverLine('NA-DR-1001-M', 4, 8), serverLine('NA-DR-1001-L', 1, 9)];
    const after = applyPlan(planGuestMerge(guest, server), server);
    expect(summary(after.server)).toEqual(['ME-TS-2002-S×1', 'NA-DR-1001-L×1', 'NA-DR-1001-M×10', 'SOCKS×3']);
    expect(summary(after.client)).toEqual(summary(after.server));
  });

  it('does not sum a guest cart already recorded as merged', () => {
    const server = [serverLine('SOCKS', 3, 7)];
    const result = mergeGuestCart({ items: [clientLine('SOCKS', 2)], mergedGuestCartId: 'guest-1' }, 'guest-1', server);
    expect([summary(result.plan.items), result.plan.calls]).toEqual([['SOCKS×3'], []]);
  });

  it('applied twice equals applied once, for any guest and customer lines', () => {
    fc.assert(
      fc.property(linesArbitrary, linesArbitrary, (guest, customer) => {
        const { clientLines, serverLines } = sides(guest, customer);
        const once = mergeGuestCart({ items: clientLines, mergedGuestCartId: null }, 'guest-1', serverLines);
        const first = applyPlan(once.plan, serverLines);
        const twice = mergeGuestCart(
          { items: first.client, mergedGuestCartId: once.mergedGuestCartId },
          'guest-1',
          first.server,
        );
        const second = applyPlan(twice.plan, first.server);
        expect(summary(second.server)).toEqual(summary(first.server));
        expect(summary(second.client)).toEqual(summary(first.client));
        expect(twice.plan.calls).toEqual([]);
      }),
    );
  });
});

describe('which merge a sync runs', () => {
  const base = { cartServerToken: 'c1', syncedCartId: 'c1', mergedGuestCartId: null, guestMerge: null };
  const items = [clientLine('SOCKS', 1, 7)];

  it('pulls when nothing changed, pushes a local change, keeps both sides for a new cart, merges a login once', () => {
    expect(syncMode({ ...base, items, itemsHash: itemsHash(items) })).toBe('pull');
    expect(syncMode({ ...base, items, itemsHash: 'older' })).toBe('push');
    expect(syncMode({ ...base, items, itemsHash: itemsHash(items), syncedCartId: null })).toBe('fresh');
    // A cart emptied by a paid order pushes, even to a new cart id: the server's lines are deleted, not merged back.
    const paid = planSync({ ...base, items: [], itemsHash: null, syncedCartId: null, clientIsTruth: true }, [
      serverLine('SOCKS', 2, 9),
    ]);
    expect(paid.mode).toBe('push');
    expect(paid.plan.calls.map((call: CartCall) => `${call.kind} ${call.item.sku}`)).toEqual(['delete SOCKS']);
    const login = { ...base, items, itemsHash: 'x', guestMerge: { guestCartId: 'g1' } };
    expect(planSync(login, [serverLine('SOCKS', 2, 9)])).toMatchObject({
      mode: 'guest-merge',
      mergedGuestCartId: 'g1',
    });
  });

  it('plans the minimal diff for a local change: only the changed line', () => {
    const server = [serverLine('SOCKS', 1, 7), serverLine('NA-DR-1001-M', 1, 8)];
    const local = [{ ...clientLine('SOCKS', 2, 7), prev_qty: 1 }, clientLine('NA-DR-1001-M', 1, 8)];
    const { plan } = planSync({ ...base, items: local, itemsHash: 'older' }, server);
    expect(plan.calls.map((call: CartCall) => `${call.kind} ${call.item.sku}`)).toEqual(['update SOCKS']);
  });
});
