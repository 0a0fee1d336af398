import type { ErrorRequestHandler } from 'express';
import { ValidationError } from '../common/errors';
import { sendErrors } from './errors';

/**
 * The core's validation messages are per field (`{ serving: ['Must be greater than 0.'] }`); the legacy
 * client shows bare strings, so each message gets a readable field name in front:
 * `Serving: Must be greater than 0.`, `Ingredient 1 quantity: Must be greater than 0.`.
 */

/** Field path (or its last segment) → label, for names the generic wording gets wrong. */
export type FieldLabels = Record<string, string>;

const words = (name: string) =>
  name
    .replace(/Id$/, '') // foodId → food
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

const singular = (word: string) => (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word);

/**
 * `serving` → "Serving", `foodId` → "Food", `ingredients.0.quantity` → "Ingredient 1 quantity"
 * (list positions count from 1). `labels` may name a whole path or a single segment.
 */
export function fieldLabel(path: string, labels: FieldLabels = {}): string {
  if (labels[path]) return labels[path];
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && parts.length > 0) {
      parts[parts.length - 1] = `${singular(parts[parts.length - 1])} ${Number(segment) + 1}`;
    } else {
      parts.push(labels[segment] ?? words(segment));
    }
  }
  const text = parts.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every message of a ValidationError, prefixed with its field's label; `override` may reword one. */
export function legacyFieldMessages(
  error: ValidationError,
  options: { labels?: FieldLabels; override?: (field: string, message: string) => string | undefined } = {},
): string[] {
  return Object.entries(error.fields).flatMap(([field, messages]) =>
    messages.map((message) => options.override?.(field, message) ?? `${fieldLabel(field, options.labels)}: ${message}`),
  );
}

/**
 * Router-level error middleware: answers a ValidationError raised by this router's routes (legacy
 * input parsing or a service) as 400 `{"errors": ["Field: message", …]}`; passes anything else on to
 * the app's legacy error handler (not-found and conflict messages stay byte-for-byte).
 */
export function legacyValidationErrors(labels: FieldLabels = {}): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (!(error instanceof ValidationError) || res.headersSent) return next(error);
    sendErrors(res, legacyFieldMessages(error, { labels }));
  };
}
