/**
 * What the workout screen keeps on this device for the user, forgotten when they sign out (shared/signOut). The
 * signed-in frame loads this module, so it is registered before any logout, workout screen opened or not.
 */
import { forgetOnSignOut } from '../../shared/signOut';
import { forgetNotesDraft } from './notesDraft';
import { forgetAllPendingNotes } from './pendingNotes';
import { forgetAllPendingSets } from './pendingSets';

forgetOnSignOut((reason) => {
  // Free text, for no one else's eyes: the Finish notes draft and the exercise notes not sent yet.
  forgetNotesDraft();
  forgetAllPendingNotes();
  // A logout keeps the set values not sent yet: tied to their workout, they are sent when its user is back (another
  // user's workout drops them). The account's deletion leaves nothing of it behind.
  if (reason === 'accountDeleted') forgetAllPendingSets();
});
