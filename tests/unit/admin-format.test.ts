import { describe, expect, test } from 'vitest';
import { formatBudget, formatTimeline } from '../../src/components/islands/admin/format.ts';

describe('admin card formatting (SPEC §2, §3)', () => {
  test.each([
    ['1000-2000', '$1,000 - $2,000'],
    ['5000+', '$5,000+'],
    // A value outside today's list still gets its dollar prefix.
    ['750-900', '$750-900'],
  ])('budget %j reads %j', (value, expected) => {
    expect(formatBudget(value)).toBe(expected);
  });

  test.each([
    ['asap', 'ASAP'],
    ['1-2-weeks', '1-2 Weeks'],
    ['flexible', 'Flexible'],
  ])('timeline %j reads %j', (value, expected) => {
    expect(formatTimeline(value)).toBe(expected);
  });
});
