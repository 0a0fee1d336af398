// External links shown in the footer.

/** The source code of the client. */
export const SOURCE_REPOSITORY_URL = 'https://github.com/andreepdias/fitness-manager-frontend';
/** The author's professional profile. */
export const PROFESSIONAL_PROFILE_URL = 'https://www.linkedin.com/in/andreepdias/';
