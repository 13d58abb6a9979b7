// Issue 16 "Store locator": the stores on a map drawn here, without any tile service: a simplified outline of
// Estonia and Latvia in SVG with each store placed by its coordinates (src/domain/stores.ts mapPoint). Each marker
// links to its store; the chosen store's marker is larger and labelled.
import { mapPoint } from '../../domain/stores';

export interface MapStore {
  id: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  href: string;
}

const WIDTH = 400;
const HEIGHT = 300;

type LonLat = readonly [number, number];

const ESTONIA: LonLat[] = [
  [23.45, 59.2],
  [24.3, 59.48],
  [25.5, 59.64],
  [27.0, 59.45],
  [28.1, 59.38],
  [27.85, 59.05],
  [27.4, 58.85],
  [27.55, 58.4],
  [27.3, 57.95],
  [27.7, 57.6],
  [27.2, 57.55],
  [26.3, 57.6],
  [25.9, 57.85],
  [25.2, 58.05],
  [24.4, 57.9],
  [24.5, 58.3],
  [23.55, 58.5],
  [23.5, 58.95],
];
const SAAREMAA: LonLat[] = [
  [21.85, 58.3],
  [22.2, 58.6],
  [23.0, 58.6],
  [23.35, 58.45],
  [22.7, 58.2],
  [22.05, 57.95],
];
const HIIUMAA: LonLat[] = [
  [22.1, 58.9],
  [22.5, 59.05],
  [23.0, 58.95],
  [22.75, 58.75],
  [22.3, 58.75],
];
const LATVIA: LonLat[] = [
  [21.0, 56.05],
  [21.0, 56.6],
  [21.25, 57.0],
  [21.7, 57.55],
  [22.6, 57.75],
  [23.2, 57.2],
  [23.9, 57.0],
  [24.4, 57.25],
  [24.4, 57.9],
  [25.2, 58.05],
  [25.9, 57.85],
  [26.3, 57.6],
  [27.2, 57.55],
  [27.7, 57.6],
  [27.85, 57.3],
  [28.2, 56.95],
  [28.15, 56.15],
  [27.6, 55.8],
  [26.6, 55.67],
  [25.8, 56.15],
  [24.9, 56.45],
  [24.0, 56.3],
  [22.9, 56.4],
  [22.0, 56.4],
  [21.05, 56.07],
];

const path = (points: readonly LonLat[]) =>
  `${points
    .map(([longitude, latitude], index) => {
      const { x, y } = mapPoint({ latitude, longitude }, WIDTH, HEIGHT);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;

export interface StoreMapProps {
  stores: readonly MapStore[];
  selectedId: number | null;
  /** The map's accessible name (e.g. 'Map of our stores'). */
  label: string;
}

export function StoreMap({ stores, selectedId, label }: StoreMapProps) {
  return (
    // Not role="img": its store markers are links (an image may not hold interactive content).
    <svg className="store-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-label={label}>
      <title>{label}</title>
      <rect width={WIDTH} height={HEIGHT} className="store-map__sea" />
      {[ESTONIA, SAAREMAA, HIIUMAA, LATVIA].map((outline, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of outlines.
        <path key={index} d={path(outline)} className="store-map__land" />
      ))}
      {stores.map((store) => {
        const { x, y } = mapPoint(store, WIDTH, HEIGHT);
        const selected = store.id === selectedId;
        return (
          <a key={store.id} href={store.href} aria-label={`${store.name}, ${store.city}`}>
            <circle
              cx={x}
              cy={y}
              r={selected ? 9 : 6}
              className={selected ? 'store-map__pin store-map__pin--selected' : 'store-map__pin'}
            />
            {selected ? (
              // The name beside the pin, on the side with room for it.
              <text
                x={x > WIDTH * 0.55 ? x - 12 : x + 12}
                y={y + 4}
                textAnchor={x > WIDTH * 0.55 ? 'end' : 'start'}
                className="store-map__label"
              >
                {store.name}
              </text>
            ) : null}
          </a>
        );
      })}
    </svg>
  );
}
