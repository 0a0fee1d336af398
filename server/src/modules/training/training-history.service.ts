import type { Page } from '../../common/paging';
import { assertValid } from '../../common/validation';
import type { Database } from '../../db/database';
import { RoutineEntity } from './routine.entity';
import { routineNotFound } from './routine.service';
import { SessionCompletionEntity } from './session-completion.entity';
import { TrainingHistoryArgs, type SessionCompletion } from './training-history.types';
import type { WorkoutService } from '../workouts/workout.service';

/**
 * The training history: the sessions the user marked 'Done!' (RoutineService.completeSession records them) or
 * finished as a logged workout (WorkoutService.finish records the same), each with its workout when there is one.
 */
export class TrainingHistoryService {
  constructor(
    private readonly db: Database,
    private readonly workouts: WorkoutService,
  ) {}

  /** Newest first; with `routineId`, only that routine's (another user's routine is not found). */
  async list(userId: number, args: TrainingHistoryArgs): Promise<Page<SessionCompletion>> {
    const { page, size, routineId } = assertValid(TrainingHistoryArgs, args);
    if (routineId != null && !(await this.db.manager.existsBy(RoutineEntity, { id: routineId, userId }))) {
      throw routineNotFound(routineId);
    }
    const query = this.db.manager
      .createQueryBuilder(SessionCompletionEntity, 'completion')
      .innerJoin('completion.routine', 'routine')
      .addSelect('routine.name')
      .where('completion.userId = :userId', { userId });
    if (routineId != null) query.andWhere('completion.routineId = :routineId', { routineId });
    const [rows, totalElements] = await query
      .orderBy('completion.completedAt', 'DESC')
      .addOrderBy('completion.id', 'DESC')
      // offset/limit, not skip/take: the join is many-to-one (no row multiplies), so one SELECT is enough.
      .offset(page * size)
      .limit(size)
      .getManyAndCount();
    const workouts = await this.workouts.byCompletion(
      userId,
      rows.map((row) => row.id),
    );
    const content = rows.map(({ id, completedAt, routineId: ofRoutine, routine, sessionId, sessionDescription }) => ({
      id,
      completedAt,
      routineId: ofRoutine,
      routineName: routine!.name,
      sessionId,
      sessionDescription,
      workout: workouts.get(id) ?? null,
    }));
    return { content, totalElements };
  }
}
