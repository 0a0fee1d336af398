import { Init1795330892792 } from './1795330892792-Init';
import { FoodsRecipes1795331350618 } from './1795331350618-FoodsRecipes';

/** In order of application. */
export const sqliteMigrations: Function[] = [
  Init1795330892792,
  FoodsRecipes1795331350618,
];
