import { parseApolloError } from '../../shared/apolloErrors';
import { notify } from '../../shared/notify';
import { SAVE_FAILED_MESSAGE } from '../../shared/serverFormErrors';

/**
 * A failed save in a dialog (session, session exercise) toasts each of the server's messages, titled
 * 'Adition failed' (sic, as the product has always spelled it) when adding or 'Edition failed' when editing.
 */
export function notifySaveFailed(mode: 'add' | 'edit', error: unknown): void {
  const { messages, fields } = parseApolloError(error);
  const all = [...messages, ...Object.values(fields).flat()];
  const title = mode === 'add' ? 'Adition failed' : 'Edition failed';
  for (const message of all.length > 0 ? all : [SAVE_FAILED_MESSAGE]) notify.error(title, message);
}
