import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { currentScope, runInScope, type AsyncScope } from '../common/async-scope';
import { jsonBody } from './json-body';

const LIMIT = 64;

interface Outcome {
  status: number;
  text: string;
}

/** Answers what the reader left in `req.body` (and whether it set it), or the error's status and type. */
function appWith(reader: RequestHandler, seen: { errors: unknown[] }) {
  const app = express();
  app.use(reader, (req, res) => {
    res.json({ hasBody: 'body' in req, body: (req.body as unknown) ?? null });
  });
  app.use(((error, _req, res, _next) => {
    seen.errors.push(error);
    const { status, type } = error as { status?: number; type?: string };
    res.status(299).json({ status, type });
  }) as ErrorRequestHandler);
  return app;
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = http.createServer(app);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function send(server: Server, method: string, headers: Record<string, string>, body?: Buffer): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method, path: '/', headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const json = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
const withLength = (type: string | undefined, body: Buffer, extra: Record<string, string> = {}) => ({
  ...(type === undefined ? {} : { 'content-type': type }),
  'content-length': String(body.length),
  ...extra,
});

/** Requests both readers must answer alike: the short path's cases and the ones it leaves to body-parser. */
const CASES: [string, string, Record<string, string>, Buffer | undefined][] = (() => {
  const ok = json('{"query":"{ me { id } }","variables":{"a":"ção"}}');
  const cases: [string, string, Record<string, string>, Buffer | undefined][] = [
    ['a plain JSON body', 'POST', withLength('application/json', ok), ok],
    ['charset utf-8', 'POST', withLength('application/json; charset=utf-8', ok), ok],
    ['charset UTF-8 without a space, upper case', 'POST', withLength('Application/JSON;charset=UTF-8', ok), ok],
    ['a byte-order mark', 'POST', withLength('application/json', json(`\ufeff${ok.toString()}`)), json(`\ufeff${ok.toString()}`)],
    ['only a byte-order mark', 'POST', withLength('application/json', json('\ufeff')), json('\ufeff')],
    ['leading whitespace', 'POST', withLength('application/json', json(' \n\t{"a":1}')), json(' \n\t{"a":1}')],
    ['an array', 'POST', withLength('application/json', json('[1,2]')), json('[1,2]')],
    ['a bare string (strict mode)', 'POST', withLength('application/json', json('"x"')), json('"x"')],
    ['a bare number after whitespace', 'POST', withLength('application/json', json('  12')), json('  12')],
    ['only whitespace', 'POST', withLength('application/json', json('   ')), json('   ')],
    ['truncated JSON', 'POST', withLength('application/json', json('{"query": ')), json('{"query": ')],
    [
      'invalid UTF-8 inside a string',
      'POST',
      withLength('application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x22, 0x7d])),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x22, 0x7d]),
    ],
    [
      'exactly the limit',
      'POST',
      withLength('application/json', json(`{"a":"${'x'.repeat(LIMIT - 8)}"}`)),
      json(`{"a":"${'x'.repeat(LIMIT - 8)}"}`),
    ],
    [
      'one byte over the limit',
      'POST',
      withLength('application/json', json(`{"a":"${'x'.repeat(LIMIT - 7)}"}`)),
      json(`{"a":"${'x'.repeat(LIMIT - 7)}"}`),
    ],
    ['an empty body with a length of 0', 'POST', withLength('application/json', Buffer.alloc(0)), Buffer.alloc(0)],
    ['no content type', 'POST', withLength(undefined, ok), ok],
    ['text/plain (a CSRF-simple type)', 'POST', withLength('text/plain', ok), ok],
    ['a JSON suffix type', 'POST', withLength('application/graphql-response+json', ok), ok],
    [
      'charset utf-16le',
      'POST',
      withLength('application/json; charset=utf-16le', Buffer.from('{"a":1}', 'utf16le')),
      Buffer.from('{"a":1}', 'utf16le'),
    ],
    ['charset latin1 (refused)', 'POST', withLength('application/json; charset=latin1', ok), ok],
    ['an unknown content encoding', 'POST', withLength('application/json', ok, { 'content-encoding': 'compress' }), ok],
    ['a chunked body', 'POST', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, ok],
    ['a GET without a body', 'GET', {}, undefined],
    ['a PUT with a JSON body', 'PUT', withLength('application/json', ok), ok],
  ];
  return cases;
})();

describe('the GraphQL door’s JSON body reader', () => {
  const leanSeen = { errors: [] as unknown[] };
  const generalSeen = { errors: [] as unknown[] };
  let lean: Server;
  let general: Server;
  beforeAll(async () => {
    lean = await listen(appWith(jsonBody(LIMIT), leanSeen));
    general = await listen(appWith(express.json({ limit: LIMIT }), generalSeen));
  });
  afterAll(async () => {
    await new Promise((resolve) => lean.close(resolve));
    await new Promise((resolve) => general.close(resolve));
  });

  it.each(CASES)('answers %s as body-parser does', async (_name, method, headers, body) => {
    const expected = await send(general, method, headers, body);
    const actual = await send(lean, method, headers, body);
    expect(actual).toEqual(expected);
  });

  it('reads the usual bodies itself and leaves the rest to body-parser', async () => {
    const real = express.json;
    const delegated = jest.fn();
    const made = jest.spyOn(express, 'json').mockImplementation((options) => {
      const parser = real(options);
      return (req, res, next) => {
        delegated();
        return parser(req, res, next);
      };
    });
    const seen = { errors: [] as unknown[] };
    const server = await listen(appWith(jsonBody(LIMIT), seen));
    try {
      const body = json('{"query":"{ __typename }"}');
      for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8']) {
        const answer = await send(server, 'POST', withLength(type, body), body);
        expect(JSON.parse(answer.text)).toEqual({ hasBody: true, body: { query: '{ __typename }' } });
      }
      const bad = json('{"query": ');
      expect(JSON.parse((await send(server, 'POST', withLength('application/json', bad), bad)).text)).toEqual({
        status: 400,
        type: 'entity.parse.failed',
      });
      expect(delegated).not.toHaveBeenCalled();
      await send(server, 'POST', withLength('text/plain', body), body);
      await send(server, 'GET', {});
      expect(delegated).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails a request whose client leaves mid-body as body-parser does (request.aborted), and only once', async () => {
    const seen = { errors: [] as unknown[] };
    const server = await listen(appWith(jsonBody(LIMIT), seen));
    try {
      await new Promise<void>((resolve) => {
        const request = http.request({
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '40' },
        });
        request.on('error', () => resolve());
        request.write('{"query":', () => setTimeout(() => request.destroy(), 50));
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.errors).toEqual([expect.objectContaining({ status: 400, type: 'request.aborted' })]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the request’s scope for what follows, after the body’s events (which come in the connection’s)', async () => {
    const seen: (AsyncScope | undefined)[] = [];
    const app = express();
    app.use(
      (_req, _res, next) => runInScope({ lockHolder: { deadline: 1 } }, next),
      jsonBody(LIMIT),
      (_req, res) => {
        seen.push(currentScope());
        res.end();
      },
    );
    const server = await listen(app);
    try {
      const body = json('{"a":1}');
      await send(server, 'POST', withLength('application/json', body), body);
      const bad = json('{"a":');
      app.use(((_error, _req, res, _next) => {
        seen.push(currentScope());
        res.end();
      }) as ErrorRequestHandler);
      await send(server, 'POST', withLength('application/json', bad), bad);
      expect(seen).toEqual([{ lockHolder: { deadline: 1 } }, { lockHolder: { deadline: 1 } }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads a body sent in several pieces', async () => {
    const seen = { errors: [] as unknown[] };
    const server = await listen(appWith(jsonBody(LIMIT), seen));
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const text = '{"a":"ção","b":[1,2,3]}';
        const bytes = Buffer.from(text);
        const request = http.request(
          {
            host: '127.0.0.1',
            port: (server.address() as AddressInfo).port,
            method: 'POST',
            headers: withLength('application/json', bytes),
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve(body));
          },
        );
        request.on('error', reject);
        // Split inside the two-byte "ç", then finish later.
        request.write(bytes.subarray(0, 7), () => setTimeout(() => request.end(bytes.subarray(7)), 30));
      });
      expect(JSON.parse(answer)).toEqual({ hasBody: true, body: { a: 'ção', b: [1, 2, 3] } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
