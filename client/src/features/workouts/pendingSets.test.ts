import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  acknowledge,
  keepPending,
  keepRefused,
  PENDING_KEY,
  pendingFor,
  pendingOfWorkout,
  setsMarkedDone,
  usePendingEntry,
} from './pendingSets';

const values = (weight: string) => ({ weight, reps: '10', setType: 'NORMAL', rpe: '' });

describe('pendingSets (the localStorage mirror of typed values)', () => {
  it('keeps every edit until the server acknowledges it, and an old acknowledgement never drops a newer edit', () => {
    const first = keepPending(11, 5, values('80'));
    expect(pendingFor(11)).toMatchObject({ weight: '80', workoutId: 5 });
    const second = keepPending(11, 5, values('82,5'));
    acknowledge(11, first); // the answer to the first save arrives after the second edit
    expect(pendingFor(11)).toMatchObject({ weight: '82,5' });
    acknowledge(11, second);
    expect(pendingFor(11)).toBeNull();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it("lists a workout's kept edits and drops those of other workouts", () => {
    keepPending(11, 5, values('80'));
    keepPending(12, 5, values('70'));
    keepPending(99, 4, values('60'));
    expect(pendingOfWorkout(5).map(([id, entry]) => [id, entry.weight])).toEqual([
      [11, '80'],
      [12, '70'],
    ]);
    expect(pendingFor(99)).toBeNull();
  });

  it("keeps a set's done intent through later edits until the server acknowledges it", () => {
    keepPending(11, 5, values('80'), true);
    keepPending(11, 5, values('82,5'));
    expect(pendingFor(11)).toMatchObject({ weight: '82,5', done: true });
    keepPending(11, 5, values('82,5'), false);
    expect(pendingFor(11)?.done).toBeUndefined();
    const version = keepPending(11, 5, values('85'), true);
    acknowledge(11, version);
    expect(pendingFor(11)).toBeNull();
  });

  it('keeps when the set was ticked with its intent (a later edit keeps that time; taking the tick back drops it)', () => {
    const before = Date.now();
    keepPending(11, 5, values('80'), true);
    const markedAt = pendingFor(11)!.markedAt!;
    expect(Date.parse(markedAt)).toBeGreaterThanOrEqual(before);
    keepPending(11, 5, values('82,5'));
    expect(pendingFor(11)).toMatchObject({ weight: '82,5', done: true, markedAt });
    keepPending(11, 5, values('82,5'), false);
    expect(pendingFor(11)?.markedAt).toBeUndefined();
    keepPending(12, 5, values('80'));
    expect(pendingFor(12)?.markedAt).toBeUndefined();
  });

  it("keeps a refused edit with the server's messages until new values replace it (an older refusal is ignored)", () => {
    const refused = keepPending(11, 5, values('80'));
    keepRefused(11, refused, { weight: 'Must be at most 50 kg.' });
    expect(pendingFor(11)).toMatchObject({ weight: '80', refused: { weight: 'Must be at most 50 kg.' } });
    const corrected = keepPending(11, 5, values('50'));
    expect(pendingFor(11)?.refused).toBeUndefined();
    keepRefused(11, refused, { weight: 'Must be at most 50 kg.' });
    expect(pendingFor(11)?.refused).toBeUndefined();
    acknowledge(11, corrected);
    expect(pendingFor(11)).toBeNull();
  });

  it('tells a row when its kept edit changes or is sent', () => {
    const { result } = renderHook(() => usePendingEntry(11));
    expect(result.current).toBeNull();
    let version = 0;
    act(() => {
      version = keepPending(11, 5, values('80'), true);
    });
    expect(result.current).toMatchObject({ weight: '80', done: true });
    act(() => acknowledge(11, version));
    expect(result.current).toBeNull();
  });

  it("parses the mirror once for a render of a workout's rows, again once it changed (here or in another tab)", () => {
    for (let id = 1; id <= 20; id += 1) keepPending(id, 5, values(String(60 + id)));
    const parse = vi.spyOn(JSON, 'parse');
    const rows = renderHook(() => Array.from({ length: 20 }, (_, index) => usePendingEntry(index + 1)?.weight));
    expect(rows.result.current).toEqual(Array.from({ length: 20 }, (_, index) => String(61 + index)));
    expect(setsMarkedDone().size).toBe(0);
    expect(parse).toHaveBeenCalledTimes(1);

    act(() => void keepPending(3, 5, values('99'), true));
    expect(rows.result.current[2]).toBe('99');
    expect(setsMarkedDone()).toEqual(new Set([3]));
    // the change read its own copy (1), the rows the changed mirror once (1)
    expect(parse).toHaveBeenCalledTimes(3);

    // another tab sent set 3's edit: its storage event makes the rows read the mirror again
    const store = JSON.parse(localStorage.getItem(PENDING_KEY)!) as Record<string, unknown>;
    delete store[3];
    localStorage.setItem(PENDING_KEY, JSON.stringify(store));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: PENDING_KEY })));
    expect(rows.result.current[2]).toBeUndefined();
    expect(rows.result.current[3]).toBe('64');
    expect(parse).toHaveBeenCalledTimes(5); // (this test's own read, and the rows' once)
    parse.mockRestore();
  });
});
