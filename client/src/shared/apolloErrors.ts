import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What a form needs from a failed operation: general messages and per-field messages. */
export interface ParsedApolloError {
  /** Messages not tied to a field (GraphQL error messages, in order, without duplicates). */
  messages: string[];
  /** `extensions.fields` of BAD_USER_INPUT errors, merged: field name → messages. */
  fields: Record<string, string[]>;
  /** `extensions.code` of every GraphQL error, in order (e.g. 'UNAUTHENTICATED', 'CONFLICT'). */
  codes: string[];
}

interface FormattedError {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

/**
 * Turns an error thrown by Apollo Client 4 (query/mutation) into form-friendly messages.
 *
 * - `CombinedGraphQLErrors`: each error's `message` goes to `messages`, except BAD_USER_INPUT errors that carry
 *   `extensions.fields` (field → message[]), whose messages go to `fields` instead.
 * - `ServerError` (non-2xx answer) whose body is a GraphQL response with `errors`: parsed the same way.
 * - Anything else (network down, unparsable answer): empty result, so the caller shows its own fallback text.
 */
export function parseApolloError(error: unknown): ParsedApolloError {
  const parsed: ParsedApolloError = { messages: [], fields: {}, codes: [] };
  for (const graphQLError of graphQLErrorsOf(error)) {
    const extensions = graphQLError.extensions ?? {};
    const code = typeof extensions.code === 'string' ? extensions.code : undefined;
    if (code) parsed.codes.push(code);
    const fields = code === 'BAD_USER_INPUT' ? normaliseFields(extensions.fields) : {};
    if (Object.keys(fields).length > 0) {
      for (const [field, messages] of Object.entries(fields)) {
        const merged = (parsed.fields[field] ??= []);
        for (const message of messages) if (!merged.includes(message)) merged.push(message);
      }
      continue;
    }
    const message = typeof graphQLError.message === 'string' ? graphQLError.message.trim() : '';
    if (message && !parsed.messages.includes(message)) parsed.messages.push(message);
  }
  return parsed;
}

/**
 * Everything a failed operation has to say, for a toast or an alert: its general messages, then its field
 * messages; `[fallback]` when it said nothing (e.g. the server could not be reached), or none without a fallback.
 */
export function errorMessages(error: unknown, fallback?: string): string[] {
  const { messages, fields } = parseApolloError(error);
  const all = [...messages, ...Object.values(fields).flat()];
  if (all.length === 0 && fallback !== undefined) all.push(fallback);
  return all;
}

/** The `extensions.code` values of an Apollo error, e.g. to react to 'UNAUTHENTICATED'. */
export function errorCodes(error: unknown): string[] {
  return parseApolloError(error).codes;
}

/** `extensions.reason` of the UNAUTHENTICATED errors of an Apollo error (the server's PASSWORD_CHANGED). */
export function unauthenticatedReasons(error: unknown): string[] {
  return graphQLErrorsOf(error).flatMap(({ extensions }) =>
    extensions?.code === 'UNAUTHENTICATED' && typeof extensions.reason === 'string' ? [extensions.reason] : [],
  );
}

function graphQLErrorsOf(error: unknown): ReadonlyArray<FormattedError> {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (isRecord(body) && Array.isArray(body.errors)) return body.errors.filter(isRecord);
    } catch {
      // not a GraphQL response body: no messages
    }
  }
  return [];
}

function normaliseFields(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, raw] of Object.entries(value)) {
    const list = Array.isArray(raw) ? raw : [raw];
    const messages = list.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (messages.length > 0) fields[field] = messages;
  }
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
