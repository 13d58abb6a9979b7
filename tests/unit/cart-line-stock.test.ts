// SPEC 4 "Stock status" of the cart's lines (src/domain/cart/line-stock.ts): out of stock marks a line with an
// error, in stock (ok or volatile) clears it, a sku the answer does not hold keeps what it had; SPEC 7's chunks of 15.
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/cart/cart-item';
import {
  hasOutOfStockLine,
  lineStockStatus,
  linesToCheck,
  stockChunk,
  withLineStock,
} from '../../src/domain/cart/line-stock';
import type { StockItem, StockStatus } from '../../src/domain/contract/stock';

const line = (sku: string, errors?: Record<string, string>): CartItem => ({
  sku,
  parentSku: sku.slice(0, -2),
  qty: 1,
  price_incl_tax: 10,
  name: sku,
  image: '',
  ...(errors ? { errors } : {}),
});
const record = (sku: string, status: StockStatus): StockItem => ({
  product_id: 1,
  product_sku: sku,
  qty: status === 'out_of_stock' ? 0 : 5,
  is_in_stock: status !== 'out_of_stock',
  manage_stock: status !== 'volatile',
  status,
});

describe('the stock status of cart lines (SPEC 4)', () => {
  it('marks an out-of-stock line with SPEC 4’s error and clears it when in stock again, keeping other errors', () => {
    const items = [line('A-1-M'), line('B-2-S', { qty: 'Only 3 available' })];
    const marked = withLineStock(
      items,
      {},
      ['A-1-M', 'B-2-S'],
      [record('A-1-M', 'out_of_stock'), record('B-2-S', 'out_of_stock')],
    );
    expect(marked.changed).toBe(true);
    expect(marked.items.map((item) => item.errors)).toEqual([
      { stock: 'Out of the stock!' },
      { qty: 'Only 3 available', stock: 'Out of the stock!' },
    ]);
    expect(hasOutOfStockLine(marked.items)).toBe(true);
    const cleared = withLineStock(
      marked.items,
      marked.lineStock,
      ['A-1-M', 'B-2-S'],
      [record('A-1-M', 'ok'), record('B-2-S', 'volatile')],
    );
    expect(cleared.items.map((item) => item.errors)).toEqual([undefined, { qty: 'Only 3 available' }]);
    expect(cleared.lineStock).toEqual({ 'A-1-M': 'ok', 'B-2-S': 'volatile' });
    expect(hasOutOfStockLine(cleared.items)).toBe(false);
  });

  it('keeps a line whose sku the answer does not hold, and ignores records of skus not asked about', () => {
    const items = [line('A-1-M', { stock: 'Out of the stock!' }), line('B-2-S')];
    const result = withLineStock(items, {}, ['B-2-S'], [record('A-1-M', 'ok')]);
    expect(result.changed).toBe(false);
    expect(result.items).toEqual(items);
  });

  it('shows In stock! after a check, Out of the stock! while marked, nothing before any answer', () => {
    expect(lineStockStatus(line('A-1-M'), {})).toBeNull();
    expect(lineStockStatus(line('A-1-M'), { 'A-1-M': 'volatile' })).toBe('in-stock');
    expect(lineStockStatus(line('A-1-M', { stock: 'Out of the stock!' }), { 'A-1-M': 'ok' })).toBe('out-of-stock');
  });

  it('asks about each sku once, 15 at a time (SPEC 7)', () => {
    const items = [...Array.from({ length: 20 }, (_, index) => line(`S-${index}-M`)), line('S-0-M')];
    const skus = linesToCheck(items);
    expect(skus).toHaveLength(20);
    expect(stockChunk(skus)).toEqual(skus.slice(0, 15));
  });
});
