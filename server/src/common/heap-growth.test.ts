import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { startTestServer } from '../../test/test-server';
import { applyHeapGrowth } from './heap-growth';
import { repoRoot } from './paths';

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

// The young generation's size V8 fixes when the process starts, so it is a flag of every start command; they must agree.
describe("the deployed start's Node flags", () => {
  const root = repoRoot();
  const flagsOf = (command: string) => command.split(/[\s",[\]]+/).filter((word) => word.startsWith('--'));
  const serverStart = JSON.parse(readFileSync(path.join(root, 'server', 'package.json'), 'utf8')).scripts.start as string;

  it('give the app 32 MB semi-spaces (docs/performance.md › Tenth pass)', () => {
    expect(flagsOf(serverStart)).toEqual(['--max-semi-space-size=32']);
  });

  it('are the same in `npm start` and the Dockerfile', () => {
    const rootStart = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string;
    const dockerCommand = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    expect(flagsOf(rootStart.split('&&').pop()!)).toEqual(flagsOf(serverStart));
    expect(flagsOf(dockerCommand ?? '')).toEqual(flagsOf(serverStart));
  });
});
