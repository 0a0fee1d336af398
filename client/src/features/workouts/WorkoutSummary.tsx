import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { WorkoutSummaryFragment } from '../../gql/graphql';
import { formatDecimal } from '../../shared/decimal';
import { ExerciseNoteText } from './ExerciseNote';
import { describeSet } from './setValues';
import { t as translate, useT } from '../../shared/i18n/i18n';

export const WorkoutSummaryFragmentDoc = graphql(`
  fragment WorkoutSummary on Workout {
    id
    durationSeconds
    volume
    exercises {
      id
      note
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
  if (minutes < 60) return translate('workouts.duration.minutes', { minutes });
  return translate('workouts.duration.hours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** A finished workout in a history row: duration, volume, each exercise's sets, and a link to open it. */
export function WorkoutSummary({ workout }: { workout: WorkoutSummaryFragment }) {
  const t = useT();
  return (
    <div className="workout-summary">
      <p className="workout-summary__facts">
        {t('workouts.summary.facts', { duration: formatDuration(workout.durationSeconds), volume: formatDecimal(workout.volume) })}{' '}
        <Link to={`/workouts/${workout.id}`} aria-label={t('workouts.summary.openLabel')}>
          {t('workouts.summary.open')}
        </Link>
      </p>
      <ul className="workout-summary__sets">
        {workout.exercises.map((item) => (
          <li key={item.id}>
            {t('workouts.summary.exerciseSets', { exercise: item.exercise.name, sets: item.sets.map(describeSet).join(', ') })}
            <ExerciseNoteText note={item.note} />
          </li>
        ))}
      </ul>
    </div>
  );
}
