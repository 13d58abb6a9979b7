// The I/O of issue 16's newsletter machines for every visitor (ARCHITECTURE §1: machines pure, actors provided here):
// the sign-up's SPEC 7 calls (GET status, POST subscribe) over HTTP, loaded on the first sign-up so the first view
// carries no ky; the newsletter modal's 'seen' mark in localStorage (SPEC 2: offered once, never again once closed or
// used).
import { fromPromise } from 'xstate';
import { newsletterModalMachine } from '../../../machines/newsletter-modal.machine';
import {
  type NewsletterCheckAnswer,
  type NewsletterSubscribeAnswer,
  newsletterMachine,
} from '../../../machines/newsletter.machine';
import type { StoreCode } from '../../domain/store-views';

/** The browser storage key of the modal's 'seen' mark (one per browser, both stores: one offer per visitor). */
export const NEWSLETTER_MODAL_SEEN_KEY = 'roivas:newsletter-modal-seen';

async function newsletterHttp(storeCode: StoreCode) {
  const [{ createHttp }, { newsletterApi }] = await Promise.all([
    import('../../adapters/http'),
    import('../../adapters/user'),
  ]);
  return newsletterApi(createHttp('/'), storeCode);
}

/** The newsletter machine in guest mode (the footer's and the modal's sign-up); the container passes the input. */
export const NEWSLETTER_GUEST_INPUT = { mode: 'guest' } as const;

/**
 * The guest sign-up machine of a store view, provided once (issue 18: the footer and the modal asked for it on every
 * render, and each `.provide()` builds the machine anew, about 7 % of an uncached page's server CPU).
 */
const signupMachines = new Map<StoreCode, ReturnType<typeof provideSignup>>();

export function newsletterSignupIo(storeCode: StoreCode) {
  let machine = signupMachines.get(storeCode);
  if (!machine) {
    machine = provideSignup(storeCode);
    signupMachines.set(storeCode, machine);
  }
  return machine;
}

function provideSignup(storeCode: StoreCode) {
  return newsletterMachine.provide({
    actors: {
      checkNewsletter: fromPromise<NewsletterCheckAnswer, { email: string }>(async ({ input, signal }) =>
        (await newsletterHttp(storeCode)).status(input.email, signal),
      ),
      // Issue 16 double opt-in: a guest's address answers 'pending' (a confirmation link was mailed).
      subscribeNewsletter: fromPromise<NewsletterSubscribeAnswer, { email: string }>(async ({ input, signal }) =>
        (await newsletterHttp(storeCode)).subscribe(input.email, signal),
      ),
    },
  });
}

/** The storage the mark lives in; a stand-in in tests. Reading throws where storage is blocked (the modal stays away). */
export interface SeenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

let browserModal: ReturnType<typeof provideModal> | undefined;

/** The modal's machine over the browser's localStorage (made once), or over the storage and clock given (tests). */
export function newsletterModalIo(storage?: () => SeenStorage, now?: () => Date) {
  if (storage || now) return provideModal(storage ?? (() => globalThis.localStorage), now ?? (() => new Date()));
  browserModal ??= provideModal(
    () => globalThis.localStorage,
    () => new Date(),
  );
  return browserModal;
}

function provideModal(storage: () => SeenStorage, now: () => Date) {
  return newsletterModalMachine.provide({
    actors: {
      loadSeen: fromPromise<boolean>(async () => storage().getItem(NEWSLETTER_MODAL_SEEN_KEY) !== null),
      rememberSeen: fromPromise<void>(async () => {
        try {
          storage().setItem(NEWSLETTER_MODAL_SEEN_KEY, now().toISOString());
        } catch {
          // Storage full or blocked: the offer may come once more on the next visit; nothing else to do.
        }
      }),
    },
  });
}
