import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * Requests and responses built with their Express app's prototypes from the start.
 *
 * Express gives each request and response its app's prototypes when it starts handling them
 * (`Object.setPrototypeOf(req, app.request)`). On Node 20, changing an object's prototype after it was built made V8
 * promote the request's objects to the old generation. A bare Express app promoted 28 % of what its requests
 * allocated; plain node:http promoted 0 %. Under load, the app then ran a full collection about once a second, and each
 * one held up every request in flight: most of the light reads' p99 (docs/performance.md › Sixth pass).
 *
 * Node builds each request and response with the classes its server is given. Built with the app's own prototypes,
 * Express's call finds the prototype already set and changes nothing.
 */
export interface AppPrototypes {
  /** For `createServer`: how the server builds its requests and responses. */
  readonly serverOptions: Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'>;
  /** From now on, requests and responses are built with `app`'s prototypes (before this: Node's own). */
  adopt(app: Express): void;
}

// Node's IncomingMessage and ServerResponse are plain constructor functions (not classes: Node 20 and 22), so they can
// be called on an object whose prototype is the app's: the same construction Node does, with another prototype.
// (`Reflect.construct` with `new.target` would also take classes, but its objects were promoted again: 3 % of what a
// request allocated, measured.) Should a later Node make them classes, Express's own way is kept (`calledAsFunctions`).
const calledAsFunctions = ![IncomingMessage, ServerResponse].some((constructor) =>
  Function.prototype.toString.call(constructor).startsWith('class'),
);
const initRequest = IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void;
const initResponse = ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void;

export function appPrototypes(): AppPrototypes {
  if (!calledAsFunctions) return { serverOptions: {}, adopt: () => undefined };
  // Functions, not classes: a class's `prototype` cannot be replaced, and it must be the app's own object.
  function AppRequest(this: IncomingMessage, socket: Socket) {
    initRequest.call(this, socket);
  }
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    initResponse.call(this, req, options);
  }
  AppRequest.prototype = IncomingMessage.prototype;
  AppResponse.prototype = ServerResponse.prototype;
  return {
    serverOptions: {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    adopt(app) {
      AppRequest.prototype = app.request;
      AppResponse.prototype = app.response;
    },
  };
}
