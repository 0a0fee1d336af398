import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import { currentRequest } from './request-context';

/** Characters of an operation's name written in its log line and metrics label (GraphQL names have no length bound). */
export const OPERATION_NAME_SHOWN = 64;

/**
 * Names the request's GraphQL operation for its log line and metrics: `query Me`, `mutation Login`, `query anonymous`
 * (no name given), `graphql` while the document could not be read. A name longer than `OPERATION_NAME_SHOWN` is cut
 * short and ends with `…`.
 */
export function observabilityPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      const context = currentRequest();
      if (context) context.operation = 'graphql';
      return {
        async didResolveOperation({ operation, operationName }) {
          if (context) context.operation = operationLabel(operation, operationName);
        },
      };
    },
  };
}

/** An operation as the log and metrics name it: `query Me`, `query anonymous`, a long name cut short (see above). */
export function operationLabel(operation: OperationDefinitionNode | undefined, operationName: string | null): string {
  const name =
    operationName === null
      ? 'anonymous'
      : operationName.length > OPERATION_NAME_SHOWN
        ? `${operationName.slice(0, OPERATION_NAME_SHOWN)}…`
        : operationName;
  return `${operation?.operation ?? 'operation'} ${name}`;
}
