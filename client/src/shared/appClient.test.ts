import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyAppClient } from './appClient';

const fakeClient = {} as ApolloClient;

describe('lazyAppClient', () => {
  it('creates the client on the first load only, and has none before', async () => {
    const create = vi.fn(() => Promise.resolve(fakeClient));
    const appClient = lazyAppClient(create);
    expect(create).not.toHaveBeenCalled();
    expect(appClient.current()).toBeNull();

    const [first, second] = await Promise.all([appClient.load(), appClient.load()]);

    expect(first).toBe(fakeClient);
    expect(second).toBe(fakeClient);
    expect(await appClient.load()).toBe(fakeClient);
    expect(appClient.current()).toBe(fakeClient);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline, or a new deployment)', async () => {
    const create = vi
      .fn<() => Promise<ApolloClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(fakeClient);
    const appClient = lazyAppClient(create);

    await expect(appClient.load()).rejects.toThrow('Failed to fetch');
    expect(appClient.current()).toBeNull();
    expect(await appClient.load()).toBe(fakeClient);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
