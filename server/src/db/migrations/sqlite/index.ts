import { Init1795330892792 } from './1795330892792-Init';

/** In order of application. */
export const sqliteMigrations: Function[] = [Init1795330892792];
