// The models of issue 16's service page machines: the store locator (stores loaded once, the route's city and store
// applied), order tracking (found, the one 'no such order', too many attempts, a failure), the contact form (sent,
// too many from this sender, a failure) and the sale page (the listing scoped to the sale, restarted only for
// another store view). Registered in tests/model/models.ts.
import { contactFormMachine, type ContactMessage } from '../../machines/contact-form.machine';
import { orderTrackingMachine, type TrackingOutcome } from '../../machines/order-tracking.machine';
import { paperCatalogueRequestMachine } from '../../machines/paper-catalogue-request.machine';
import { salePageMachine } from '../../machines/sale-page.machine';
import { storeLocatorMachine } from '../../machines/store-locator.machine';
import type { TrackedOrder } from '../../src/domain/contract/order-tracking';
import type { PaperCatalogueOrder } from '../../src/domain/contract/paper-catalogue';
import type { ShopStore } from '../../src/domain/contract/stores';
import { parseRouteQuery } from '../../src/domain/filters';
import { ALL_CITIES } from '../../src/domain/stores';
import { type ModelEntry, stateName } from '../helpers/model';

const hours = (opens: string, closes: string) => ({ opens, closes });
const week = [hours('10:00', '20:00'), ...Array(4).fill(hours('10:00', '20:00')), hours('10:00', '18:00'), null];

export const SAMPLE_STORES: ShopStore[] = [
  {
    id: 1,
    name: 'Rõivas Telliskivi',
    country_id: 'EE',
    city: 'Tallinn',
    street: 'Telliskivi 60a',
    postcode: '10412',
    phone: '+372 600 1201',
    email: 'telliskivi@roivas.ee',
    latitude: 59.43978,
    longitude: 24.72941,
    time_zone: 'Europe/Tallinn',
    opening_hours: week,
    services: ['pickup', 'returns', 'alterations'],
  },
  {
    id: 3,
    name: 'Rõivas Tartu',
    country_id: 'EE',
    city: 'Tartu',
    street: 'Rüütli 11',
    postcode: '51007',
    phone: '+372 600 1203',
    email: 'tartu@roivas.ee',
    latitude: 58.38063,
    longitude: 26.72218,
    time_zone: 'Europe/Tallinn',
    opening_hours: week,
    services: ['pickup', 'returns'],
  },
  {
    id: 5,
    name: 'Rõivas Tērbatas',
    country_id: 'LV',
    city: 'Rīga',
    street: 'Tērbatas iela 47',
    postcode: 'LV-1011',
    phone: '+371 6700 1205',
    email: 'terbatas@roivas.lv',
    latitude: 56.95632,
    longitude: 24.12806,
    time_zone: 'Europe/Riga',
    opening_hours: week,
    services: ['pickup', 'returns'],
  },
];

// ---- store locator ------------------------------------------------------------------------------------------------

export const storeLocatorModel: ModelEntry<typeof storeLocatorMachine> = {
  machine: storeLocatorMachine,
  events: [
    { type: 'locator.open' },
    { type: 'locator.open', city: 'Tartu' },
    { type: 'locator.open', city: 'Narva' },
    { type: 'locator.open', storeId: 5 },
    { type: 'locator.open', storeId: 99 },
    { type: 'locator.retry' },
    { type: 'xstate.done.actor.loadStores', output: SAMPLE_STORES } as never,
    { type: 'xstate.error.actor.loadStores', error: new Error('Network down') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.city, snapshot.context.storeId, snapshot.context.stores.length]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'locator.open') {
      if (event.storeId) return `open store ${event.storeId}`;
      return event.city ? `filter by ${event.city}` : 'open the list';
    }
    if (type.startsWith('xstate.done')) return 'the stores arrive';
    if (type.startsWith('xstate.error')) return 'loading fails';
    return 'try again';
  },
  describeState: (snapshot) => `${stateName(snapshot)} (${snapshot.context.city || 'all'})`,
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
      if (snapshot.context.stores.length) {
        expect(
          snapshot.context.city === ALL_CITIES || snapshot.context.stores.some((s) => s.city === snapshot.context.city),
          'the filter names a city some store is in, or every city',
        ).toBe(true);
      }
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.stores).toEqual([]);
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    'ready.list': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.stores).toEqual(SAMPLE_STORES);
      expect(
        snapshot.context.stores.some((store) => store.id === snapshot.context.storeId),
        'a known store would show its page',
      ).toBe(false);
    },
    'ready.store': ({ snapshot }, expect) => {
      expect(snapshot.context.stores.find((store) => store.id === snapshot.context.storeId)?.name).toBe(
        'Rõivas Tērbatas',
      );
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('Network down');
    },
  },
};

// ---- order tracking -------------------------------------------------------------------------------------------------

export const TRACKED_ORDER: TrackedOrder = {
  increment_id: '100000001',
  created_at: '2026-11-20T10:15:00.000Z',
  status: 'complete',
  store_code: 'ee',
  currency: 'EUR',
  grand_total: 74.89,
  shipping_carrier: 'omniva',
  items: [
    { sku: 'WS08-XS-Blue', name: 'Villane kampsun', qty: 1, price: 59.9 },
    { sku: 'MT07-M-Gray', name: 'Puuvillane T-särk', qty: 1, price: 12.99 },
  ],
};

const TRACKING_REQUEST = { orderNumber: '100000001', email: 'mari.maasikas@example.ee' };
const trackingDone = (output: TrackingOutcome) => ({ type: 'xstate.done.actor.trackOrder', output }) as never;

export const orderTrackingModel: ModelEntry<typeof orderTrackingMachine> = {
  machine: orderTrackingMachine,
  events: [
    { type: 'tracking.submit', request: TRACKING_REQUEST },
    trackingDone({ kind: 'found', order: TRACKED_ORDER }),
    trackingDone({ kind: 'notFound' }),
    trackingDone({ kind: 'tooMany' }),
    { type: 'xstate.error.actor.trackOrder', error: new Error('Network down') } as never,
    { type: 'tracking.again' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.problem]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'tracking.submit') return 'the number and e-mail are sent';
    if (event.type === 'tracking.again') return "'Track another order'";
    if (type.startsWith('xstate.error')) return 'the look-up fails';
    const outcome = (event as unknown as { output: TrackingOutcome }).output;
    return outcome.kind === 'found'
      ? 'the order is found'
      : outcome.kind === 'tooMany'
        ? 'too many attempts'
        : 'no such order';
  },
  describeState: (snapshot) =>
    snapshot.context.problem ? `${stateName(snapshot)} (${snapshot.context.problem})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
      expect(snapshot.context.order !== null, 'an order is shown exactly when found').toBe(snapshot.matches('found'));
    },
    form: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    searching: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.request).toEqual(TRACKING_REQUEST);
      expect(snapshot.context.problem).toBeNull();
    },
    found: ({ snapshot }, expect) => {
      expect(snapshot.context.order?.increment_id).toBe(TRACKED_ORDER.increment_id);
      expect(snapshot.context.problem).toBeNull();
    },
  },
};

// ---- contact form ---------------------------------------------------------------------------------------------------

export const CONTACT_MESSAGE: ContactMessage = {
  name: 'Mari Maasikas',
  email: 'mari.maasikas@example.ee',
  subject: 'Kampsuni suurus',
  message: 'Tere! Kas villane kampsun tuleb ka suuruses XS?',
  website: '',
};

export const contactFormModel: ModelEntry<typeof contactFormMachine> = {
  machine: contactFormMachine,
  events: [
    { type: 'contact.submit', message: CONTACT_MESSAGE },
    { type: 'xstate.done.actor.sendMessage', output: 'sent' } as never,
    { type: 'xstate.done.actor.sendMessage', output: 'tooMany' } as never,
    { type: 'xstate.error.actor.sendMessage', error: new Error('Network down') } as never,
    { type: 'contact.again' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.problem]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'contact.submit') return 'the message is sent';
    if (event.type === 'contact.again') return "'Write another message'";
    if (type.startsWith('xstate.error')) return 'sending fails';
    return (event as unknown as { output: string }).output === 'sent' ? 'the shop got it' : 'too many from this sender';
  },
  describeState: (snapshot) =>
    snapshot.context.problem ? `${stateName(snapshot)} (${snapshot.context.problem})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
    },
    form: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    sending: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.message).toEqual(CONTACT_MESSAGE);
      expect(snapshot.context.problem).toBeNull();
    },
    sent: ({ snapshot }, expect) => {
      expect(snapshot.context, 'nothing of the message is kept once it left').toEqual({ message: null, problem: null });
    },
  },
};

// ---- paper catalogue (anyone's order) ------------------------------------------------------------------------------

export const CATALOGUE_ORDER: PaperCatalogueOrder = {
  storeCode: 'lv',
  firstname: 'Ilze',
  lastname: 'Kalniņa',
  street: 'Brīvības iela',
  houseNumber: '12-5',
  city: 'Rīga',
  postcode: 'LV-1010',
  countryId: 'LV',
  telephone: '29123456',
};

export const paperCatalogueRequestModel: ModelEntry<typeof paperCatalogueRequestMachine> = {
  machine: paperCatalogueRequestMachine,
  events: [
    { type: 'catalogueRequest.submit', order: CATALOGUE_ORDER },
    { type: 'xstate.done.actor.sendOrder', output: 'sent' } as never,
    { type: 'xstate.done.actor.sendOrder', output: 'tooMany' } as never,
    { type: 'xstate.error.actor.sendOrder', error: new Error('Network down') } as never,
    { type: 'catalogueRequest.again' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.problem]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'catalogueRequest.submit') return 'the catalogue is ordered';
    if (event.type === 'catalogueRequest.again') return "'Order another catalogue'";
    if (type.startsWith('xstate.error')) return 'sending fails';
    return (event as unknown as { output: string }).output === 'sent'
      ? 'the shop took the order'
      : 'too many orders from this client';
  },
  describeState: (snapshot) =>
    snapshot.context.problem ? `${stateName(snapshot)} (${snapshot.context.problem})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
    },
    form: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    sending: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.order).toEqual(CATALOGUE_ORDER);
      expect(snapshot.context.problem).toBeNull();
    },
    sent: ({ snapshot }, expect) => {
      expect(snapshot.context, 'nothing of the address is kept once the shop has it').toEqual({
        order: null,
        problem: null,
      });
    },
  },
};

// ---- sale page ------------------------------------------------------------------------------------------------------

const showSale = (storeCode: 'ee' | 'lv', search = '') =>
  ({ type: 'sale.show', storeCode, query: parseRouteQuery(search), online: true }) as const;

export const salePageModel: ModelEntry<typeof salePageMachine> = {
  machine: salePageMachine,
  events: [
    showSale('ee'),
    showSale('ee', '?sort=final_price:asc'),
    showSale('lv'),
    { type: 'xstate.error.actor.browser', error: new Error('listing crashed') } as never,
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.storeCode]),
  describeEvent: (event) => {
    if (event.type === 'sale.show') return `show the ${event.storeCode} sale`;
    return 'the listing crashes';
  },
  describeState: (snapshot) => `${stateName(snapshot)} ${snapshot.context.storeCode ?? ''}`.trim(),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.children.browser !== undefined, 'a listing runs exactly while listing').toBe(
        snapshot.matches('listing'),
      );
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.storeCode).toBeNull();
    },
    listing: ({ snapshot }, expect) => {
      const browser = snapshot.children.browser?.getSnapshot() as { context: { scope: unknown; storeCode: string } };
      expect(browser.context.scope, 'the listing is the sale').toEqual({ onSale: true });
      expect(browser.context.storeCode).toBe(snapshot.context.storeCode);
    },
    unavailable: ({ snapshot }, expect) => {
      expect(snapshot.context.storeCode).not.toBeNull();
    },
  },
};
