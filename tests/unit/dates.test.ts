// SPEC 9 "Date format": HH:mm D-M-YYYY (ee), HH:mm D/M/YYYY by default, in the shop's time zone.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/dates';

describe('formatDateTime', () => {
  it('should write the ee format with two-digit hours and no leading zeros in the date', () => {
    expect(formatDateTime('2025-07-03T11:05:00Z', '-')).toBe('14:05 3-7-2025');
  });

  it('should write the default format with slashes', () => {
    expect(formatDateTime('2025-11-09T08:00:00Z', '/')).toBe('10:00 9/11/2025');
  });

  it('should show the Tallinn day, not the UTC one, just before midnight UTC', () => {
    expect(formatDateTime('2025-01-13T23:30:00Z', '/')).toBe('01:30 14/1/2025');
  });

  it('should use 00 for midnight, not 24', () => {
    expect(formatDateTime('2025-01-13T22:00:00Z', '-')).toBe('00:00 14-1-2025');
  });

  it('should return an unreadable date as it came instead of Invalid Date', () => {
    expect(formatDateTime('yesterday', '-')).toBe('yesterday');
  });
});
