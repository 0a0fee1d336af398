import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { signUp, startTestServer, type TestServer } from '../../test/test-server';
import { trackInFlight } from './in-flight';

/** A promise with its resolve function, to hold a handler at a chosen point. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i += 1) await sleep(10);
  expect(condition()).toBe(true);
}

describe('trackInFlight', () => {
  let server: Server;
  let url: string;
  let release: ReturnType<typeof gate>;
  let handlerStarted = false;

  beforeEach(async () => {
    release = gate();
    handlerStarted = false;
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the test awaits what the handler does
    server = createServer(async (_request, response) => {
      handlerStarted = true;
      await release.opened;
      response.end('done');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  it('counts a request until its handler answers, even after the client went away', async () => {
    const requests = trackInFlight(server);
    const abort = new AbortController();
    const response = fetch(url, { signal: abort.signal }).catch(() => 'aborted');
    await until(() => handlerStarted);
    abort.abort();
    expect(await response).toBe('aborted');
    await sleep(50); // the connection is gone by now

    expect(requests.active).toBe(1);
    let idle: boolean | undefined;
    const waiting = requests.idle(5_000).then((value) => (idle = value));
    await sleep(20);
    expect(idle).toBeUndefined();

    release.open();
    await waiting;
    expect(idle).toBe(true);
    expect(requests.active).toBe(0);
  });

  it('counts only the requests it is told to track', async () => {
    const requests = trackInFlight(server, (request) => request.url !== '/download');
    const download = fetch(`${url}/download`);
    await until(() => handlerStarted);
    expect(requests.active).toBe(0);
    expect(await requests.idle(10)).toBe(true);
    release.open();
    await (await download).text();
  });

  it('reports false when the handlers outlast the wait, and true at once when nothing runs', async () => {
    const requests = trackInFlight(server);
    expect(await requests.idle(10)).toBe(true);
    const response = fetch(url);
    await until(() => handlerStarted);
    expect(await requests.idle(30)).toBe(false);
    release.open();
    expect(await (await response).text()).toBe('done');
    expect(requests.active).toBe(0);
  });
});

describe('shutdown', () => {
  it('lets a legacy handler whose client disconnected finish before the database closes', async () => {
    const server = await startTestServer();
    const { token } = await signUp(server);
    const release = gate();
    let listed: ReturnType<TestServer['services']['foods']['all']> | undefined;
    const list = server.services.foods.all.bind(server.services.foods);
    jest.spyOn(server.services.foods, 'all').mockImplementation(async (userId) => {
      await release.opened;
      listed = list(userId); // runs against the database after shutdown began
      return listed;
    });

    const abort = new AbortController();
    const response = fetch(`${server.legacyUrl}/foods/all`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    }).catch(() => 'aborted');
    await until(() => (server.services.foods.all as jest.Mock).mock.calls.length === 1);
    abort.abort();
    expect(await response).toBe('aborted');

    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await sleep(100);
    expect(closed).toBe(false);

    release.open();
    await closing;
    await expect(listed).resolves.toEqual([]);
    expect(server.services.dataSource.isInitialized).toBe(false);
  });
});
