// SPEC 2 /i/{slug} and the static pages: a CMS page of the store view (SPEC 3 "CMS page"), loaded by identifier.
// None found is SPEC 8's 'CMS query returned empty result' (the page answers 404); a failed load can be retried.
// Loading is an actor; SSR settles this machine before rendering.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { CMS_EMPTY_RESULT } from '../src/domain/cms';
import type { CmsEntry } from '../src/domain/contract/cms';
import type { StoreCode } from '../src/domain/store-views';

export interface CmsPageContext {
  storeCode: StoreCode | null;
  identifier: string | null;
  page: CmsEntry | null;
  error: string | null;
}

export type CmsPageEvent = { type: 'cms.open'; storeCode: StoreCode; identifier: string } | { type: 'cms.retry' };

export interface CmsPageInput {
  storeCode: StoreCode;
  identifier: string;
}

export const cmsPageMachine = setup({
  types: {
    context: {} as CmsPageContext,
    events: {} as CmsPageEvent,
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
  },
  actions: {
    rememberPage: assign(({ event }) => {
      assertEvent(event, 'cms.open');
      return { storeCode: event.storeCode, identifier: event.identifier, page: null, error: null };
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'cmsPage',
  initial: 'idle',
  context: { storeCode: null, identifier: null, page: null, error: null },
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
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
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
    failed: {
      tags: ['settled', 'error'],
      on: {
        'cms.retry': { target: 'loading', actions: 'clearError' },
        'cms.open': { target: 'loading', actions: 'rememberPage' },
      },
    },
  },
});
