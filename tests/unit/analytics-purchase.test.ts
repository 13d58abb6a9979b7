// @vitest-environment jsdom
// Issue 16, SPEC 5 / SPEC 1: the GA4 purchase the thank-you page hands the tag manager (in EUR, with the order
// number, value and items), and that it reaches window.dataLayer once per order and only after the tag manager
// started (the consent machine's 'granted').
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKED_ORDERS_KEY, startTagManager, trackPurchase } from '../../src/app/root/consent-actors';
import { purchaseEvent } from '../../src/domain/analytics/purchase';

describe('the purchase event', () => {
  it('carries the order number, the incl-tax value in EUR to the cent and one item per line', () => {
    const event = purchaseEvent('000000042', [
      { sku: 'MJ-101-M', qty: 2, price_incl_tax: 24.99 },
      { sku: 'SC-7', qty: 1, price_incl_tax: 10.005 },
    ]);
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '000000042',
        value: 59.99,
        currency: 'EUR',
        items: [
          { item_id: 'MJ-101-M', price: 24.99, quantity: 2 },
          { item_id: 'SC-7', price: 10.01, quantity: 1 },
        ],
      },
    });
  });

  it('is EUR in both store views and leaves out empty lines; a line without a price counts as 0', () => {
    const event = purchaseEvent('7', [
      { sku: 'A', qty: 0, price_incl_tax: 5 },
      { sku: 'B', qty: 3 },
    ]);
    expect(event.ecommerce.currency).toBe('EUR');
    expect(event.ecommerce.items).toEqual([{ item_id: 'B', price: 0, quantity: 3 }]);
    expect(event.ecommerce.value).toBe(0);
  });
});

describe('the purchase hand-over', () => {
  afterEach(() => localStorage.clear());

  it('waits without consent, reaches the dataLayer after the start, and only once per order', () => {
    const win = window as unknown as { dataLayer?: Record<string, unknown>[] };
    const purchase = purchaseEvent('000000043', [{ sku: 'MJ-101-M', qty: 1, price_incl_tax: 39.9 }]);
    trackPurchase(purchase);
    expect(win.dataLayer, 'nothing before the tag manager starts').toBeUndefined();
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);

    startTagManager('GTM-AB12CD3');
    trackPurchase(purchase);
    const purchases = (win.dataLayer ?? []).filter((entry) => entry.event === 'purchase');
    expect(purchases).toEqual([purchase]);
    expect(win.dataLayer?.[0]?.event).toBe('gtm.js');
    expect(JSON.parse(localStorage.getItem(TRACKED_ORDERS_KEY) ?? '[]')).toEqual(['000000043']);
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];
    expect(scripts.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3']);

    startTagManager('GTM-AB12CD3');
    expect(document.querySelectorAll('script[src*="googletagmanager"]'), 'started once per page').toHaveLength(1);
  });
});
