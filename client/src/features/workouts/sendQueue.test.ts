import { describe, expect, it } from 'vitest';
import { sendQueue } from './sendQueue';

/** A task that runs only when released, recording when it started. */
function heldTask(log: string[], name: string, fails = false) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await released;
    log.push(`end ${name}`);
    if (fails) throw new Error(name);
    return name;
  };
  return { task, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sendQueue', () => {
  it('runs one task per key at a time, in the order asked, after a failed one too', async () => {
    const log: string[] = [];
    const idle: number[] = [];
    const queue = sendQueue<number>((key) => idle.push(key));
    const first = heldTask(log, 'a1', true);
    const second = heldTask(log, 'a2');
    const other = heldTask(log, 'b1');
    const a1 = queue(1, first.task);
    const a2 = queue(1, second.task);
    const b1 = queue(2, other.task);
    await settle();
    expect(log).toEqual(['start a1', 'start b1']);

    first.release();
    await expect(a1).rejects.toThrow('a1');
    await settle();
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    expect(idle).toEqual([]);

    second.release();
    other.release();
    await expect(a2).resolves.toBe('a2');
    await expect(b1).resolves.toBe('b1');
    await settle();
    expect(idle.sort()).toEqual([1, 2]);
  });

  it('calls onIdle once a key has no task left, not while one more waits', async () => {
    const idle: string[] = [];
    const queue = sendQueue<string>((key) => idle.push(key));
    const log: string[] = [];
    const first = heldTask(log, 'x1');
    const x1 = queue('x', first.task);
    const x2 = queue('x', async () => 'x2');
    first.release();
    await x1;
    expect(idle).toEqual([]);
    await x2;
    await settle();
    expect(idle).toEqual(['x']);
    await queue('x', async () => 'again');
    await settle();
    expect(idle).toEqual(['x', 'x']);
  });
});
