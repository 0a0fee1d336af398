import type { Router } from 'express';
import type { Services } from '../services';
import { readLegacyRecipe } from './legacy-input';
import { legacyRecipe } from './legacy-json';
import { resourceRoutes } from './resource.routes';

/**
 * `/recipes`: RecipeService does the work. Unlike legacy (difference 14) an update
 * saves name, serving and unit and replaces the ingredient list.
 */
export function recipesRoutes(services: Services): Router {
  return resourceRoutes({
    path: '/recipes',
    kind: 'recipe',
    service: services.recipes,
    toJson: legacyRecipe,
    readBody: readLegacyRecipe,
  });
}
