import type { Language } from '@fitness-manager/shared';
import { currentScope, runInScope } from '../common/async-scope';
import type { Logger } from './logger';

export type Door = 'main' | 'legacy';

/** What the server knows about the request being handled, from its first middleware until its log line. */
export interface RequestContext {
  /** Sent back as `X-Request-Id`, on every log line of the request and in generic internal errors. */
  id: string;
  door: Door;
  /** The request's child logger (carries `reqId`). */
  log: Logger;
  /** GraphQL: `query Me`, … (the operation name, or `anonymous`); legacy: the route, e.g. `GET /foods/:id`. */
  operation?: string;
  /** GraphQL error codes of the answer (a GraphQL answer is 200 with errors inside). */
  errorCodes: Set<string>;
  /** Sign-in limits that refused this request ('address': per-address budget, 'account': failed sign-ins). */
  signInRefusals: string[];
  /** The language of the answer's messages, when the request or its user chose one (graphql/language.ts). */
  language?: Language;
}

/** Starts a new scope holding only this request: call it first, never inside a write lock's scope (it would drop it). */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return runInScope({ request: context }, work);
}

/** The request being handled, if any (undefined in start-up code, timers and tests that call services directly). */
export function currentRequest(): RequestContext | undefined {
  return currentScope()?.request;
}

/** A sign-in limit refused the current request: counted in the metrics and said in its log line. */
export function noteSignInRefusal(limit: 'address' | 'account'): void {
  currentRequest()?.signInRefusals.push(limit);
}
