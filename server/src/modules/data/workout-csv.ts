/**
 * Hevy's workout export layout (Settings › Export data): one row per set, in this column order. The app writes it
 * for "Export workouts (CSV)" and reads it (with `weight_lbs` / `distance_miles` instead of the metric columns too)
 * in the history import.
 */
export const HEVY_COLUMNS = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
] as const;
