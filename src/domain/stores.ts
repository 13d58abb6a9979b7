// Issue 16 "Store locator": the pure rules of the store list: which stores a city filter shows, the cities to
// choose from, whether a store is open now in its own time zone, and where it sits on the drawn map.
import type { Opening, ShopStore } from './contract/stores';

/** The city filter's value for every city. */
export const ALL_CITIES = '';

/** The cities of the stores, in the list's order, each once. */
export function citiesOf(stores: readonly ShopStore[]): string[] {
  return [...new Set(stores.map((store) => store.city))];
}

/** The stores of a city (the empty filter: all of them). */
export function storesInCity(stores: readonly ShopStore[], city: string): ShopStore[] {
  if (city === ALL_CITIES) return [...stores];
  const wanted = city.toLocaleLowerCase();
  return stores.filter((store) => store.city.toLocaleLowerCase() === wanted);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The weekday (0 = Monday) and the minutes since midnight of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]);
  return { day: Math.max(0, day), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** Whether the store is open at `at`, by its opening hours in its own time zone. */
export function isOpenAt(store: Pick<ShopStore, 'opening_hours' | 'time_zone'>, at: Date): boolean {
  const { day, minutes } = localTime(at, store.time_zone);
  const today: Opening | null | undefined = store.opening_hours[day];
  return Boolean(today && minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes));
}

/** Days in a row with the same hours, as [first day, last day, hours] (Monday = 0): "Mon–Fri 10–20". */
export function groupedHours(
  hours: readonly (Opening | null)[],
): { from: number; to: number; hours: Opening | null }[] {
  const groups: { from: number; to: number; hours: Opening | null }[] = [];
  hours.forEach((day, index) => {
    const last = groups.at(-1);
    const same = last && last.hours?.opens === day?.opens && last.hours?.closes === day?.closes;
    if (last && same) last.to = index;
    else groups.push({ from: index, to: index, hours: day });
  });
  return groups;
}

/** The drawn map's frame: Estonia and Latvia (longitude 20.9–28.3, latitude 55.6–59.8). */
export const MAP_BOUNDS = { west: 20.9, east: 28.3, south: 55.6, north: 59.8 } as const;

/** A store's place on the map of `width` × `height` (an equirectangular projection, narrowed by the latitude). */
export function mapPoint(
  point: { latitude: number; longitude: number },
  width: number,
  height: number,
): { x: number; y: number } {
  const x = ((point.longitude - MAP_BOUNDS.west) / (MAP_BOUNDS.east - MAP_BOUNDS.west)) * width;
  const y = ((MAP_BOUNDS.north - point.latitude) / (MAP_BOUNDS.north - MAP_BOUNDS.south)) * height;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** A store id of the route query (?store=), or null. */
export function storeIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The store locator's opening event for a route query (?city=, ?store=): the page and SSR send the same. */
export function storeLocatorOpen(search: string): { type: 'locator.open'; city: string; storeId: number | null } {
  const query = new URLSearchParams(search);
  return { type: 'locator.open', city: query.get('city') ?? ALL_CITIES, storeId: storeIdOf(query.get('store')) };
}
