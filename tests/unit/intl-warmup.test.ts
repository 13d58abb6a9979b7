// Issue 18 (TBT): ICU's locale data is loaded by a worker before hydration. The page never waits long for it: it goes
// on when the worker answers, when the worker fails, after the cap, or at once without module workers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '../../src/adapters/intl-warmup';

class FakeWorker {
  static made: FakeWorker[] = [];
  readonly url: string;
  readonly options: WorkerOptions | undefined;
  posted: unknown[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(url: URL, options?: WorkerOptions) {
    this.url = url.href;
    this.options = options;
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.made = [];
});

describe('warmIntl', () => {
  it('asks a module worker for the locale and goes on when it answers, ending the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let settled = false;
    const warm = warmIntl('lv-LV').then(() => {
      settled = true;
    });
    const [worker] = FakeWorker.made;
    expect(worker?.url).toMatch(/intl-warmup\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.posted).toEqual(['lv-LV']);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker?.onmessage?.(new MessageEvent('message', { data: 'ready' }));
    await warm;
    expect(worker?.terminated).toBe(true);
  });

  it('goes on after the cap when the worker never answers, and when it fails', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    let settled = false;
    void warmIntl('et-EE', 400).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(FakeWorker.made[0]?.terminated).toBe(true);

    const failing = warmIntl('et-EE', 400);
    FakeWorker.made[1]?.onerror?.(new Event('error') as ErrorEvent);
    await failing;
    expect(FakeWorker.made[1]?.terminated).toBe(true);
  });

  it('goes on at once without module workers', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmIntl('en-US')).resolves.toBeUndefined();
  });

  it('the worker formats in the locale and answers even when the locale is not valid', async () => {
    const posted: unknown[] = [];
    const scope = { postMessage: (message: unknown) => posted.push(message), onmessage: null as unknown };
    vi.stubGlobal('self', scope);
    await import('../../src/adapters/intl-warmup.worker');
    const onmessage = scope.onmessage as (event: { data: string }) => void;
    onmessage({ data: 'lv-LV' });
    expect(posted).toEqual(['ready']);
    expect(() => onmessage({ data: 'not a locale!' })).toThrow(RangeError);
    expect(posted).toEqual(['ready', 'ready']);
  });
});
