// Model-based tests of issue 16's service page machines: every generated path drives a real actor whose I/O never
// answers by itself (the path delivers each answer as the invoked actor would), and each entry into a loading state
// asks its actor exactly once.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import { type SearchProductsInput, categoryBrowserMachine } from '../../machines/category-browser.machine';
import type { ContactMessage, ContactOutcome } from '../../machines/contact-form.machine';
import type { TrackingOutcome } from '../../machines/order-tracking.machine';
import type { PaperCatalogueOutcome } from '../../machines/paper-catalogue-request.machine';
import type { Listing } from '../../src/domain/contract/catalog';
import type { OrderTrackingRequest } from '../../src/domain/contract/order-tracking';
import type { PaperCatalogueOrder } from '../../src/domain/contract/paper-catalogue';
import type { ShopStore } from '../../src/domain/contract/stores';
import { describeModel, entriesInto, runPath } from '../helpers/model';
import {
  contactFormModel,
  orderTrackingModel,
  paperCatalogueRequestModel,
  salePageModel,
  storeLocatorModel,
} from './service-pages.model';

const never = <T>() => new Promise<T>(() => {});

describeModel(
  'store-locator machine',
  storeLocatorModel,
  {
    drive(path, inspect?: (event: InspectionEvent) => void) {
      let loads = 0;
      const loadStores = fromPromise<ShopStore[]>(() => {
        loads++;
        return never();
      });
      const actor = createActor(storeLocatorModel.machine.provide({ actors: { loadStores } }), { inspect });
      runPath(storeLocatorModel, path, { actor }, expect);
      return loads;
    },
    check(path, loads) {
      expect(loads, 'the stores are loaded once per entry into loading').toBe(entriesInto(path, 'loading').length);
    },
  },
  vitest,
);

describeModel(
  'order-tracking machine',
  orderTrackingModel,
  {
    drive(path, inspect?: (event: InspectionEvent) => void) {
      const asked: OrderTrackingRequest[] = [];
      const trackOrder = fromPromise<TrackingOutcome, OrderTrackingRequest>(({ input }) => {
        asked.push(input);
        return never();
      });
      const actor = createActor(orderTrackingModel.machine.provide({ actors: { trackOrder } }), { inspect });
      runPath(orderTrackingModel, path, { actor }, expect);
      return asked;
    },
    check(path, asked) {
      expect(asked.length, 'one look-up per submit').toBe(entriesInto(path, 'searching').length);
    },
  },
  vitest,
);

describeModel(
  'contact-form machine',
  contactFormModel,
  {
    drive(path, inspect?: (event: InspectionEvent) => void) {
      const sent: ContactMessage[] = [];
      const sendMessage = fromPromise<ContactOutcome, ContactMessage>(({ input }) => {
        sent.push(input);
        return never();
      });
      const actor = createActor(contactFormModel.machine.provide({ actors: { sendMessage } }), { inspect });
      runPath(contactFormModel, path, { actor }, expect);
      return sent;
    },
    check(path, sent) {
      expect(sent.length, 'one mail per submit').toBe(entriesInto(path, 'sending').length);
    },
  },
  vitest,
);

describeModel(
  'paper-catalogue-request machine',
  paperCatalogueRequestModel,
  {
    drive(path, inspect?: (event: InspectionEvent) => void) {
      const sent: PaperCatalogueOrder[] = [];
      const sendOrder = fromPromise<PaperCatalogueOutcome, PaperCatalogueOrder>(({ input }) => {
        sent.push(input);
        return never();
      });
      const actor = createActor(paperCatalogueRequestModel.machine.provide({ actors: { sendOrder } }), { inspect });
      runPath(paperCatalogueRequestModel, path, { actor }, expect);
      return sent;
    },
    check(path, sent) {
      expect(sent.length, 'one order per submit').toBe(entriesInto(path, 'sending').length);
    },
  },
  vitest,
);

describeModel(
  'sale-page machine',
  salePageModel,
  {
    drive(path, inspect?: (event: InspectionEvent) => void) {
      const requests: SearchProductsInput[] = [];
      const categoryBrowser = categoryBrowserMachine.provide({
        actors: {
          searchProducts: fromPromise<Listing, SearchProductsInput>(({ input }) => {
            requests.push(input);
            return never();
          }),
        },
      });
      const actor = createActor(salePageModel.machine.provide({ actors: { categoryBrowser } }), { inspect });
      runPath(salePageModel, path, { actor }, expect);
      return requests;
    },
    check(path, requests) {
      // Each start of the listing searches once, for the sale of its store view (the on_sale filter).
      const entered = entriesInto(path, 'listing', (state) => state.context.storeCode);
      expect(requests.map((request) => request.storeCode)).toEqual(entered.map((state) => state.context.storeCode));
      for (const request of requests) expect(request.request.filters).toMatchObject({ on_sale: true });
    },
  },
  vitest,
);
