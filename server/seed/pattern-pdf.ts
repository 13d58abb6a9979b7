// Issue 17: the file of the downloadable knitting pattern (DL-PATTERN-905): a real, printable one-page A4 PDF written
// in plain PDF syntax (no dependency): the title, the sizes with their measurements and stitch counts, the steps, and
// a 20 × 24 colour-work chart. One file per store view, in its language. The committed files under
// server/seed/files/ are this module's output (`npx tsx server/seed/pattern-pdf.ts` writes them again; a unit test
// compares them).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StoreCode } from '../../src/domain/store-views';

/** The file name of the pattern of a store view (server/seed/files/<name>). */
export const patternFileName = (store: StoreCode) => `knitting-pattern-905-${store === 'ee' ? 'et' : 'lv'}.pdf`;

/** The files of downloadable products (a row names a bare file name in this folder). */
export const DOWNLOAD_FILES_DIR = fileURLToPath(new URL('./files/', import.meta.url));

interface PatternTexts {
  title: string;
  subtitle: string;
  sizesHeading: string;
  sizeColumns: [string, string, string, string];
  sizes: [string, string, string, string][];
  materialsHeading: string;
  materials: string[];
  stepsHeading: string;
  steps: string[];
  chartHeading: string;
  chartNote: string;
  footer: string;
}

const TEXTS: Record<StoreCode, PatternTexts> = {
  ee: {
    title: 'Kootud kampsuni muster',
    subtitle: 'Rõivas DL-PATTERN-905 · suurused S–XL · koetihedus 22 s × 30 r = 10 × 10 cm',
    sizesHeading: 'Suurused',
    sizeColumns: ['Suurus', 'Rinnaümbermõõt', 'Pikkus', 'Loo silmuseid'],
    sizes: [
      ['S', '92 cm', '62 cm', '202'],
      ['M', '100 cm', '64 cm', '220'],
      ['L', '108 cm', '66 cm', '238'],
      ['XL', '116 cm', '68 cm', '256'],
    ],
    materialsHeading: 'Materjal',
    materials: [
      'Villane lõng 50 g / 110 m: põhivärv 8–11 tokki, mustrivärv 2 tokki.',
      'Ringvardad 3,5 mm ja 4 mm (80 cm), sukavardad 3,5 mm ja 4 mm.',
    ],
    stepsHeading: 'Töö käik',
    steps: [
      '1. Loo 3,5 mm varrastele silmused, ühenda ringiks ja koo 6 cm soonikut 1 parem, 1 pahem.',
      '2. Võta 4 mm vardad ja koo parempidises koes, kuni töö on 38 cm (M) pikk.',
      '3. Koo mustriskeemi järgi 24 rida; skeemi loetakse paremalt vasakule, alt üles.',
      '4. Jaga töö esi- ja seljaosaks, koo käeaugud ja kaelaava, sulge silmused.',
      '5. Koo varrukad ringselt alt üles, kahanda 2 silmust iga 8. rea järel.',
      '6. Õmble õlad, korja kaelaava silmused ja koo 3 cm soonikut. Niisuta ja kuivata tasasel pinnal.',
    ],
    chartHeading: 'Mustriskeem (20 silmust × 24 rida)',
    chartNote: 'Tühi ruut: põhivärv. Täidetud ruut: mustrivärv.',
    footer: 'Rõivas · ainult isiklikuks kasutamiseks · roivas.example',
  },
  lv: {
    title: 'Adīta džempera raksts',
    subtitle: 'Rõivas DL-PATTERN-905 · izmēri S–XL · adījuma blīvums 22 v × 30 r = 10 × 10 cm',
    sizesHeading: 'Izmēri',
    sizeColumns: ['Izmērs', 'Krūšu apkārtmērs', 'Garums', 'Uzmest valdziņus'],
    sizes: [
      ['S', '92 cm', '62 cm', '202'],
      ['M', '100 cm', '64 cm', '220'],
      ['L', '108 cm', '66 cm', '238'],
      ['XL', '116 cm', '68 cm', '256'],
    ],
    materialsHeading: 'Materiāli',
    materials: [
      'Vilnas dzija 50 g / 110 m: pamatkrāsa 8–11 kamoli, raksta krāsa 2 kamoli.',
      'Apļadatas 3,5 mm un 4 mm (80 cm), zeķu adatas 3,5 mm un 4 mm.',
    ],
    stepsHeading: 'Darba gaita',
    steps: [
      '1. Uzmet valdziņus uz 3,5 mm adatām, savieno aplī un ada 6 cm ribas 1 labiskais, 1 kreiliskais.',
      '2. Pārej uz 4 mm adatām un ada labiskajā adījumā, līdz darbs ir 38 cm (M) garš.',
      '3. Ada 24 rindas pēc shēmas; shēmu lasa no labās uz kreiso, no apakšas uz augšu.',
      '4. Sadali darbu priekšā un mugurā, ada rokas izgriezumus un kakla izgriezumu, nosien valdziņus.',
      '5. Piedurknes ada aplī no apakšas uz augšu, ik pēc 8 rindām samazinot 2 valdziņus.',
      '6. Sašuj plecus, uzņem kakla valdziņus un ada 3 cm ribas. Samitrini un žāvē uz līdzenas virsmas.',
    ],
    chartHeading: 'Raksta shēma (20 valdziņi × 24 rindas)',
    chartNote: 'Tukšs lauciņš: pamatkrāsa. Aizpildīts lauciņš: raksta krāsa.',
    footer: 'Rõivas · tikai personīgai lietošanai · roivas.example',
  },
};

// WinAnsi covers Estonian (õ ä ö ü š ž) and Latin-1; Latvian's ā ē ī ū ģ ķ ļ ņ č get codes 128-145 through the
// font's /Differences (glyph names of the standard Helvetica glyph set).
const EXTRA_GLYPHS: [string, string][] = [
  ['ā', 'amacron'],
  ['ē', 'emacron'],
  ['ī', 'imacron'],
  ['ū', 'umacron'],
  ['ģ', 'gcommaaccent'],
  ['ķ', 'kcommaaccent'],
  ['ļ', 'lcommaaccent'],
  ['ņ', 'ncommaaccent'],
  ['č', 'ccaron'],
  ['Ā', 'Amacron'],
  ['Ē', 'Emacron'],
  ['Ī', 'Imacron'],
  ['Ū', 'Umacron'],
  ['Č', 'Ccaron'],
  ['š', 'scaron'],
  ['ž', 'zcaron'],
  ['Š', 'Scaron'],
  ['Ž', 'Zcaron'],
  ['–', 'endash'],
];
const EXTRA_CODE = new Map(EXTRA_GLYPHS.map(([char], index) => [char, 128 + index]));
const DIFFERENCES = `[128 ${EXTRA_GLYPHS.map(([, glyph]) => `/${glyph}`).join(' ')}]`;

/** A PDF string literal in the font's encoding (bytes as latin1 characters). */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = EXTRA_CODE.get(char) ?? (char === '·' ? 0xb7 : (char.codePointAt(0) ?? 63));
    const byte = code < 256 ? code : 63;
    const ch = String.fromCharCode(byte);
    out += ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch;
  }
  return `${out})`;
}

/** A PDF text string in UTF-16BE (the document information: any letter). */
const utf16 = (value: string) =>
  `<FEFF${[...value].map((char) => (char.codePointAt(0) ?? 63).toString(16).padStart(4, '0')).join('')}>`;

const text = (x: number, y: number, size: number, value: string, bold = false) =>
  `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`;

/** The colour-work motif: a row of diamonds with a band above and below (1: pattern colour). */
export function chartCell(column: number, row: number): boolean {
  if (row === 0 || row === 23) return true;
  if (row === 2 || row === 21) return column % 2 === 0;
  if (row < 7 || row > 16) return false;
  const centre = row - 7;
  const distance = Math.abs((column % 10) - 4.5) + Math.abs(centre - 4.5);
  return distance <= 4 && distance >= 3;
}

function pageContent(texts: PatternTexts): string {
  const ops: string[] = ['0.15 0.15 0.15 rg'];
  ops.push(text(56, 780, 22, texts.title, true));
  ops.push(text(56, 758, 10, texts.subtitle));
  // The sizes table.
  ops.push(text(56, 724, 13, texts.sizesHeading, true));
  const columns = [56, 136, 256, 346];
  for (const [index, heading] of texts.sizeColumns.entries())
    ops.push(text(columns[index] ?? 56, 706, 10, heading, true));
  ops.push('0.5 w 56 700 m 470 700 l S');
  for (const [line, row] of texts.sizes.entries()) {
    for (const [index, cell] of row.entries()) ops.push(text(columns[index] ?? 56, 686 - line * 16, 10, cell));
  }
  ops.push(text(56, 606, 13, texts.materialsHeading, true));
  for (const [index, line] of texts.materials.entries()) ops.push(text(56, 588 - index * 15, 10, line));
  ops.push(text(56, 546, 13, texts.stepsHeading, true));
  for (const [index, line] of texts.steps.entries()) ops.push(text(56, 528 - index * 15, 9.5, line));
  // The chart: 20 × 24 squares of 12 pt, row 1 at the bottom, numbered on the right like a knitting chart.
  const cell = 12;
  const left = 56;
  const bottom = 90;
  ops.push(text(56, bottom + 24 * cell + 28, 13, texts.chartHeading, true));
  ops.push(text(56, bottom + 24 * cell + 12, 9, texts.chartNote));
  ops.push('0.55 0.12 0.16 rg');
  for (let row = 0; row < 24; row++) {
    for (let column = 0; column < 20; column++) {
      if (chartCell(column, row)) ops.push(`${left + column * cell} ${bottom + row * cell} ${cell} ${cell} re f`);
    }
  }
  ops.push('0.15 0.15 0.15 rg 0.3 w');
  for (let row = 0; row <= 24; row++)
    ops.push(`${left} ${bottom + row * cell} m ${left + 20 * cell} ${bottom + row * cell} l S`);
  for (let column = 0; column <= 20; column++)
    ops.push(`${left + column * cell} ${bottom} m ${left + column * cell} ${bottom + 24 * cell} l S`);
  for (let row = 0; row < 24; row += 2)
    ops.push(text(left + 20 * cell + 6, bottom + row * cell + 3, 7, String(row + 1)));
  for (let column = 0; column < 20; column += 5)
    ops.push(text(left + (19 - column) * cell + 3, bottom - 10, 7, String(column + 1)));
  ops.push(text(56, 40, 8, texts.footer));
  return ops.join('\n');
}

/** The PDF bytes of the pattern in the store view's language. */
export function patternPdf(store: StoreCode): Buffer {
  const texts = TEXTS[store];
  const content = pageContent(texts);
  const font = (base: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >> >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${utf16(texts.title)} /Producer ${utf16('Rõivas')} >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// `npx tsx server/seed/pattern-pdf.ts` writes the committed files again.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const store of ['ee', 'lv'] as const)
    writeFileSync(`${DOWNLOAD_FILES_DIR}${patternFileName(store)}`, patternPdf(store));
}
