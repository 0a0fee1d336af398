import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { errorCodes } from '../../shared/apolloErrors';
import { NoRoutineActions } from '../routines/NoRoutine';
import { ActiveRoutineQuery } from '../routines/routineDocuments';
import { useCompleteSession } from '../routines/useSessionMutations';
import './trainingCard.css';
import { BusyButton } from '../../shared/BusyButton';
import { StartWorkoutButton } from '../workouts/StartWorkoutButton';
import { useT } from '../../shared/i18n/i18n';

/**
 * The home page's Training card: the active routine's name and goal, its current session and 'Done!' (which
 * advances to the next session), with links to edit the routine and to /routines; without an active routine, the
 * prompt to create one or to pick one from the list.
 */
export function TrainingCard() {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(ActiveRoutineQuery);
  const { complete, loading: completing } = useCompleteSession();
  const routine = data?.activeRoutine;
  const current = routine?.sessions.find((session) => session.isCurrent) ?? null;

  async function handleDone() {
    if (!current) return;
    try {
      await complete(current.id);
    } catch (failure) {
      // Advancing a session fails silently (console only). When the server says this session is no
      // longer the current one (e.g. 'Done!' in another tab), show what the server has now.
      console.error('Could not complete the session.', failure);
      const codes = errorCodes(failure);
      if (codes.includes('CONFLICT') || codes.includes('NOT_FOUND')) void refetch().catch(() => undefined);
    }
  }

  let body;
  if (routine) {
    body = (
      <>
        <p className="training-card__routine">{routine.name}</p>
        <dl className="training-card__facts">
          <div>
            <dt>{t('home.training.goal')}</dt>
            <dd>{routine.goal}</dd>
          </div>
          <div>
            <dt>{t('home.training.currentSession')}</dt>
            <dd className="training-card__session" aria-live="polite">
              {current ? current.description : t('home.training.none')}
            </dd>
          </div>
        </dl>
        <div className="card__actions">
          {current ? <StartWorkoutButton sessionId={current.id} /> : null}
          <BusyButton className="button--secondary" disabled={!current} busy={completing} onClick={() => void handleDone()}>
            {t('home.training.done')}
          </BusyButton>
          <Link
            className="button button--secondary"
            to={`/routines/${routine.id}/edit`}
            aria-label={t('common.rowEdit', { name: routine.name })}
          >
            {t('common.edit')}
          </Link>
          <Link className="button button--secondary" to="/routines">
            {t('home.training.goToRoutine')}
          </Link>
        </div>
      </>
    );
  } else if (data) {
    body = (
      <>
        <p>{t('home.training.noActive')}</p>
        <NoRoutineActions />
      </>
    );
  } else {
    // Loading, or the routine could not be loaded (silently): the list stays one click away.
    body = (
      <>
        {loading ? (
          <p className="training-card__status" role="status">
            {t('common.loading')}
          </p>
        ) : null}
        {error && !loading ? <p className="training-card__status">{t('home.training.loadFailed')}</p> : null}
        <div className="card__actions">
          <Link className="button button--secondary" to="/routines/list">
            {t('routines.showList')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <section className="card training-card" aria-labelledby="home-training-title">
      <h2 id="home-training-title" className="card__title">
        {t('home.training.title')}
      </h2>
      {body}
    </section>
  );
}
