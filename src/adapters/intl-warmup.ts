// Issue 18 (TBT): loads ICU's locale data in a worker before hydration (src/adapters/intl-warmup.worker.ts), so the
// first price or plural the page formats does not block the main thread for tens of milliseconds. Resolves when the
// worker is done, after `capMs` at most, or at once where module workers are missing: hydration never waits long.
export function warmIntl(locale: string, capMs = 400): Promise<void> {
  return new Promise<void>((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, capMs);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(locale);
    } catch {
      done();
    }
  });
}
