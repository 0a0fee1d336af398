/** External links shown in the footer. */
export const SOURCE_REPOSITORY_URL = 'https://github.com/andreepdias/fitness-manager-frontend';
export const PROFESSIONAL_PROFILE_URL = 'https://www.linkedin.com/in/andreepdias/';
