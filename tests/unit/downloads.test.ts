// Issue 17: the rules of a download link (src/domain/downloads.ts) and the committed pattern files, which must be
// what server/seed/pattern-pdf.ts writes (a real PDF: header, objects, cross-reference table at the offsets named).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { downloadParamsSchema } from '../../src/domain/contract/downloads';
import { DEFAULT_DOWNLOADS_PER_PURCHASE, downloadStatus, downloadsFor } from '../../src/domain/downloads';
import { DOWNLOAD_FILES_DIR, patternFileName, patternPdf } from '../../server/seed/pattern-pdf';

describe('a download link', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('is available while it has downloads left and has not expired', () => {
    expect(downloadStatus({ downloads_left: 1, expires_at: '2026-11-21T12:00:01Z' }, now)).toBe('available');
  });

  it('expires at its expiry time, not a moment later', () => {
    expect(downloadStatus({ downloads_left: 3, expires_at: '2026-11-21T12:00:00Z' }, now)).toBe('expired');
  });

  it('is used up with no downloads left, expired or not', () => {
    expect(downloadStatus({ downloads_left: 0, expires_at: '2027-01-01T00:00:00Z' }, now)).toBe('used-up');
    expect(downloadStatus({ downloads_left: 0, expires_at: '2026-01-01T00:00:00Z' }, now)).toBe('used-up');
  });

  it('gets the product’s downloads per unit bought, or the default when the product names none', () => {
    expect(downloadsFor(5, 2)).toBe(10);
    expect(downloadsFor(undefined, 1)).toBe(DEFAULT_DOWNLOADS_PER_PURCHASE);
    expect(downloadsFor(0, 3)).toBe(DEFAULT_DOWNLOADS_PER_PURCHASE * 3);
  });

  it('accepts only a 32-character url-safe id, naming linkId otherwise', () => {
    expect(downloadParamsSchema.safeParse({ linkId: 'A'.repeat(31) + '_' }).success).toBe(true);
    for (const linkId of ['A'.repeat(31), 'A'.repeat(33), `${'A'.repeat(31)}/`, '../../etc/passwd']) {
      const parsed = downloadParamsSchema.safeParse({ linkId });
      expect(parsed.success, linkId).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['linkId']);
    }
  });
});

describe.each(['ee', 'lv'] as const)('the knitting pattern of %s', (store) => {
  const bytes = patternPdf(store);

  it('is the committed file', () => {
    expect(readFileSync(`${DOWNLOAD_FILES_DIR}${patternFileName(store)}`).equals(bytes)).toBe(true);
  });

  it('is a PDF whose cross-reference table points at its objects', () => {
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(text.startsWith(`${index + 1} 0 obj\n`, offset), `object ${index + 1}`).toBe(true);
    });
  });
});
