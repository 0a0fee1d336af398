import { useFormikContext } from 'formik';
import { useCallback, useEffect } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { useT } from './i18n/i18n';
import { SIGN_IN_PATH } from './authPaths';

/**
 * Holds back leaving the page while `unsaved` is true: a link, Back, the browser's Back (a phone's back swipe) is
 * blocked (react-router's `useBlocker`: the returned blocker is 'blocked' until `proceed` or `reset`), and a reload
 * or a closed tab asks through the browser's own `beforeunload` question. A move within the page (same path, e.g.
 * a search parameter) and the way to the sign-in page are never held back (a sign-out or an ended session: the
 * session is gone already and the page could not be saved anyway). A router holds one blocker at a time:
 * one guard per page.
 */
export function useLeaveGuard(unsaved: boolean): Blocker {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsaved && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== SIGN_IN_PATH,
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return blocker;
}

/**
 * Asks 'Discard your changes?' before the page is left while `unsaved` (see `useLeaveGuard`): Keep editing (also
 * Escape, the focused button) stays with the values as typed; Discard goes where the user was going.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const t = useT();
  const blocker = useLeaveGuard(unsaved);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.discardChangesTitle')}
      confirmLabel={t('common.discard')}
      cancelLabel={t('common.keepEditing')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('common.discardChangesText')}
    </ConfirmDialog>
  );
}

/**
 * The leave guard of a formik form (inside `<Formik>`): unsaved while the values differ from the initial ones
 * (formik's `dirty`; a save that resets the form to what it saved ends it) and no save is running (a successful
 * save goes on to the list while still submitting; a failed one leaves the form guarded again). `paused` while
 * something else ends the form, e.g. a deletion that goes to the list.
 */
export function FormLeaveGuard({ paused = false }: { paused?: boolean }) {
  const { dirty, isSubmitting } = useFormikContext();
  return <LeaveGuard unsaved={dirty && !isSubmitting && !paused} />;
}
