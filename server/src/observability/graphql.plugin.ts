import type { ApolloServerPlugin } from '@apollo/server';
import { currentRequest } from './request-context';

/**
 * Names the request's GraphQL operation for its log line and metrics: `query Me`, `mutation Login`, `query anonymous`
 * (no name given), `graphql` while the document could not be read.
 */
export function observabilityPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      const context = currentRequest();
      if (context) context.operation = 'graphql';
      return {
        async didResolveOperation({ operation, operationName }) {
          if (context) context.operation = `${operation?.operation ?? 'operation'} ${operationName ?? 'anonymous'}`;
        },
      };
    },
  };
}
