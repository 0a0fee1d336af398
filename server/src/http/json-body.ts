import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { currentScope, runInScope } from '../common/async-scope';

/** Content types read by the short path, lower case, as clients send them (the React client, curl, fetch). */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/** A body the short path could not read, in body-parser's terms (`type`, `status`), which the door's error handler reads. */
class BodyError extends Error {
  readonly expose = true;
  constructor(
    message: string,
    readonly status: number,
    readonly type: string,
  ) {
    super(message);
  }
  get statusCode(): number {
    return this.status;
  }
}

/**
 * The GraphQL door's JSON body reader: `express.json({ limit })` (body-parser), with a short path for what every
 * client of the API sends: a POST whose `Content-Type` is `application/json` (charset UTF-8 or none), with a
 * `Content-Length` within the limit and no `Content-Encoding`. That path reads the bytes, decodes them as UTF-8 (a
 * byte-order mark dropped, as body-parser's decoder does) and parses them as body-parser's strict mode does,
 * failing with body-parser's error types (`entity.parse.failed`, `request.aborted`); it skips what body-parser does
 * for every request (parsing the content type twice, raw-body's stream plumbing, the charset decoder), 3–5 % of a
 * small read's CPU (docs/performance.md › Third pass). Everything else — GET, other or absent content types, other
 * charsets, compressed, chunked or oversized bodies — goes to body-parser itself, so its answers stay its own.
 */
export function jsonBody(limit: number): RequestHandler {
  const general = express.json({ limit });
  return (req, res, next) => {
    const length = shortPathLength(req, limit);
    if (length === 0) return general(req, res, next);
    // The body's events come in the connection's async context: the request's scope goes on with what follows
    // (raw-body binds its callback with an AsyncResource for the same reason; there is one AsyncLocalStorage).
    const scope = currentScope();
    readJson(req, length, (error, body) => {
      if (error) return scope ? runInScope(scope, () => next(error)) : next(error);
      req.body = body;
      if (scope) runInScope(scope, next);
      else next();
    });
  };
}

/** The body's length when the short path reads it, else 0. */
function shortPathLength(req: IncomingMessage, limit: number): number {
  if (req.method !== 'POST') return 0;
  const { headers } = req;
  const type = headers['content-type'];
  if (type === undefined || !PLAIN_JSON.has(type.toLowerCase())) return 0;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return 0;
  const declared = headers['content-length'];
  if (declared === undefined || !/^[1-9][0-9]{0,9}$/.test(declared)) return 0;
  const length = Number(declared);
  if (length > limit) return 0;
  // body-parser's "already read" check (on-finished): a closed socket or a consumed request is left to it.
  const socket = req.socket as IncomingMessage['socket'] | null;
  if (!socket || !socket.readable || (req.complete && !req.readable)) return 0;
  return length;
}

function readJson(req: IncomingMessage, length: number, done: (error: BodyError | null, body?: unknown) => void): void {
  const chunks: Buffer[] = [];
  let finished = false;
  const finish = (error: BodyError | null, body?: unknown) => {
    if (finished) return;
    finished = true;
    req.removeListener('data', onData);
    req.removeListener('end', onEnd);
    req.removeListener('error', onError);
    done(error, body);
  };
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
  };
  const onEnd = () => {
    const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    // Node's parser delivers exactly Content-Length bytes, or fails the request: checked as raw-body does all the same.
    if (bytes.length !== length) return finish(new BodyError('request size did not match content length', 400, 'request.size.invalid'));
    let text = bytes.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let body: unknown;
    try {
      body = parseStrict(text);
    } catch (error) {
      return finish(new BodyError((error as Error).message, 400, 'entity.parse.failed'));
    }
    // Outside the try: `finish` runs the rest of the door, whose errors are not the body's.
    finish(null, body);
  };
  // The client left before the end (Node fails the request with ECONNRESET 'aborted'): as raw-body answers it.
  const onError = () => finish(new BodyError('request aborted', 400, 'request.aborted'));
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
}

/** body-parser's strict JSON: an empty body is `{}`, anything but an object or an array is a syntax error. */
function parseStrict(text: string): unknown {
  if (text.length === 0) return {};
  const first = text[0] === '{' || text[0] === '[' ? text[0] : firstAfterWhitespace(text);
  if (first !== '{' && first !== '[')
    throw new SyntaxError(`Unexpected token in JSON: ${first === '' ? 'end of input' : 'not an object or array'}`);
  return JSON.parse(text) as unknown;
}

/** The first character after JSON's whitespace (space, tab, line feed, carriage return), or '' at the end. */
function firstAfterWhitespace(text: string): string {
  let at = 0;
  while (at < text.length && (text[at] === ' ' || text[at] === '\t' || text[at] === '\n' || text[at] === '\r')) at++;
  return at < text.length ? text[at] : '';
}
