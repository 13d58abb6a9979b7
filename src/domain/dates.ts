// SPEC 9 "Date format": HH:mm D-M-YYYY in the ee store view, HH:mm D/M/YYYY by default (the store view's
// dateSeparator). Order times are shown in the shop's own time zone, so the server and the browser render the same
// text (hydration) wherever the shopper's clock is.

/** Both store views (Estonia, Latvia) keep Eastern European time. */
export const SHOP_TIME_ZONE = 'Europe/Tallinn';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * '14:05 3-7-2025' (separator '-') or '14:05 3/7/2025' (separator '/'): hours and minutes two digits, day and month
 * without a leading zero. An unreadable date is returned as it came, rather than 'Invalid Date'.
 */
export function formatDateTime(value: string | Date, separator: '-' | '/', timeZone = SHOP_TIME_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day);
  const month = Number(parts.month);
  return `${parts.hour}:${parts.minute} ${day}${separator}${month}${separator}${parts.year}`;
}
