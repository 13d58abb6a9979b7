// Issue 18 (TBT): the browser's first Intl number formatter loads ICU's locale data, 25–100 ms on the thread that asks
// for it (measured in Chromium: the first `new Intl.NumberFormat` of a page). ICU keeps that data per process, so this
// worker asks first and the page's own formatters (prices, Lingui's plurals) find it loaded when hydration runs.
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
    new Intl.NumberFormat(locale).format(1);
    new Intl.PluralRules(locale).select(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
  } finally {
    self.postMessage('ready');
  }
};

export {};
