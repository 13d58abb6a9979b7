// A page that hands over to another page (a payment return to /thankyou, the abandoned-cart return to /checkout)
// loads the next page's code first, so the shopper never sees a page without its heading while it loads. The page
// registry registers the loader here; pages import this module, not the registry (which imports the pages).
import type { PageKind } from './routes';

let loader: (kind: PageKind) => Promise<void> = async () => {};

export function registerPagePreloader(load: (kind: PageKind) => Promise<void>): void {
  loader = load;
}

/** Loads a page kind's chunk (resolves at once when nothing is registered, e.g. in a story). */
export function preloadPage(kind: PageKind): Promise<void> {
  return loader(kind);
}
