import { Suspense, use, type ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import { PageLoading } from '../shared/PageLoading';
import { useAppClient, type AppClient } from '../shared/appClient';
import { loadAppMessages } from '../shared/i18n/i18n';

/*
 * The signed-in frame (ApolloProvider + Layout) and the Apollo client load together, on first use: the `/` route's
 * loader starts both as a signed-in navigation starts, in parallel with the page's code (`preloadSignedInFrame`),
 * so they are usually there when the guard lets the visitor in. The sign-in pages and signed-out visitors never
 * download them.
 */

interface Frame {
  SignedInFrame: ComponentType<{ client: ApolloClient }>;
  client: ApolloClient;
}

interface FrameLoad {
  promise: Promise<Frame>;
  /** Set once loaded, so a render after the load does not suspend. */
  frame?: Frame;
}

const loads = new WeakMap<AppClient, FrameLoad>();

function frameLoad(appClient: AppClient): FrameLoad {
  let load = loads.get(appClient);
  if (!load) {
    // The signed-in pages' texts come with them (the sign-in pages' are in the entry: shared/i18n/i18n.ts).
    const promise = Promise.all([appClient.load(), import('./SignedInFrame'), loadAppMessages()]).then(([client, module]) => ({
      SignedInFrame: module.SignedInFrame,
      client,
    }));
    const started: FrameLoad = { promise };
    promise.then(
      (frame) => (started.frame = frame),
      () => loads.delete(appClient), // offline, or a new deployment: the route's error says so; a later visit tries again
    );
    loads.set(appClient, started);
    load = started;
  }
  return load;
}

/** Starts loading the signed-in frame and the client; resolves (never rejects) once done or failed. */
export function preloadSignedInFrame(appClient: AppClient): Promise<void> {
  return frameLoad(appClient).promise.then(
    () => undefined,
    () => undefined, // rendering `SignedIn` meets the failure again and shows it
  );
}

function LoadedFrame() {
  const load = frameLoad(useAppClient());
  const { SignedInFrame, client } = load.frame ?? use(load.promise);
  return <SignedInFrame client={client} />;
}

/** The signed-in frame around the pages, once its code and the Apollo client are loaded (`PageLoading` until then). */
export function SignedIn() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LoadedFrame />
    </Suspense>
  );
}
