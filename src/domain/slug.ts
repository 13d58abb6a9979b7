// SPEC 5: slugs are lowercased, spaces become hyphens, & becomes -and-, other non-word characters are dropped and
// repeated hyphens are collapsed. Estonian and Latvian letters are folded to ASCII first so URLs stay readable.
// Nothing else: a hyphen at either end stays, as SPEC 5 does not strip it (' Kleit & -' -> '-kleit-and-'). No seeded
// name starts or ends with a non-word character, so this changes no seeded URL (tests/unit/slug.test.ts).

export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

export function slugify(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/&/g, '-and-')
    .replace(/[^\w-]+/g, '')
    .replace(/--+/g, '-');
}
