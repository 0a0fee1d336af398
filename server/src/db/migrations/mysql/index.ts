import { Init1795330902475 } from './1795330902475-Init';
import { FoodsRecipes1795331351098 } from './1795331351098-FoodsRecipes';

/** In order of application. */
export const mysqlMigrations: Function[] = [
  Init1795330902475,
  FoodsRecipes1795331351098,
];
