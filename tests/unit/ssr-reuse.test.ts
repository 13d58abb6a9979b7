// Issue 18 (uncached SSR CPU): what the server makes once and reuses from page to page must not leak one page's or
// one store view's data into another: the provided machines are shared definitions (each page its own actors), and
// the serialized catalogue is the right store view's, inside JSON that still parses to the whole state.
import { describe, expect, it } from 'vitest';
import { createShopActors, type ShopDeps } from '../../src/app/root/actors';
import { type InitialState, serializeState } from '../../src/app/root/initial-state';
import { CATALOGS } from '../../src/i18n/catalogs';

const never = () => new Promise<never>(() => undefined);

function fakeDeps(storeCode: 'ee' | 'lv'): ShopDeps {
  return {
    storeCode,
    loadHome: never,
    searchProducts: never,
    searchListing: never,
    loadCategory: never,
    loadProducts: never,
    loadProduct: never,
    lookupUrl: never,
    loadCmsPage: never,
  };
}

describe('machines provided once per dependencies', () => {
  it('two pages with the same dependencies run the same machines in actors of their own', () => {
    const deps = fakeDeps('ee');
    const first = createShopActors(deps);
    const second = createShopActors(deps);
    expect(second.productPage.logic).toBe(first.productPage.logic);
    expect(second.categoryPage.logic).toBe(first.categoryPage.logic);
    expect(second.productPage).not.toBe(first.productPage);

    first.navigation.start();
    second.navigation.start();
    first.navigation.send({ type: 'sidebar.open' });
    expect(first.navigation.getSnapshot().value).not.toEqual(second.navigation.getSnapshot().value);
    first.navigation.stop();
    second.navigation.stop();
  });

  it('other dependencies get machines of their own (their own store view and I/O)', () => {
    const ee = createShopActors(fakeDeps('ee'));
    const lv = createShopActors(fakeDeps('lv'));
    expect(lv.productPage.logic).not.toBe(ee.productPage.logic);
    expect(lv.searchPanel.getSnapshot().context.storeCode).toBe('lv');
    expect(ee.searchPanel.getSnapshot().context.storeCode).toBe('ee');
  });
});

describe('serializeState', () => {
  const state = (storeCode: 'ee' | 'lv', messages: InitialState['messages']): InitialState => ({
    storeCode,
    messages,
    settings: { automaticOrderTransmission: false },
    snapshots: { cmsPage: { status: 'active', context: { body: '</script><!-- \u2028' } } as never },
    menu: [],
  });

  it('parses back to the whole state, the store view’s own catalogue included, page after page', () => {
    const ee = state('ee', CATALOGS['et-EE']);
    const lv = state('lv', CATALOGS['lv-LV']);
    for (let page = 0; page < 2; page++) {
      expect(JSON.parse(serializeState(ee))).toEqual(ee);
      expect(JSON.parse(serializeState(lv))).toEqual(lv);
    }
    expect(JSON.parse(serializeState(state('ee', {}))).messages).toEqual({});
  });

  it('cannot close its script element early', () => {
    const json = serializeState(state('ee', { ...CATALOGS['et-EE'], probe: '</script>' }));
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);
  });
});
