import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { handlerSeries } from './handler-series';

describe('handlers as one layer', () => {
  let server: Server;
  let url: string;
  const steps: string[] = [];
  const step =
    (name: string, then: (next: (error?: unknown) => void) => unknown = (next) => next()): RequestHandler =>
    (_req, _res, next) => {
      steps.push(name);
      return then(next);
    };

  beforeAll(async () => {
    const app = express();
    app.use(
      '/plain',
      handlerSeries(step('a'), step('b'), (req, res) => res.json({ steps, url: req.url, baseUrl: req.baseUrl })),
    );
    app.use('/through', handlerSeries(step('a'), step('b')));
    app.use('/through', (_req, res) => res.json({ after: true }));
    app.use(
      '/passed',
      handlerSeries(
        step('a', (next) => next(new Error('passed'))),
        step('never'),
      ),
    );
    app.use(
      '/thrown',
      handlerSeries(
        step('a'),
        step('b', () => {
          throw new Error('thrown');
        }),
        step('never'),
      ),
    );
    app.use(
      '/rejected',
      handlerSeries(
        step('a', async () => Promise.reject(new Error('rejected'))),
        step('never'),
      ),
    );
    app.use(
      '/rejected-empty',
      handlerSeries(
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what a careless handler may do
        step('a', async () => Promise.reject(undefined)),
        step('never'),
      ),
    );
    app.use(
      '/later',
      handlerSeries(
        step('a', (next) => setTimeout(next, 5)),
        (_req, res) => res.json({ steps }),
      ),
    );
    app.use(((error: Error, _req, res, _next) => {
      res.status(500).json({ steps, error: error.message });
    }) as ErrorRequestHandler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    steps.length = 0;
  });

  const get = async (path: string) => {
    const response = await fetch(url + path);
    return { status: response.status, body: await response.json() };
  };

  it('runs the handlers in order, under the mount path as a handler of app.use would be', async () => {
    expect(await get('/plain?x=1')).toEqual({ status: 200, body: { steps: ['a', 'b'], url: '/?x=1', baseUrl: '/plain' } });
  });

  it('goes on to the router’s next layer when the last handler calls next()', async () => {
    expect(await get('/through')).toEqual({ status: 200, body: { after: true } });
    expect(steps).toEqual(['a', 'b']);
  });

  it('waits for a handler that calls next() later', async () => {
    expect(await get('/later')).toEqual({ status: 200, body: { steps: ['a'] } });
  });

  it('sends an error passed to next, a thrown one and a rejected promise to the error handlers, skipping the rest', async () => {
    expect(await get('/passed')).toEqual({ status: 500, body: { steps: ['a'], error: 'passed' } });
    steps.length = 0;
    expect(await get('/thrown')).toEqual({ status: 500, body: { steps: ['a', 'b'], error: 'thrown' } });
    steps.length = 0;
    expect(await get('/rejected')).toEqual({ status: 500, body: { steps: ['a'], error: 'rejected' } });
    steps.length = 0;
    expect(await get('/rejected-empty')).toEqual({ status: 500, body: { steps: ['a'], error: 'Rejected promise' } });
  });
});
