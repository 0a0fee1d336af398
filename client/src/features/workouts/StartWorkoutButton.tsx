import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../shared/BusyButton';
import { errorCodes } from '../../shared/apolloErrors';
import { Modal } from '../../shared/Modal';
import { notifyFailure } from '../../shared/notify';
import { useDiscardWorkout, useStartWorkout } from './useWorkoutMutations';
import { WorkoutInProgressQuery } from './workoutDocuments';
import { useT } from '../../shared/i18n/i18n';

/**
 * 'Start workout' for a session (home training card, routine view). While that session's workout is in progress it
 * reads 'Continue workout'; while another one is, starting asks to finish it (on the workout screen) or discard it.
 */
export function StartWorkoutButton({ sessionId, className = 'button--primary' }: { sessionId: number; className?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { data, refetch } = useQuery(WorkoutInProgressQuery);
  const { start, loading } = useStartWorkout();
  const { discard, loading: discarding } = useDiscardWorkout();
  const [asking, setAsking] = useState(false);
  const running = data?.workoutInProgress ?? null;

  if (running && running.sessionId === sessionId) {
    return (
      <Link className={`button ${className}`} to="/workout">
        {t('workouts.start.continue')}
      </Link>
    );
  }

  async function begin() {
    if (running) {
      setAsking(true);
      return;
    }
    try {
      await start(sessionId);
      void navigate('/workout');
    } catch (failure) {
      // A CONFLICT is most often a workout started meanwhile (another device): ask about it. Other conflicts (a
      // session too long for a workout, an account holding the most workouts it can) are the server's words.
      if (errorCodes(failure).includes('CONFLICT')) {
        const fresh = await refetch().catch(() => undefined);
        if (fresh?.data?.workoutInProgress) {
          setAsking(true);
          return;
        }
      }
      notifyFailure(t('workouts.start.title'), failure, t('workouts.start.failed'));
    }
  }

  async function discardAndStart() {
    if (!running) return;
    try {
      await discard(running.id);
      await start(sessionId);
      setAsking(false);
      void navigate('/workout');
    } catch (failure) {
      notifyFailure(t('workouts.start.title'), failure, t('workouts.start.failed'));
    }
  }

  return (
    <>
      <BusyButton className={className} busy={loading} onClick={() => void begin()}>
        {t('workouts.start.start')}
      </BusyButton>
      {asking ? (
        <Modal
          open
          title={t('workouts.start.inProgressTitle')}
          description={running ? t('workouts.start.inProgress', { title: running.title }) : undefined}
          onClose={() => setAsking(false)}
          size="small"
        >
          <div className="card__actions">
            <Link className="button button--primary" to="/workout">
              {t('workouts.start.goFinish')}
            </Link>
            <BusyButton className="button--danger" busy={discarding || loading} onClick={() => void discardAndStart()}>
              {t('workouts.start.discardAndStart')}
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
