import type { ApolloServerPlugin } from '@apollo/server';
import type { WriteLock } from '../db/write-lock';

/** Runs each mutation under the write lock (see db/write-lock.ts); queries are not held up. */
export function writeLockPlugin(lock: WriteLock): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let release: (() => void) | undefined;
      return {
        async executionDidStart({ operation }) {
          if (operation.operation !== 'mutation') return;
          release = await lock.acquire();
          return {
            async executionDidEnd() {
              release?.();
            },
          };
        },
        // Also on paths that end before execution finishes normally.
        async willSendResponse() {
          release?.();
        },
      };
    },
  };
}
