import { useCallback, useState } from 'react';
import { parseApolloError } from './apolloErrors';
import { notify } from './notify';

export const DELETION_FALLBACK_MESSAGE = 'The server could not be reached. Try again later.';

/** 'Deletion succeed' (sic, as the product has always spelled it): '{name} was successfully deleted.' */
export function notifyDeleted(name: string, title = 'Deletion succeed'): void {
  notify.success(title, `${name} was successfully deleted.`);
}

/** One 'Deletion failed' toast per server message (e.g. the CONFLICT of a food still used by a recipe). */
export function notifyDeletionFailed(error: unknown): void {
  const { messages, fields } = parseApolloError(error);
  const all = [...messages, ...Object.values(fields).flat()];
  for (const message of all.length > 0 ? all : [DELETION_FALLBACK_MESSAGE]) notify.error('Deletion failed', message);
}

/**
 * Deletes rows of a list immediately (no confirmation, as the product does): toasts the outcome and tells which
 * rows are being deleted, so their buttons can be disabled meanwhile.
 */
export function useRowDeletion(remove: (id: number) => Promise<string>, successTitle = 'Deletion succeed') {
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(() => new Set());
  const deleteRow = useCallback(
    async (id: number) => {
      setDeleting((current) => new Set(current).add(id));
      try {
        notifyDeleted(await remove(id), successTitle);
      } catch (error) {
        notifyDeletionFailed(error);
      } finally {
        setDeleting((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }
    },
    [remove, successTitle],
  );
  return { deleteRow, isDeleting: (id: number) => deleting.has(id) };
}
