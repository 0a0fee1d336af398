import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { WorkoutSummaryFragment } from '../../gql/graphql';
import { formatDecimal } from '../../shared/decimal';
import { describeSet } from './setValues';

export const WorkoutSummaryFragmentDoc = graphql(`
  fragment WorkoutSummary on Workout {
    id
    durationSeconds
    volume
    exercises {
      id
      exercise {
        id
        name
      }
      sets {
        id
        weight
        reps
        setType
      }
    }
  }
`);

/** "1 h 05 min", "45 min". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null) return '';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A finished workout in a history row: duration, volume, each exercise's sets, and a link to open it. */
export function WorkoutSummary({ workout }: { workout: WorkoutSummaryFragment }) {
  return (
    <div className="workout-summary">
      <p className="workout-summary__facts">
        Logged workout: {formatDuration(workout.durationSeconds)} · volume {formatDecimal(workout.volume)} kg ·{' '}
        <Link to={`/workouts/${workout.id}`} aria-label="Open this workout">
          Open
        </Link>
      </p>
      <ul className="workout-summary__sets">
        {workout.exercises.map((item) => (
          <li key={item.id}>
            {item.exercise.name}: {item.sets.map(describeSet).join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
