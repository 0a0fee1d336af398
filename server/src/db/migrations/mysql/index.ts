import { Init1795330902475 } from './1795330902475-Init';

/** In order of application. */
export const mysqlMigrations: Function[] = [Init1795330902475];
