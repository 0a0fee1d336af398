import { describe, expect, it } from 'vitest';
import { daySearch } from './selectedDay';

describe('daySearch', () => {
  it('leaves today out of links, so they always mean today', () => {
    expect(daySearch('2025-11-03', '2025-11-03')).toBe('');
    expect(daySearch('2025-11-02', '2025-11-03')).toBe('?date=2025-11-02');
  });
});
