import { Router, type Response } from 'express';
import { NotFoundError, type RecordKind } from '../common/errors';
import type { Page } from '../common/paging';
import { legacyValidationErrors, type FieldLabels } from './field-messages';
import { parseLegacyPageRequest, parsePathId, type LegacyPageRequest } from './legacy-input';
import { legacyPage } from './legacy-json';

/** The signed-in user (legacy/auth.ts has already refused requests without one on these paths). */
export function currentUserId(res: Response): number {
  const user = res.locals.user;
  if (!user) throw new Error('Legacy route reached without an authenticated user.');
  return user.id;
}

/** What a generic legacy resource needs from its core service; every method takes the user id first. */
export interface LegacyResourceService<E, I> {
  list(userId: number, args: LegacyPageRequest): Promise<Page<E>>;
  all(userId: number): Promise<E[]>;
  get(userId: number, id: number): Promise<E>;
  create(userId: number, input: I): Promise<E>;
  update(userId: number, id: number, input: I): Promise<unknown>;
  delete(userId: number, id: number): Promise<unknown>;
}

export interface LegacyResource<E, I> {
  /** Root path, e.g. `/foods`. */
  path: string;
  /** What a path id that cannot exist is answered as missing (`food` → "Food with id abc was not found."). */
  kind: RecordKind;
  service: LegacyResourceService<E, I>;
  toJson: (entity: E) => unknown;
  /** Legacy body → service input; throws ValidationError for malformed values. */
  readBody: (body: unknown) => I;
  labels?: FieldLabels;
}

/**
 * The six generic endpoints of one resource `R` (docs/legacy-rest.md, Endpoints):
 * `GET /R/all`, `GET /R?page&size`, `GET /R/{id}`, `POST /R` (create; body id ignored),
 * `POST /R/{id}` (update by path id; 200, empty body), `DELETE /R/{id}` (200, empty body).
 * `/R/all` is declared before `/R/:id`, so the literal segment wins.
 */
export function resourceRoutes<E, I>(resource: LegacyResource<E, I>): Router {
  const { path, service, toJson, readBody } = resource;
  const router = Router();

  const pathId = (raw: string): number => {
    const id = parsePathId(raw);
    if (id === undefined) throw NotFoundError.record(resource.kind, raw);
    return id;
  };

  router.get(`${path}/all`, async (_req, res) => {
    const items = await service.all(currentUserId(res));
    res.json(items.map(toJson));
  });

  router.get(path, async (req, res) => {
    const request = parseLegacyPageRequest(req.query);
    const page = await service.list(currentUserId(res), request);
    res.json(legacyPage(page, request, toJson));
  });

  router.get(`${path}/:id`, async (req, res) => {
    const item = await service.get(currentUserId(res), pathId(req.params.id));
    res.json(toJson(item));
  });

  router.post(path, async (req, res) => {
    const item = await service.create(currentUserId(res), readBody(req.body));
    res.json(toJson(item));
  });

  router.post(`${path}/:id`, async (req, res) => {
    const id = pathId(req.params.id);
    await service.update(currentUserId(res), id, readBody(req.body));
    res.status(200).end();
  });

  router.delete(`${path}/:id`, async (req, res) => {
    await service.delete(currentUserId(res), pathId(req.params.id));
    res.status(200).end();
  });

  router.use(legacyValidationErrors(resource.labels));
  return router;
}
