// The cms-page machine's model (SPEC 2 /i/{slug} and the static pages, SPEC 8 'CMS query returned empty result'):
// the page opened by identifier and store view, its loader's answers (a page, none, a failure) and a retry; what each
// state promises to SSR (settled, 404, error) and to the page. Registered in tests/model/models.ts.
import { cmsPageMachine } from '../../machines/cms-page.machine';
import { CMS_EMPTY_RESULT } from '../../src/domain/cms';
import type { CmsEntry } from '../../src/domain/contract/cms';
import { type ModelEntry, stateName } from '../helpers/model';

type CmsPageMachine = typeof cmsPageMachine;

export const SAMPLE_CMS_PAGE: CmsEntry = {
  id: 1,
  identifier: 'tellimistingimused',
  title: 'Tellimistingimused',
  content: '<p>Need tingimused kehtivad e-poes roivas.ee tehtud tellimustele.</p>',
  meta_description: 'Rõivas e-poe tellimistingimused.',
  store_id: 1,
  active: true,
  updated_at: '2026-11-21T12:00:00.000Z',
};

export const cmsPageModel: ModelEntry<CmsPageMachine> = {
  machine: cmsPageMachine,
  events: [
    { type: 'cms.open', storeCode: 'ee', identifier: 'tellimistingimused' },
    { type: 'cms.open', storeCode: 'lv', identifier: 'tellimistingimused' },
    { type: 'cms.open', storeCode: 'ee', identifier: 'delivery' },
    { type: 'cms.open', storeCode: 'ee', identifier: 'returns', online: false },
    { type: 'cms.retry' },
    // What the loadCmsPage actor produces: the page, none, or a failure.
    { type: 'xstate.done.actor.loadCmsPage', output: SAMPLE_CMS_PAGE } as never,
    { type: 'xstate.done.actor.loadCmsPage', output: null } as never,
    { type: 'xstate.error.actor.loadCmsPage', error: new Error('Network down') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.storeCode,
      snapshot.context.identifier,
      Boolean(snapshot.context.page),
    ]),
  describeEvent: (event) => {
    if (event.type === 'cms.open') {
      return `open ${event.storeCode} ${event.identifier}${event.online === false ? ' offline' : ''}`;
    }
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadCmsPage') {
      return (event as unknown as { output: CmsEntry | null }).output ? 'the page arrives' : 'no such page';
    }
    if (type === 'xstate.error.actor.loadCmsPage') return 'loading fails';
    return 'try again';
  },
  describeState: (snapshot) =>
    snapshot.context.identifier
      ? `${stateName(snapshot)} (${snapshot.context.storeCode} ${snapshot.context.identifier})`
      : stateName(snapshot),
  promises: {
    '*': ({ snapshot, previous, emitted }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      // SPEC 8: exactly when loading fails offline, the app is told to notify and go to the store's home.
      const unavailable = snapshot.matches('unavailableOffline') && previous?.matches('loading') === true;
      expect(emitted).toEqual(
        unavailable ? [{ type: 'page.unavailableOffline', storeCode: snapshot.context.storeCode }] : [],
      );
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.identifier).toBeNull();
      expect(snapshot.hasTag('settled')).toBe(false);
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'the page shows it is loading').toBe(true);
      expect([snapshot.context.page, snapshot.context.error]).toEqual([null, null]);
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled'), 'SSR may render now').toBe(true);
      expect(snapshot.context.page?.title).toBe(SAMPLE_CMS_PAGE.title);
    },
    notFound: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')], 'a 404 page, not a failure').toEqual([
        true,
        false,
      ]);
      expect(snapshot.context.error).toBe(CMS_EMPTY_RESULT);
      expect(snapshot.context.page).toBeNull();
    },
    unavailableOffline: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('offline'), snapshot.context.online]).toEqual([
        true,
        true,
        false,
      ]);
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('Network down');
    },
  },
};
