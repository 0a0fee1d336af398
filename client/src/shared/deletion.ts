import { useCallback, useEffect, useRef, useState } from 'react';
import { followFocusWhenRemoved } from './focusFollow';
import { notify, notifyFailure } from './notify';
import { t } from './i18n/i18n';

/** 'Deletion succeed' (sic, as the product has always spelled it): '{name} was successfully deleted.' */
export function notifyDeleted(name: string, title: DeletionSuccessTitle = 'deletionSucceed'): void {
  notify.success(title === 'success' ? t('common.success') : t('common.deletionSucceed'), t('common.deleted', { name }));
}

/** One 'Deletion failed' toast per server message (e.g. the CONFLICT of a food still used by a recipe). */
export function notifyDeletionFailed(error: unknown): void {
  notifyFailure(t('common.deletionFailed'), error, t('common.unreachable'));
}

/**
 * The title of the deletion success toast. 'Deletion succeed' only for foods and routines; every other
 * deletion (recipes, tags, exercises, meal entries, session exercises) toasts 'Success'.
 */
export type DeletionSuccessTitle = 'deletionSucceed' | 'success';

/**
 * Deletes rows of a list once `RowActions`' confirmation said yes: toasts the outcome (success under `successTitle`)
 * and tells which rows are being deleted, so their buttons can be disabled meanwhile. When the Delete button (given
 * back the focus by the dialog) goes away with its row, the focus moves to the table (or the section around it), see
 * `followFocusWhenRemoved`.
 */
export function useRowDeletion(remove: (id: number) => Promise<string>, successTitle: DeletionSuccessTitle) {
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(() => new Set());
  const focusWatchers = useRef(new Set<() => void>());
  useEffect(() => {
    const watchers = focusWatchers.current;
    return () => {
      watchers.forEach((stop) => stop());
      watchers.clear();
    };
  }, []);

  const deleteRow = useCallback(
    /** `deleteButton`: the row's Delete button when the focus is elsewhere for now (a confirmation giving it back). */
    async (id: number, deleteButton?: HTMLElement) => {
      // The row's Delete button, when it was used with the keyboard or a click that focused it.
      const focused = deleteButton ?? document.activeElement;
      const stopFollowing = focused instanceof HTMLElement && focused !== document.body ? followFocusWhenRemoved(focused) : null;
      if (stopFollowing) focusWatchers.current.add(stopFollowing);
      const stop = () => {
        stopFollowing?.();
        if (stopFollowing) focusWatchers.current.delete(stopFollowing);
      };
      setDeleting((current) => new Set(current).add(id));
      try {
        notifyDeleted(await remove(id), successTitle);
      } catch (error) {
        // The row stays, and so does its button.
        stop();
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
