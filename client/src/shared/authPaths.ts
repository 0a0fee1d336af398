/** The sign-in page: where a session that ended goes, and the one way out that a form's leave guard never blocks. */
export const SIGN_IN_PATH = '/login';

/** The registration page. */
export const REGISTER_PATH = '/register';
