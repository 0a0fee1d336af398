import { Router, type Response } from 'express';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { NOT_CURRENT_SESSION } from '../modules/training/routine.service';
import type { Services } from '../services';
import { legacyValidationErrors } from './field-messages';
import { parseLegacyPageRequest, parsePathId } from './legacy-input';
import { legacyPage } from './legacy-json';
import { currentUserId, resourceRoutes } from './resource.routes';
import {
  readLegacyExercise,
  readLegacyNextSession,
  readLegacyRoutine,
  readLegacySessionDescription,
  readLegacySessionExercise,
  readLegacyTag,
  TRAINING_FIELD_LABELS,
} from './training-input';
import {
  legacyExercise,
  legacyRoutine,
  legacySession,
  legacySessionExercise,
  legacyTag,
  NO_ACTIVE_ROUTINE,
  type LegacyOwner,
} from './training-json';

/** `/tags`: TagService does the work; lists in id order. */
export function tagsRoutes(services: Services): Router {
  return resourceRoutes({
    path: '/tags',
    kind: 'tag',
    service: services.tags,
    toJson: legacyTag,
    readBody: readLegacyTag,
    labels: TRAINING_FIELD_LABELS,
  });
}

/** `/exercises`: tags link by id; an update replaces the whole tag set. */
export function exercisesRoutes(services: Services): Router {
  return resourceRoutes({
    path: '/exercises',
    kind: 'exercise',
    service: services.exercises,
    toJson: legacyExercise,
    readBody: readLegacyExercise,
    labels: TRAINING_FIELD_LABELS,
  });
}

/** The routine owner for the nested `user` object: always the signed-in user (every lookup is scoped to them). */
function owner(res: Response): LegacyOwner {
  const user = res.locals.user!;
  return { name: user.name, email: user.email };
}

/** A path id that cannot exist (`abc`, `0`, too big) is answered like a missing record. */
function pathId(raw: string, notFound: (raw: string) => Error): number {
  const id = parsePathId(raw);
  if (id === undefined) throw notFound(raw);
  return id;
}
const routineNotFound = (raw: string) => NotFoundError.record('routine', raw);
const sessionNotFound = (raw: string) => NotFoundError.record('session', raw);
const sessionExerciseNotFound = (raw: string) => NotFoundError.record('sessionExercise', raw);

/**
 * `/trainings`: routines with their sessions and session exercises, the
 * active routine (or the no-active-routine placeholder), session-exercise create/edit/delete, session rename and
 * 'Done!'. Literal segments (`all`, `active`, `session-exercise`, `session/next`) are declared before
 * the `{id}` routes so they win. RoutineService does the work; this file only translates.
 */
export function trainingsRoutes(services: Services): Router {
  const router = Router();
  const routines = services.routines;

  router.get('/trainings/active', async (_req, res) => {
    const routine = await routines.active(currentUserId(res));
    res.json(routine ? legacyRoutine(routine, owner(res)) : NO_ACTIVE_ROUTINE);
  });

  router.get('/trainings/all', async (_req, res) => {
    const all = await routines.all(currentUserId(res));
    res.json(all.map((routine) => legacyRoutine(routine, owner(res))));
  });

  router.get('/trainings', async (req, res) => {
    const request = parseLegacyPageRequest(req.query);
    const page = await routines.list(currentUserId(res), request);
    res.json(legacyPage(page, request, (routine) => legacyRoutine(routine, owner(res))));
  });

  // Session exercises. Creating needs the body's trainingSessionId; an edit keeps the session
  // (legacy never moved an exercise between sessions), so the body's trainingSessionId is not used there.
  router.post('/trainings/session-exercise', async (req, res) => {
    const { sessionId, input } = readLegacySessionExercise(req.body);
    if (sessionId === undefined) throw new ValidationError({ trainingSessionId: ['Required field.'] });
    const item = await routines.addSessionExercise(currentUserId(res), sessionId, input);
    res.json(legacySessionExercise(item));
  });

  router.post('/trainings/session-exercise/:id', async (req, res) => {
    const id = pathId(req.params.id, sessionExerciseNotFound);
    const { input } = readLegacySessionExercise(req.body);
    await routines.updateSessionExercise(currentUserId(res), id, input);
    res.status(200).end();
  });

  router.delete('/trainings/session-exercise/:id', async (req, res) => {
    await routines.deleteSessionExercise(currentUserId(res), pathId(req.params.id, sessionExerciseNotFound));
    res.status(200).end();
  });

  // 'Done!'. Legacy found the session by the body's id inside the body's trainingRoutineId; the same
  // two messages are kept (ids compared by value). Unlike legacy, the session must be the current one: the
  // client always sends the session it got as current, so only a stale or forged body is refused (400).
  router.post('/trainings/session/next', async (req, res) => {
    const userId = currentUserId(res);
    const { sessionId, routineId } = readLegacyNextSession(req.body);
    if (routineId !== undefined) {
      const routine = await routines.get(userId, routineId).catch((error: unknown) => {
        if (error instanceof NotFoundError) {
          throw new NotFoundError(
            `The training routine with id ${routineId} from the current training session of id ${sessionId} was not found.`,
          );
        }
        throw error;
      });
      const session = routine.sessions.find((s) => s.id === sessionId);
      if (!session) {
        throw new NotFoundError(
          `Current training session with id ${sessionId} does not exists in its training routine of id ${routineId}.`,
        );
      }
      if (!session.isCurrent) throw new ConflictError(NOT_CURRENT_SESSION);
    }
    const routine = await routines.completeSession(userId, sessionId);
    const next = routine.sessions.find((s) => s.isCurrent)!;
    res.json(legacySession(next));
  });

  // Session rename: only the description is saved. The body's isCurrentSession/trainingRoutineId are
  // client defaults and its orderNumber is ignored too: legacy copied it, but sessions are only ever
  // created and removed by the routine's weekFrequency, and a copied number could break their order.
  router.post('/trainings/session/:id', async (req, res) => {
    const id = pathId(req.params.id, sessionNotFound);
    await routines.updateSession(currentUserId(res), id, readLegacySessionDescription(req.body));
    res.status(200).end();
  });

  router.get('/trainings/:id', async (req, res) => {
    const routine = await routines.get(currentUserId(res), pathId(req.params.id, routineNotFound));
    res.json(legacyRoutine(routine, owner(res)));
  });

  router.post('/trainings', async (req, res) => {
    const routine = await routines.create(currentUserId(res), readLegacyRoutine(req.body));
    res.json(legacyRoutine(routine, owner(res)));
  });

  router.post('/trainings/:id', async (req, res) => {
    const id = pathId(req.params.id, routineNotFound);
    await routines.update(currentUserId(res), id, readLegacyRoutine(req.body));
    res.status(200).end();
  });

  router.delete('/trainings/:id', async (req, res) => {
    await routines.delete(currentUserId(res), pathId(req.params.id, routineNotFound));
    res.status(200).end();
  });

  router.use(legacyValidationErrors(TRAINING_FIELD_LABELS));
  return router;
}
