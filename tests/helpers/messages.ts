// The shop's own translations for end-to-end tests: find things by the name a shopper reads, in the store view's
// language, without copying the catalogues into the tests. `et('Log in')` -> 'Logi sisse'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function catalogue(locale: 'et-EE' | 'lv-LV'): Map<string, string> {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split('\n\n')) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1];
    if (id && str) entries.set(id.replace(/\\"/g, '"'), str.replace(/\\"/g, '"'));
  }
  return entries;
}

export function translator(locale: 'et-EE' | 'lv-LV') {
  const entries = catalogue(locale);
  return (source: string, values: Record<string, string | number> = {}): string => {
    const text = entries.get(source);
    if (text === undefined) throw new Error(`No ${locale} translation for "${source}"`);
    return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
  };
}
