import { describe, expect, it, vi } from 'vitest';
import { forgetOnSignOut, forgetThisDevicesData } from './signOut';

describe('forgetting on sign-out', () => {
  it('runs every registered forgetting, told why, even when one of them fails', () => {
    const failing = vi.fn(() => {
      throw new Error('storage off');
    });
    const other = vi.fn();
    forgetOnSignOut(failing);
    forgetOnSignOut(other);

    forgetThisDevicesData('accountDeleted');

    expect(failing).toHaveBeenCalledWith('accountDeleted');
    expect(other).toHaveBeenCalledWith('accountDeleted');
  });
});
