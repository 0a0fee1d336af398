/**
 * What a feature keeps on this device for the signed-in user (e.g. the workout's unsent notes) and must not leave
 * behind for the next person to sign in here. A feature registers how to forget it when its module loads
 * (`forgetOnSignOut`); the sign-out (`logOut` in `features/auth/session.ts`, also after the account's deletion) runs them all
 * (`forgetThisDevicesData`). The registry lives here, not in `auth`, because `auth` may import no other feature.
 */
export type SignOutReason = 'logout' | 'accountDeleted';

type Forget = (reason: SignOutReason) => void;

const forgetters = new Set<Forget>();

/** Runs `forget` at every sign-out from now on (told why: a logout, or the account's deletion). */
export function forgetOnSignOut(forget: Forget): void {
  forgetters.add(forget);
}

/** Forgets what every feature keeps on this device for the user signing out. */
export function forgetThisDevicesData(reason: SignOutReason): void {
  for (const forget of forgetters) {
    try {
      forget(reason);
    } catch {
      // One feature's storage failing must not keep the user signed in, nor the others' data behind.
    }
  }
}
