// SPEC 1 "a loyalty card page" (issue 16): the card number is an EAN-13 (the shop's in-store prefix 2 + 11 digits +
// the check digit), drawn as bars by the page; points are one per whole euro of the customer's completed orders.

/** GS1 check digit of the first 12 digits: weights 1,3,1,3… from the left. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('EAN-13 needs 12 digits before the check digit');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The shop's card number for a customer: '2' (in-store numbers), '7' (Rõivas), the customer id in 10 digits. */
export function loyaltyCardNumber(customerId: number): string {
  const body = `27${String(customerId).padStart(10, '0')}`;
  return body + ean13CheckDigit(body);
}

// EAN-13 encodings: L (odd parity), G (even parity), R; the first digit picks the L/G pattern of the left six.
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' a bar): start, six left digits, centre, six right digits, end. */
export function ean13Modules(code: string): string {
  if (!isEan13(code)) throw new Error(`Not an EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] as number] as string;
  let modules = '101';
  for (let i = 1; i <= 6; i++) {
    const digit = digits[i] as number;
    modules += (parity[i - 1] === 'L' ? L : G)[digit];
  }
  modules += '01010';
  for (let i = 7; i <= 12; i++) modules += R[digits[i] as number];
  return `${modules}101`;
}

/** The bars as [x, width] runs of dark modules, for an SVG. */
export function ean13Bars(code: string): [number, number][] {
  const modules = ean13Modules(code);
  const bars: [number, number][] = [];
  for (let x = 0; x < modules.length; x++) {
    if (modules[x] !== '1') continue;
    const last = bars[bars.length - 1];
    if (last && last[0] + last[1] === x) last[1] += 1;
    else bars.push([x, 1]);
  }
  return bars;
}

/** SPEC 1 loyalty: a point per whole euro of completed orders. */
export function loyaltyPoints(completedTotals: readonly number[]): number {
  return completedTotals.reduce((sum, total) => sum + Math.floor(total), 0);
}
