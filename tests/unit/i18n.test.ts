// "Every string in three languages": the catalogues are extracted from the code before the tests (npm test runs
// `lingui extract`), so a message added without its Estonian and Latvian translation fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

interface Entry {
  msgid: string;
  msgstr: string;
  obsolete: boolean;
}

/** Reads msgid/msgstr pairs of a .po file (single-line and continued strings). */
function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let current: Partial<Entry> & { field?: 'msgid' | 'msgstr' } = {};
  const unquote = (value: string) => JSON.parse(value) as string;
  const flush = () => {
    if (current.msgid !== undefined && current.msgstr !== undefined && current.msgid !== '') {
      entries.push({ msgid: current.msgid, msgstr: current.msgstr, obsolete: Boolean(current.obsolete) });
    }
    current = {};
  };
  for (const raw of text.split('\n')) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    const field = line.match(/^(msgid|msgstr) (".*")$/);
    if (field) {
      if (field[1] === 'msgid') flush();
      current[field[1] as 'msgid' | 'msgstr'] = unquote(field[2] as string);
      current.field = field[1] as 'msgid' | 'msgstr';
      current.obsolete = obsolete;
    } else if (/^".*"$/.test(line) && current.field) {
      current[current.field] = (current[current.field] ?? '') + unquote(line);
    }
  }
  flush();
  return entries.filter((entry) => !entry.obsolete);
}

const catalog = (locale: string) => parsePo(readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8'));

describe('message catalogues', () => {
  const source = catalog('en-US');

  it('has the messages of the code in the source catalogue', () => {
    expect(source.map((entry) => entry.msgid)).toContain('Page not found');
  });

  it.each(['et-EE', 'lv-LV'])('translates every message into %s', (locale) => {
    const translated = new Map(catalog(locale).map((entry) => [entry.msgid, entry.msgstr]));
    const missing = source.map((entry) => entry.msgid).filter((id) => !translated.get(id)?.trim());
    expect(missing).toEqual([]);
  });

  it.each(['et-EE', 'lv-LV'])('keeps the placeholders of every message in %s', (locale) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}|<\/?\d+>/g)].map((m) => m[0]).sort();
    const mismatched = catalog(locale)
      .filter((entry) => entry.msgstr && placeholders(entry.msgid).join() !== placeholders(entry.msgstr).join())
      .map((entry) => entry.msgid);
    expect(mismatched).toEqual([]);
  });

  it('reports an untranslated message', () => {
    const entries = parsePo('msgid "Hello"\nmsgstr ""\n\nmsgid "Bye"\nmsgstr "Head aega"\n');
    expect(entries.filter((entry) => !entry.msgstr).map((entry) => entry.msgid)).toEqual(['Hello']);
  });
});
