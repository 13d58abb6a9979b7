// An EAN-13 barcode drawn as SVG (issue 16, the loyalty card): the 95 modules of src/domain/loyalty.ts with quiet
// zones, the guard bars longer, and the digits under the bars as a scanner's human-readable line.
import { ean13Bars } from '../../domain/loyalty';

const QUIET = 9;
const WIDTH = 95 + QUIET * 2;
const BAR_HEIGHT = 60;
const GUARD_HEIGHT = 66;
/** Modules of the start, centre and end guards (drawn longer). */
const isGuard = (x: number) => x < 3 || (x >= 45 && x < 50) || x >= 92;

export function Ean13Barcode({ code, label }: { code: string; label: string }) {
  const bars = ean13Bars(code);
  return (
    <svg
      className="ean13"
      viewBox={`0 0 ${WIDTH} 76`}
      role="img"
      aria-label={label}
      data-code={code}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={WIDTH} height="76" fill="#fff" />
      {bars.map(([x, width]) => (
        <rect key={x} x={x + QUIET} y="2" width={width} height={isGuard(x) ? GUARD_HEIGHT : BAR_HEIGHT} fill="#000" />
      ))}
      <text x={QUIET - 2} y="73" fontSize="9" fontFamily="monospace" textAnchor="end">
        {code[0]}
      </text>
      <text x={QUIET + 3 + 21} y="73" fontSize="9" fontFamily="monospace" textAnchor="middle" letterSpacing="1.2">
        {code.slice(1, 7)}
      </text>
      <text x={QUIET + 50 + 21} y="73" fontSize="9" fontFamily="monospace" textAnchor="middle" letterSpacing="1.2">
        {code.slice(7)}
      </text>
    </svg>
  );
}
