// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDocument } from '../../server/ssr/document';
import {
  EARLY_WORKER_POSTS,
  registerServiceWorker,
  type ServiceWorkerMessage,
  type ServiceWorkerMessageDetail,
  toServiceWorkerMessage,
  type WorkboxLike,
} from '../../src/adapters/service-worker';

type LifecycleType = 'installed' | 'waiting' | 'controlling';
type LifecycleEvent = { isUpdate?: boolean; isExternal?: boolean };

class FakeWorkbox implements WorkboxLike {
  readonly listeners = new Map<LifecycleType, Array<(event: LifecycleEvent) => void>>();
  register = vi.fn(async () => ({}) as unknown);
  update = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();

  addEventListener(type: LifecycleType, listener: (event: LifecycleEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: LifecycleType, event: LifecycleEvent = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function fakeContainer() {
  const container = new EventTarget() as EventTarget & { startMessages: () => void };
  container.startMessages = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker: container });
  return container;
}

function setup(workbox = new FakeWorkbox()) {
  const container = fakeContainer();
  const messages: Array<[ServiceWorkerMessage, ServiceWorkerMessageDetail | undefined]> = [];
  const reload = vi.fn();
  const bridge = registerServiceWorker({
    onMessage: (kind, detail) => messages.push([kind, detail]),
    workbox,
    reload,
  });
  return { bridge, container, messages, reload, workbox };
}

/** Lets the bridge's asynchronous start (Workbox creation, register()) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toServiceWorkerMessage', () => {
  it.each([
    [{ type: 'installed' } as const, { kind: 'cached-for-offline' }],
    [{ type: 'installed', isUpdate: false } as const, { kind: 'cached-for-offline' }],
    [{ type: 'installed', isUpdate: true } as const, null],
    [{ type: 'installed', isExternal: true } as const, null],
    [{ type: 'waiting' } as const, { kind: 'new-content' }],
    [
      { type: 'message', data: { type: 'sw.served-from-cache', url: 'https://shop.test/ee/c/kleidid' } } as const,
      { kind: 'served-from-cache', detail: { url: 'https://shop.test/ee/c/kleidid' } },
    ],
    [
      { type: 'message', data: { type: 'sw.offline-mode', url: 'https://shop.test/lv/p/1/x' } } as const,
      { kind: 'offline-mode', detail: { url: 'https://shop.test/lv/p/1/x' } },
    ],
    [{ type: 'message', data: { type: 'sw.offline-mode' } } as const, { kind: 'offline-mode' }],
    [{ type: 'message', data: { type: 'SKIP_WAITING' } } as const, null],
    [{ type: 'message', data: { type: 'toString' } } as const, null],
    [{ type: 'message', data: 'sw.offline-mode' } as const, null],
    [{ type: 'message', data: null } as const, null],
    [
      { type: 'registration-failed', error: new TypeError('Failed to register a ServiceWorker') } as const,
      { kind: 'registration-error', detail: { error: 'Failed to register a ServiceWorker' } },
    ],
    [
      { type: 'registration-failed', error: 'denied' } as const,
      { kind: 'registration-error', detail: { error: 'denied' } },
    ],
  ])('%j -> %j', (signal, expected) => {
    expect(toServiceWorkerMessage(signal)).toEqual(expected);
  });
});

describe('registerServiceWorker', () => {
  it('returns null without navigator.serviceWorker', () => {
    expect('serviceWorker' in navigator).toBe(false); // jsdom has none
    const onMessage = vi.fn();
    const workbox = new FakeWorkbox();
    expect(registerServiceWorker({ onMessage, workbox })).toBeNull();
    expect(workbox.register).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('registers /sw.js with scope / through the factory', async () => {
    fakeContainer();
    const workbox = new FakeWorkbox();
    const factory = vi.fn(() => workbox);
    registerServiceWorker({ onMessage: vi.fn(), workbox: factory });
    await settle();
    expect(factory).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('first install reports cached-for-offline', async () => {
    const { messages, workbox } = setup();
    await settle();
    workbox.emit('installed', { isUpdate: false });
    expect(messages).toEqual([['cached-for-offline', undefined]]);
  });

  it('an update waiting reports new-content and does not reload until activateUpdate', async () => {
    const { bridge, messages, reload, workbox } = setup();
    await settle();
    workbox.emit('installed', { isUpdate: true });
    workbox.emit('waiting', { isUpdate: true });
    expect(messages).toEqual([['new-content', undefined]]);

    workbox.emit('controlling', { isUpdate: true }); // e.g. another tab accepted it: not this page's choice
    expect(reload).not.toHaveBeenCalled();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    bridge?.activateUpdate();
    await settle();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling', { isUpdate: true });
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the first install taking control does not reload the page', async () => {
    const { reload, workbox } = setup();
    await settle();
    workbox.emit('installed');
    workbox.emit('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a rejected register reports registration-error with the message', async () => {
    const workbox = new FakeWorkbox();
    workbox.register.mockRejectedValueOnce(new Error('The operation is insecure.'));
    const { bridge, messages } = setup(workbox);
    await settle();
    expect(messages).toEqual([['registration-error', { error: 'The operation is insecure.' }]]);
    await expect(bridge?.update()).rejects.toThrow('The operation is insecure.');
    bridge?.activateUpdate(); // nothing to activate, no second report
    await settle();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(messages).toHaveLength(1);
  });

  it('maps the worker posts to their kinds and ignores other messages', async () => {
    const { container, messages } = setup();
    expect((container as unknown as { startMessages: () => void }).startMessages).toHaveBeenCalled();
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'sw.served-from-cache', url: '/ee/c/x' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'sw.offline-mode', url: '/ee/p/1/y' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'CACHE_UPDATED' } }));
    expect(messages).toEqual([
      ['served-from-cache', { url: '/ee/c/x' }],
      ['offline-mode', { url: '/ee/p/1/y' }],
    ]);
  });

  it("reports the posts the page's script loader kept before the app loaded, once (issue 18)", async () => {
    // The real loader from the document, run as the page runs it; its own import of the app is never reached here.
    const html = renderDocument({
      lang: 'et',
      title: 'Rõivas',
      html: Buffer.from('<main></main>'),
      state: { storeCode: 'ee', messages: {}, snapshots: {} },
      assets: { script: '/assets/entry.js', css: [], preload: [], styles: new Map() },
    }).toString('utf8');
    const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? '';
    const container = fakeContainer();
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      new Function(loader)();
      // Delivered when the document finished parsing, before the app listens.
      container.dispatchEvent(new MessageEvent('message', { data: { type: 'sw.served-from-cache', url: '/ee/c/x' } }));
      const messages: Array<[ServiceWorkerMessage, ServiceWorkerMessageDetail | undefined]> = [];
      registerServiceWorker({ onMessage: (kind, detail) => messages.push([kind, detail]), workbox: new FakeWorkbox() });
      container.dispatchEvent(new MessageEvent('message', { data: { type: 'sw.offline-mode', url: '/ee/' } }));
      expect(messages).toEqual([
        ['served-from-cache', { url: '/ee/c/x' }],
        ['offline-mode', { url: '/ee/' }],
      ]);
    } finally {
      vi.useRealTimers();
      delete (window as unknown as Record<string, unknown>)[EARLY_WORKER_POSTS];
    }
  });

  it('update() asks the registration for a new worker', async () => {
    const { bridge, workbox } = setup();
    await bridge?.update();
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });
});
