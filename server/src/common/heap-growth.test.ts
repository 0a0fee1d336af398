import v8 from 'node:v8';
import { startTestServer } from '../../test/test-server';
import { applyHeapGrowth } from './heap-growth';

describe('applyHeapGrowth', () => {
  afterEach(() => jest.restoreAllMocks());

  it("sets V8's heap growing factor to the configured percent", () => {
    const setFlags = jest.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    applyHeapGrowth(100);
    expect(setFlags).toHaveBeenCalledTimes(1);
    expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=100');
  });

  it("leaves V8's own factor when turned off", () => {
    const setFlags = jest.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    applyHeapGrowth(null);
    expect(setFlags).not.toHaveBeenCalled();
  });

  it('is applied by the server at start, from its configuration', async () => {
    const setFlags = jest.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const server = await startTestServer({ heapGrowingPercent: 120 });
    try {
      expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=120');
      expect((await server.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    } finally {
      await server.close();
    }
  });
});
