import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../shared/BusyButton';
import { errorCodes } from '../../shared/apolloErrors';
import { Modal } from '../../shared/Modal';
import { notifyFailure } from '../../shared/notify';
import { useDiscardWorkout, useStartWorkout } from './useWorkoutMutations';
import { WorkoutInProgressQuery } from './workoutDocuments';

/**
 * 'Start workout' for a session (home training card, routine view). While that session's workout is in progress it
 * reads 'Continue workout'; while another one is, starting asks to finish it (on the workout screen) or discard it.
 */
export function StartWorkoutButton({ sessionId, className = 'button--primary' }: { sessionId: number; className?: string }) {
  const navigate = useNavigate();
  const { data, refetch } = useQuery(WorkoutInProgressQuery);
  const { start, loading } = useStartWorkout();
  const { discard, loading: discarding } = useDiscardWorkout();
  const [asking, setAsking] = useState(false);
  const running = data?.workoutInProgress ?? null;

  if (running && running.sessionId === sessionId) {
    return (
      <Link className={`button ${className}`} to="/workout">
        Continue workout
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
      if (errorCodes(failure).includes('CONFLICT')) {
        await refetch().catch(() => undefined);
        setAsking(true);
      } else {
        notifyFailure('Workout', failure, "Couldn't start the workout. Try again.");
      }
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
      notifyFailure('Workout', failure, "Couldn't start the workout. Try again.");
    }
  }

  return (
    <>
      <BusyButton className={className} busy={loading} onClick={() => void begin()}>
        Start workout
      </BusyButton>
      {asking ? (
        <Modal
          open
          title="A workout is in progress"
          description={running ? `"${running.title}" is not finished yet. Finish it, or discard it to start this one.` : undefined}
          onClose={() => setAsking(false)}
          size="small"
        >
          <div className="card__actions">
            <Link className="button button--primary" to="/workout">
              Go to it to finish
            </Link>
            <BusyButton className="button--danger" busy={discarding || loading} onClick={() => void discardAndStart()}>
              Discard it and start
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
