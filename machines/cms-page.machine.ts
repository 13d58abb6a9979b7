// SPEC 2 /i/{slug} and the static pages: a CMS page of the store view (SPEC 3 "CMS page"), loaded by identifier.
// None found is SPEC 8's 'CMS query returned empty result' (the page answers 404); a failed load can be retried.
// Offline and not cached (SPEC 2 "Offline behaviour", SPEC 8): the machine emits `page.unavailableOffline` and the
// app notifies and goes to the store's home. Loading is an actor; SSR settles this machine before rendering.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { CMS_EMPTY_RESULT } from '../src/domain/cms';
import type { CmsEntry } from '../src/domain/contract/cms';
import type { StoreCode } from '../src/domain/store-views';
import type { PageUnavailableOffline } from './product-page.machine';

export interface CmsPageContext {
  storeCode: StoreCode | null;
  identifier: string | null;
  page: CmsEntry | null;
  error: string | null;
  /** The network status when the page was opened (the server is always online). */
  online: boolean;
}

export type CmsPageEvent =
  | { type: 'cms.open'; storeCode: StoreCode; identifier: string; online?: boolean }
  | { type: 'cms.retry' };

export interface CmsPageInput {
  storeCode: StoreCode;
  identifier: string;
}

export const cmsPageMachine = setup({
  types: {
    context: {} as CmsPageContext,
    events: {} as CmsPageEvent,
    emitted: {} as PageUnavailableOffline,
  },
  actors: {
    // Supplied by the composition root (HTTP in the browser, the CMS service during SSR); null when none is found.
    loadCmsPage: fromPromise<CmsEntry | null, CmsPageInput>(async () => {
      throw new Error('loadCmsPage must be provided by the composition root');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'cms.open' && (event.storeCode !== context.storeCode || event.identifier !== context.identifier),
    isFound: ({ event }) => (event as { output?: CmsEntry | null }).output != null,
    isOffline: ({ context }) => !context.online,
  },
  actions: {
    rememberPage: assign(({ event }) => {
      assertEvent(event, 'cms.open');
      return {
        storeCode: event.storeCode,
        identifier: event.identifier,
        page: null,
        error: null,
        online: event.online ?? true,
      };
    }),
    recordError: assign((_, { error }: { error: unknown }) => ({
      error: error instanceof Error ? error.message : String(error),
    })),
    announceUnavailableOffline: emit(({ context }) => ({
      type: 'page.unavailableOffline' as const,
      storeCode: context.storeCode ?? 'ee',
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'cmsPage',
  initial: 'idle',
  context: { storeCode: null, identifier: null, page: null, error: null, online: true },
  states: {
    idle: {
      on: { 'cms.open': { target: 'loading', actions: 'rememberPage' } },
    },
    loading: {
      tags: ['busy'],
      on: { 'cms.open': { guard: 'isOtherPage', target: 'loading', reenter: true, actions: 'rememberPage' } },
      invoke: {
        id: 'loadCmsPage',
        src: 'loadCmsPage',
        input: ({ context }) => ({
          storeCode: context.storeCode as StoreCode,
          identifier: context.identifier as string,
        }),
        onDone: [
          { guard: 'isFound', target: 'ready', actions: assign(({ event }) => ({ page: event.output })) },
          // SPEC 8: the page is not there.
          { target: 'notFound', actions: assign({ error: CMS_EMPTY_RESULT }) },
        ],
        onError: [
          // SPEC 8: offline and not cached: 'not available in Offline mode', then the store's home.
          {
            guard: 'isOffline',
            target: 'unavailableOffline',
            actions: [{ type: 'recordError', params: ({ event }) => event }, 'announceUnavailableOffline'],
          },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
        ],
      },
    },
    ready: {
      tags: ['settled'],
      on: { 'cms.open': { guard: 'isOtherPage', target: 'loading', actions: 'rememberPage' } },
    },
    notFound: {
      tags: ['settled'],
      on: { 'cms.open': { guard: 'isOtherPage', target: 'loading', actions: 'rememberPage' } },
    },
    // Left for the store's home; opening the page again (back online) loads it anew.
    unavailableOffline: {
      tags: ['settled', 'offline'],
      on: {
        'cms.open': { target: 'loading', actions: 'rememberPage' },
        'cms.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    failed: {
      tags: ['settled', 'error'],
      on: {
        'cms.retry': { target: 'loading', actions: 'clearError' },
        'cms.open': { target: 'loading', actions: 'rememberPage' },
      },
    },
  },
});
