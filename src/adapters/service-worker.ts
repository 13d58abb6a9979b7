// Service-worker bridge (ARCHITECTURE §5, SPEC 2 "Offline behaviour"): registers /sw.js (sw/sw.ts) from the site root
// through workbox-window and reports what happens as one of SPEC 2's five message kinds. The app turns a kind into a
// translated notification; nothing here is a sentence. Import-safe on the server: no window or navigator access until
// registerServiceWorker() runs, and workbox-window is loaded only then.

export type ServiceWorkerMessage =
  | 'served-from-cache'
  | 'cached-for-offline'
  | 'new-content'
  | 'offline-mode'
  | 'registration-error';

export interface ServiceWorkerMessageDetail {
  url?: string;
  error?: string;
}

/** What the worker posts to a page (sw/sw.ts). */
export type WorkerPost = { type: 'sw.served-from-cache'; url: string } | { type: 'sw.offline-mode'; url: string };

/** What the page sees of the worker: workbox-window lifecycle events, worker messages, a failed registration. */
export type ServiceWorkerSignal =
  | { type: 'installed'; isUpdate?: boolean; isExternal?: boolean }
  | { type: 'waiting' }
  | { type: 'message'; data: unknown }
  | { type: 'registration-failed'; error: unknown };

export interface MappedServiceWorkerMessage {
  kind: ServiceWorkerMessage;
  detail?: ServiceWorkerMessageDetail;
}

const WORKER_POSTS: Record<WorkerPost['type'], ServiceWorkerMessage> = {
  'sw.served-from-cache': 'served-from-cache',
  'sw.offline-mode': 'offline-mode',
};

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}

/** The pure mapping of a worker signal to a SPEC 2 message kind; null for anything the shopper is not told. */
export function toServiceWorkerMessage(signal: ServiceWorkerSignal): MappedServiceWorkerMessage | null {
  switch (signal.type) {
    case 'installed':
      // The first worker of this page installed: the shell is now cached. Updates are reported when waiting.
      return signal.isUpdate || signal.isExternal ? null : { kind: 'cached-for-offline' };
    case 'waiting':
      return { kind: 'new-content' };
    case 'registration-failed':
      return { kind: 'registration-error', detail: { error: errorMessage(signal.error) } };
    case 'message': {
      const data = signal.data as { type?: unknown; url?: unknown } | null;
      if (typeof data !== 'object' || data === null || typeof data.type !== 'string') return null;
      const kind = Object.hasOwn(WORKER_POSTS, data.type) ? WORKER_POSTS[data.type as WorkerPost['type']] : undefined;
      if (!kind) return null;
      return typeof data.url === 'string' ? { kind, detail: { url: data.url } } : { kind };
    }
  }
}

/** The part of workbox-window's `Workbox` the bridge uses (a fake in tests). */
export interface WorkboxLike {
  addEventListener(
    type: 'installed' | 'waiting' | 'controlling',
    listener: (event: { isUpdate?: boolean; isExternal?: boolean }) => void,
  ): void;
  register(options?: { immediate?: boolean }): Promise<unknown>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

export interface RegisterServiceWorkerOptions {
  /** The worker script, '/sw.js' by default; always registered with scope '/'. */
  url?: string;
  onMessage(kind: ServiceWorkerMessage, detail?: ServiceWorkerMessageDetail): void;
  /** A Workbox(-like) instance, or a factory given the URL and register options; workbox-window's by default. */
  workbox?: WorkboxLike | ((url: string, registerOptions: { scope: string }) => WorkboxLike);
  /** Called once the accepted update controls the page; `location.reload()` by default. */
  reload?: () => void;
}

export interface ServiceWorkerBridge {
  /** Asks the browser to look for a new worker now (rejects if registration failed). */
  update(): Promise<void>;
  /** Accepts the waiting update ('new-content'): the worker skips waiting, and the page reloads once it controls. */
  activateUpdate(): void;
}

const SCOPE = '/';

/**
 * Issue 18: the app loads after the first paint (server/ssr/document.ts), when the document has finished parsing and
 * the worker's posts about this navigation have been delivered. The page's script loader keeps them until then: it
 * listens from inside the document and leaves this global, which hands them over (once) and stops listening.
 */
export const EARLY_WORKER_POSTS = '__shopWorkerPosts';

async function createWorkbox(url: string, option: RegisterServiceWorkerOptions['workbox']): Promise<WorkboxLike> {
  if (typeof option === 'function') return option(url, { scope: SCOPE });
  if (option) return option;
  const { Workbox } = await import('workbox-window');
  return new Workbox(url, { scope: SCOPE });
}

/**
 * Registers the service worker and reports its messages. Returns null, doing nothing, where service workers are
 * unavailable (server, old browsers, insecure origins). The worker's posts about this very navigation are delivered
 * once the document has finished parsing: those that came before this call are taken from the page's script loader
 * (EARLY_WORKER_POSTS).
 */
export function registerServiceWorker(options: RegisterServiceWorkerOptions): ServiceWorkerBridge | null {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return null;

  const report = (signal: ServiceWorkerSignal) => {
    const message = toServiceWorkerMessage(signal);
    if (message) options.onMessage(message.kind, message.detail);
  };

  // Worker posts are read straight from the container, at once: workbox-window's own 'message' event only starts
  // after its lazy import and registration (window load), by when the posts about this navigation are gone.
  container.addEventListener('message', (event: MessageEvent) => report({ type: 'message', data: event.data }));
  container.startMessages?.();
  const early = (globalThis as Record<string, unknown>)[EARLY_WORKER_POSTS];
  if (typeof early === 'function') {
    for (const data of early() as unknown[]) report({ type: 'message', data });
  }

  const ready = createWorkbox(options.url ?? '/sw.js', options.workbox).then(async (workbox) => {
    workbox.addEventListener('installed', (event) =>
      report({ type: 'installed', isUpdate: event.isUpdate, isExternal: event.isExternal }),
    );
    workbox.addEventListener('waiting', () => report({ type: 'waiting' }));
    await workbox.register();
    return workbox;
  });
  ready.catch((error: unknown) => report({ type: 'registration-failed', error }));

  let accepted = false;
  let reloaded = false;
  return {
    async update() {
      const workbox = await ready;
      await workbox.update();
    },
    activateUpdate() {
      ready.then(
        (workbox) => {
          if (!accepted) {
            accepted = true;
            // Only after the shopper accepted: the first install's clientsClaim() also fires 'controlling'.
            workbox.addEventListener('controlling', () => {
              if (reloaded) return;
              reloaded = true;
              (options.reload ?? (() => window.location.reload()))();
            });
          }
          workbox.messageSkipWaiting();
        },
        () => undefined, // already reported as 'registration-error'
      );
    },
  };
}
