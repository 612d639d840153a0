import { describe, expect, it } from 'vitest';
import { detectDateFormat, parseImportDate } from './import-dates';

describe('parseImportDate', () => {
  it.each([
    ['26-08-2020', 'day-first', '2020-08-26T00:00:00.000Z'],
    ['02/07/2020', 'day-first', '2020-07-02T00:00:00.000Z'],
    ['02/07/2020', 'month-first', '2020-02-07T00:00:00.000Z'],
    ['12.31.2024', 'month-first', '2024-12-31T00:00:00.000Z'],
    ['2024-02-29', 'month-first', '2024-02-29T00:00:00.000Z'],
    ['2024-03-01T10:30:00Z', 'day-first', '2024-03-01T10:30:00Z'],
    ['2024-03-01 10:30:00.123456+00:00', 'day-first', '2024-03-01T10:30:00.123456+00:00'],
    ['2024-03-01T10:30:00', 'day-first', new Date('2024-03-01T10:30:00').toISOString()],
    // Unambiguous values are read the only way they can be, whatever order was detected.
    ['31/12/1990', 'month-first', '1990-12-31T00:00:00.000Z'],
    ['26-08-2020', 'month-first', '2020-08-26T00:00:00.000Z'],
    ['12/31/1990', 'day-first', '1990-12-31T00:00:00.000Z'],
    ['13.01.2021', 'month-first', '2021-01-13T00:00:00.000Z'],
  ] as const)('%s read %s is %s', (text, format, iso) => {
    expect(parseImportDate(text, format)).toBe(iso);
  });

  it.each([
    ['31/02/2021', 'day-first'],
    ['02/31/2021', 'month-first'],
    ['13/13/2021', 'day-first'],
    ['2023-02-29', 'day-first'],
    ['yesterday', 'day-first'],
    ['1/1/21', 'day-first'],
  ] as const)('%s is no %s date', (text, format) => {
    expect(parseImportDate(text, format)).toBeNull();
  });
});

describe('detectDateFormat', () => {
  it('sees a day above 12 in front', () => expect(detectDateFormat(['02-07-2020', '26-08-2020'])).toBe('day-first'));
  it('sees a day above 12 second', () => expect(detectDateFormat(['07/02/2020', '08/26/2020'])).toBe('month-first'));
  it('falls back to day-first', () => expect(detectDateFormat(['01/02/2020', 'Heather'])).toBe('day-first'));
});
