import { useCallback, useMemo } from 'react';
import { useAppClient } from '../../shared/appClient';
import { isChunkLoadError, reloadForNewBuild } from '../../shared/staleCode';
import type { AuthOperations } from './authOperations';

/** The sign-in operations' code could not be loaded (offline, or a deployment replaced it): the page says so. */
export class AuthCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super('The sign-in code could not be loaded.', { cause });
    this.name = 'AuthCodeUnavailable';
  }
}

export interface AuthOperationsLoader {
  /**
   * The sign-in operations with the app's Apollo client, both loaded on first use. Rejects with
   * `AuthCodeUnavailable` when their code cannot be loaded; after a new deployment the page reloads once into the
   * new build instead.
   */
  load(): Promise<AuthOperations>;
  /** Starts loading them without waiting (the first focus in the form), so the submit rarely waits; failures are left to `load`. */
  preload(): void;
}

/**
 * The sign-in pages' way to the server: their own code carries no Apollo (the login page's budget), the Apollo
 * client and the operations load when the form is first used.
 */
export function useAuthOperations(): AuthOperationsLoader {
  const appClient = useAppClient();
  const load = useCallback(async () => {
    try {
      const [client, { authOperations }] = await Promise.all([appClient.load(), import('./authOperations')]);
      return authOperations(client);
    } catch (error) {
      if (isChunkLoadError(error)) void reloadForNewBuild();
      throw new AuthCodeUnavailable(error);
    }
  }, [appClient]);
  const preload = useCallback(() => {
    Promise.all([appClient.load(), import('./authOperations')]).catch(() => undefined);
  }, [appClient]);
  return useMemo(() => ({ load, preload }), [load, preload]);
}
