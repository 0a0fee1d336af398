import { describe, expect, it, vi } from 'vitest';
import { latestOnly } from './useAccountLanguage';

/** A save the test finishes (or fails) by hand. */
function manualSaves() {
  const pending: { value: string; finish: () => void; fail: () => void }[] = [];
  const send = (value: string) =>
    new Promise<void>((resolve, reject) => pending.push({ value, finish: resolve, fail: () => reject(new Error('offline')) }));
  return { pending, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saving the account’s language, latest only', () => {
  it('sends one save at a time and, after it, only the latest choice made meanwhile', async () => {
    const { pending, send } = manualSaves();
    const save = latestOnly(send, vi.fn());
    save('pt-BR');
    save('en');
    save('pt-BR');
    save('en');
    expect(pending.map((p) => p.value)).toEqual(['pt-BR']); // the others wait for it
    pending[0].finish();
    await settle();
    expect(pending.map((p) => p.value)).toEqual(['pt-BR', 'en']); // the latest, last
    pending[1].finish();
    await settle();
    expect(pending).toHaveLength(2);
  });

  it('says a save failed only when no later choice is waiting to be saved', async () => {
    const { pending, send } = manualSaves();
    const failed = vi.fn();
    const save = latestOnly(send, failed);
    save('pt-BR');
    save('en');
    pending[0].fail();
    await settle();
    expect(failed).not.toHaveBeenCalled();
    pending[1].fail();
    await settle();
    expect(failed).toHaveBeenCalledTimes(1);
    // A later choice is sent again as usual.
    save('pt-BR');
    expect(pending.map((p) => p.value)).toEqual(['pt-BR', 'en', 'pt-BR']);
  });
});
