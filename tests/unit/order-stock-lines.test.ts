// Issue 18: the stock an order reserves comes from one pure function, stockLines(lines) (server/modules/order/stock.ts);
// the single statement that places the order (./place-statement.ts) reserves exactly its rows. One row per sku, equal
// skus summed, in sku order (the lock order), nothing lost: the items reserved are the items ordered.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockLines } from '../../server/modules/order/stock';
import type { PricedItem } from '../../server/modules/pricing/products';
import type { QuoteLine } from '../../server/modules/pricing/quote';

const item = (sku: string, parentSku = sku): PricedItem => ({
  sku,
  parentSku,
  productId: 1,
  name: sku,
  productType: parentSku === sku ? 'simple' : 'configurable',
  status: 1,
  priceInclTax: 10,
  taxRatePercent: 24,
  image: '',
  stock: null,
});

describe('stockLines', () => {
  it('gives one row per sku in sku order, with equal skus summed', () => {
    const lines: QuoteLine[] = [
      { item: item('NA-DR-1001-M', 'NA-DR-1001'), qty: 2 },
      { item: item('GIFT-BOX'), qty: 1 },
      { item: item('NA-DR-1001-M', 'NA-DR-1001'), qty: 3 },
      { item: item('ME-TS-2002-S', 'ME-TS-2002'), qty: 1 },
    ];
    expect(stockLines(lines)).toEqual([
      { sku: 'GIFT-BOX', qty: 1, parent_sku: 'GIFT-BOX' },
      { sku: 'ME-TS-2002-S', qty: 1, parent_sku: 'ME-TS-2002' },
      { sku: 'NA-DR-1001-M', qty: 5, parent_sku: 'NA-DR-1001' },
    ]);
  });

  it('reserves every ordered item and nothing else, for any lines', () => {
    const line = fc.record({ sku: fc.constantFrom('A-1', 'A-2', 'B', 'C-9'), qty: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (raw) => {
        const rows = stockLines(raw.map((l) => ({ item: item(l.sku), qty: l.qty })));
        const skus = rows.map((row) => row.sku);
        expect(skus).toEqual([...new Set(skus)].sort());
        for (const sku of new Set(raw.map((l) => l.sku))) {
          const ordered = raw.filter((l) => l.sku === sku).reduce((sum, l) => sum + l.qty, 0);
          expect(rows.find((row) => row.sku === sku)?.qty).toBe(ordered);
        }
      }),
    );
  });
});
