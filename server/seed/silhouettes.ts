// Garment silhouettes for the generated product images, drawn on the 920x1288 gallery canvas (SPEC 9).
// `outline` is filled with the product colour; `details` are seams and folds stroked in a shade of it;
// `trim` (optional) is drawn in a light neutral, like a shoe's sole.
import type { Garment } from './assortment';

export interface Silhouette {
  outline: string;
  details: string[];
  /** Small round parts (buttons): [cx, cy, r]. */
  dots?: [number, number, number][];
  trim?: string;
  /** Where the floor shadow sits: [cx, cy, rx]. */
  shadow: [number, number, number];
  /** SVG transform of the whole drawing, to give small garments their size on the canvas. */
  transform?: string;
}

export const SILHOUETTES: Record<Garment, Silhouette> = {
  dress: {
    outline:
      'M392 150 L418 150 Q460 290 502 150 L528 150 C536 230 560 300 600 340 C596 420 580 500 574 560 ' +
      'C640 760 720 960 770 1150 Q460 1215 150 1150 C200 960 280 760 346 560 C340 500 324 420 320 340 ' +
      'C360 300 384 230 392 150 Z',
    details: [
      'M346 560 Q460 590 574 560',
      'M420 600 Q400 880 330 1165',
      'M500 600 Q520 880 590 1168',
      'M460 592 Q462 900 462 1182',
      'M180 1135 Q460 1195 740 1135',
    ],
    shadow: [460, 1200, 330],
  },
  top: {
    outline:
      'M372 190 Q460 250 548 190 L690 230 L800 420 L708 470 L660 380 L672 960 Q460 990 248 960 L260 380 ' +
      'L212 470 L120 420 L230 230 Z',
    details: [
      'M380 196 Q460 268 540 196',
      'M660 380 L642 250',
      'M260 380 L278 250',
      'M256 932 Q460 962 664 932',
      'M210 440 L120 400',
      'M710 440 L800 400',
    ],
    shadow: [460, 1010, 260],
    transform: 'translate(0 60)',
  },
  trousers: {
    outline: 'M300 170 L620 170 L628 250 L700 1160 L520 1170 L466 500 L454 500 L400 1170 L220 1160 L292 250 Z',
    details: [
      'M292 250 L628 250',
      'M460 250 L460 470',
      'M310 262 Q360 300 352 380',
      'M610 262 Q560 300 568 380',
      'M376 300 L312 1150',
      'M544 300 L608 1150',
      'M236 1120 L396 1128',
      'M524 1128 L684 1120',
    ],
    dots: [[460, 212, 9]],
    shadow: [460, 1195, 280],
  },
  skirt: {
    outline: 'M330 300 L590 300 L596 370 L770 1030 Q460 1090 150 1030 L324 370 Z',
    details: [
      'M324 370 L596 370',
      'M400 372 L330 1052',
      'M460 372 L460 1070',
      'M520 372 L590 1052',
      'M170 1002 Q460 1060 750 1002',
    ],
    dots: [[560, 335, 8]],
    shadow: [460, 1085, 320],
  },
  jacket: {
    outline:
      'M370 170 L420 150 L460 330 L500 150 L550 170 L700 230 Q760 260 770 360 L810 1010 L712 1025 L676 520 ' +
      'L690 1110 L230 1110 L244 520 L208 1025 L110 1010 L150 360 Q160 260 220 230 Z',
    details: [
      'M460 330 L460 1110',
      'M420 150 L398 420 L460 520',
      'M500 150 L522 420 L460 520',
      'M292 870 L402 860',
      'M518 860 L628 870',
      'M676 520 L660 260',
      'M244 520 L260 260',
      'M122 960 L212 972',
      'M708 972 L798 960',
    ],
    dots: [
      [482, 620, 11],
      [482, 770, 11],
      [482, 920, 11],
    ],
    shadow: [460, 1140, 330],
  },
  sweater: {
    outline:
      'M370 190 Q460 240 550 190 L690 235 Q750 265 765 380 L805 980 L810 1040 L710 1050 L704 990 L668 520 ' +
      'L680 1060 L684 1110 Q460 1130 236 1110 L240 1060 L252 520 L216 990 L210 1050 L110 1040 L115 980 ' +
      'L155 380 Q170 265 230 235 Z',
    details: [
      'M376 196 Q460 272 544 196',
      'M240 1060 Q460 1082 680 1060',
      'M115 980 L216 990',
      'M704 990 L805 980',
      'M420 330 Q440 360 420 390 Q400 420 420 450 Q440 480 420 510 Q400 540 420 570 Q440 600 420 630',
      'M500 330 Q480 360 500 390 Q520 420 500 450 Q480 480 500 510 Q520 540 500 570 Q480 600 500 630',
      'M668 520 L654 270',
      'M252 520 L266 270',
    ],
    shadow: [460, 1140, 330],
  },
  shoe: {
    outline:
      'M210 830 L225 560 Q230 528 265 528 L380 528 Q400 600 470 640 L640 700 Q760 730 785 820 L790 860 ' + 'L205 860 Z',
    trim: 'M195 860 L800 860 Q815 900 790 918 L210 918 Q185 906 195 860 Z',
    details: [
      'M404 590 L436 572',
      'M440 618 L474 596',
      'M478 640 L512 616',
      'M520 656 L552 634',
      'M228 700 Q300 690 320 858',
      'M640 702 Q604 780 640 858',
    ],
    shadow: [500, 935, 330],
    transform: 'translate(460 700) scale(1.3) translate(-500 -720)',
  },
  kids: {
    outline:
      'M372 260 L404 260 L412 420 L508 420 L516 260 L548 260 L560 480 L600 520 L616 960 L492 972 L462 720 ' +
      'L458 720 L428 972 L304 960 L320 520 L360 480 Z',
    details: [
      'M412 420 L412 480 Q460 500 508 480 L508 420',
      'M420 452 L500 452 L500 500',
      'M320 520 Q460 540 600 520',
      'M312 930 L426 940',
      'M494 940 L608 930',
      'M460 540 L460 716',
    ],
    dots: [
      [388, 440, 10],
      [532, 440, 10],
    ],
    shadow: [460, 990, 200],
    transform: 'translate(460 660) scale(1.25) translate(-460 -616)',
  },
};
