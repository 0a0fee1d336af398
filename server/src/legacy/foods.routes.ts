import type { Router } from 'express';
import type { Services } from '../services';
import { readLegacyFood } from './legacy-input';
import { legacyFood } from './legacy-json';
import { resourceRoutes } from './resource.routes';

/** `/foods`: the user's food catalogue; FoodService does the work. */
export function foodsRoutes(services: Services): Router {
  return resourceRoutes({
    path: '/foods',
    kind: 'food',
    service: services.foods,
    toJson: legacyFood,
    readBody: readLegacyFood,
  });
}
