import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startTestServer, type TestServer } from '../../test/test-server';
import { appPrototypes } from './app-prototypes';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('appPrototypes', () => {
  it("builds requests and responses with Node's prototypes until an app is adopted, then with the app's", async () => {
    const app = express();
    app.get('/answer', (req, res) => {
      res.json({ query: req.query.q, fromApp: req.app === app });
    });
    const prototypes = appPrototypes();
    const server = createServer({ keepAliveTimeout: 1_000, ...prototypes.serverOptions }, app);
    const arrived: { request: object | null; response: object | null }[] = [];
    server.prependListener('request', (req, res) => {
      arrived.push({ request: Object.getPrototypeOf(req) as object, response: Object.getPrototypeOf(res) as object });
    });
    const url = await listen(server);
    try {
      await fetch(`${url}/answer?q=before`);
      prototypes.adopt(app);
      // Two requests on one kept-alive connection, as a client sends them.
      const answers = [await fetch(`${url}/answer?q=one`), await fetch(`${url}/answer?q=two`)];
      expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
        { query: 'one', fromApp: true },
        { query: 'two', fromApp: true },
      ]);
      expect(arrived[0]).toEqual({ request: IncomingMessage.prototype, response: ServerResponse.prototype });
      for (const { request, response } of arrived.slice(1)) {
        expect(request).toBe(app.request);
        expect(response).toBe(app.response);
      }
    } finally {
      await close(server);
    }
  });

  it('keeps its requests and responses as Node knows them', async () => {
    const app = express();
    const prototypes = appPrototypes();
    prototypes.adopt(app);
    let seen: unknown[] = [];
    app.post('/echo', express.json(), (req, res) => {
      seen = [req instanceof IncomingMessage, res instanceof ServerResponse, req.headers['x-probe'], req.socket.remoteAddress];
      res.status(201).json(req.body);
    });
    const server = createServer(prototypes.serverOptions, app);
    const url = await listen(server);
    try {
      const answer = await fetch(`${url}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-probe': 'yes' },
        body: JSON.stringify({ amount: '12.5' }),
      });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ amount: '12.5' });
      expect(seen).toEqual([true, true, 'yes', '127.0.0.1']);
    } finally {
      await close(server);
    }
  });
});

describe('the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("never changes a request's or a response's prototype while serving it, on either door", async () => {
    const setPrototypeOf = Object.setPrototypeOf;
    const changed: string[] = [];
    const spy = jest.spyOn(Object, 'setPrototypeOf').mockImplementation((target: object, prototype: object | null) => {
      if ((target instanceof IncomingMessage || target instanceof ServerResponse) && Object.getPrototypeOf(target) !== prototype) {
        changed.push(target.constructor.name);
      }
      return setPrototypeOf(target, prototype) as object;
    });
    try {
      const answers = await Promise.all([
        fetch(`${server.mainUrl}/health`),
        server.gql('{ __typename }'),
        fetch(`${server.legacyUrl}/foods/all`),
      ]);
      expect(answers[0].status).toBe(200);
      expect(answers[1]).toEqual({ data: { __typename: 'Query' } });
      expect(answers[2].status).toBe(401);
      expect(spy).toHaveBeenCalled();
      expect(changed).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
