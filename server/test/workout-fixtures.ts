import { signUp, type TestServer } from './test-server';

/** GraphQL documents and a small training fixture for the workout tests. */
export const SET_FIELDS = 'id workoutExerciseId position weight reps setType rpe completedAt done estimatedOneRepMax';
export const ITEM_FIELDS = `id workoutId position plannedSets plannedReps restSeconds skipped note addedToWorkout volume exercise { id name tags { id name } } sets { ${SET_FIELDS} } lastTime { workoutId startedAt sets { ${SET_FIELDS} } }`;
export const WORKOUT_FIELDS = `id title routineId sessionId startedAt finishedAt inProgress durationSeconds notes completionId volume doneSets serverTime restTimer { workoutExerciseId startedAt endsAt serverTime } exercises { ${ITEM_FIELDS} }`;

export const START = `mutation($sessionId: Int!) { startWorkout(sessionId: $sessionId) { ${WORKOUT_FIELDS} } }`;
export const IN_PROGRESS = `{ workoutInProgress { ${WORKOUT_FIELDS} } }`;
export const WORKOUT = `query($id: Int!) { workout(id: $id) { ${WORKOUT_FIELDS} } }`;
export const WORKOUTS = `query($page: Int, $size: Int, $routineId: Int) { workouts(page: $page, size: $size, routineId: $routineId) { totalElements content { ${WORKOUT_FIELDS} } } }`;
export const ADD_SET = `mutation($id: Int!, $input: WorkoutSetInput) { addWorkoutSet(workoutExerciseId: $id, input: $input) { ${WORKOUT_FIELDS} } }`;
export const UPDATE_SET = `mutation($id: Int!, $input: WorkoutSetInput!) { updateWorkoutSet(id: $id, input: $input) { ${SET_FIELDS} } }`;
export const REMOVE_SET = `mutation($id: Int!) { removeWorkoutSet(id: $id) { ${WORKOUT_FIELDS} } }`;
export const COMPLETE_SET = `mutation($id: Int!, $input: WorkoutSetInput, $markedAt: DateTimeISO) { completeWorkoutSet(id: $id, input: $input, markedAt: $markedAt) { set { ${SET_FIELDS} } workout { ${WORKOUT_FIELDS} } recordsBeaten { kind value previous weight } } }`;
export const UNCOMPLETE_SET = `mutation($id: Int!) { uncompleteWorkoutSet(id: $id) { ${SET_FIELDS} } }`;
export const SET_NOTE = `mutation($id: Int!, $note: String) { setWorkoutExerciseNote(id: $id, note: $note) { ${ITEM_FIELDS} } }`;
export const SKIP_EXERCISE = `mutation($id: Int!, $skipped: Boolean) { skipWorkoutExercise(id: $id, skipped: $skipped) { ${WORKOUT_FIELDS} } }`;
export const ADD_EXERCISE = `mutation($workoutId: Int!, $input: AddWorkoutExerciseInput!) { addWorkoutExercise(workoutId: $workoutId, input: $input) { ${WORKOUT_FIELDS} } }`;
export const REMOVE_EXERCISE = `mutation($id: Int!) { removeWorkoutExercise(id: $id) { ${WORKOUT_FIELDS} } }`;
export const EXTEND_REST = `mutation($workoutId: Int!, $seconds: Int) { extendRest(workoutId: $workoutId, seconds: $seconds) { id restTimer { workoutExerciseId startedAt endsAt serverTime } } }`;
export const SKIP_REST = `mutation($workoutId: Int!) { skipRest(workoutId: $workoutId) { id restTimer { endsAt } } }`;
export const FINISH = `mutation($id: Int!, $notes: String) { finishWorkout(id: $id, notes: $notes) { workout { ${WORKOUT_FIELDS} } routine { id currentSession { id description } } } }`;
export const DISCARD = `mutation($id: Int!) { discardWorkout(id: $id) { id title } }`;
export const DELETE_WORKOUT = `mutation($id: Int!) { deleteWorkout(id: $id) { id title } }`;
export const LOG = `mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { ${WORKOUT_FIELDS} } }`;
export const HISTORY = `query($exerciseId: Int!, $from: DateTimeISO, $to: DateTimeISO, $page: Int, $size: Int) {
  exerciseHistory(exerciseId: $exerciseId, from: $from, to: $to, page: $page, size: $size) {
    totalElements content { workoutExerciseId workoutId title startedAt finishedAt note sets { ${SET_FIELDS} } }
  }
}`;
export const PROGRESS = `query($exerciseId: Int!, $from: DateTimeISO, $to: DateTimeISO, $size: Int) {
  exerciseProgress(exerciseId: $exerciseId, from: $from, to: $to, size: $size) { workoutId startedAt heaviestWeight estimatedOneRepMax volume }
}`;
const SET_RECORD = 'setId workoutId achievedAt weight reps estimatedOneRepMax';
export const RECORDS = `query($exerciseId: Int!, $size: Int) {
  exerciseRecords(exerciseId: $exerciseId) {
    exerciseId heaviestWeight { ${SET_RECORD} } bestEstimatedOneRepMax { ${SET_RECORD} } bestVolume { workoutId achievedAt volume }
    mostRepsAtWeight(size: $size) { ${SET_RECORD} }
  }
}`;
export const TRAINING_HISTORY = `query($routineId: Int, $size: Int = 10) { trainingHistory(routineId: $routineId, page: 0, size: $size) { totalElements content { id sessionId sessionDescription workout { ${WORKOUT_FIELDS} } } } }`;
export const COMPLETE_SESSION = `mutation($sessionId: Int!) { completeSession(sessionId: $sessionId) { id currentSession { id } } }`;

export interface TrainingFixture {
  token: string;
  userId: number;
  routineId: number;
  /** Session A (current): bench 3 × 10 rest 90, squat 2 × 8 rest 120. Session B: row 3 × 12 rest 60. */
  sessionA: number;
  sessionB: number;
  bench: number;
  squat: number;
  row: number;
  curl: number;
}

/** A new user with tags, four exercises and an active routine "Treino AB" of two sessions. */
export async function trainingFixture(server: TestServer): Promise<TrainingFixture> {
  const { token, user } = await signUp(server);
  const ok = (query: string, variables: Record<string, unknown>) => server.data(query, variables, token);
  const tag = (await ok(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { name: 'Força' } })).createTag.id;
  const exercise = async (name: string) =>
    (await ok(`mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`, { input: { name, tagIds: [tag] } }))
      .createExercise.id as number;
  const bench = await exercise('Supino reto');
  const squat = await exercise('Agachamento');
  const row = await exercise('Remada curvada');
  const curl = await exercise('Rosca direta');
  const routine = (
    await ok(`mutation($input: RoutineInput!) { createRoutine(input: $input) { id sessions { id } } }`, {
      input: { name: 'Treino AB', description: 'Dois dias', goal: 'Força', weekFrequency: 2 },
    })
  ).createRoutine;
  const [a, b] = routine.sessions.map((s: { id: number }) => s.id);
  const add = (sessionId: number, exerciseId: number, sets: number, repetitions: number, restSeconds: number) =>
    ok(`mutation($s: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $s, input: $input) { id } }`, {
      s: sessionId,
      input: { exerciseId, sets, repetitions, restSeconds },
    });
  await add(a, bench, 3, 10, 90);
  await add(a, squat, 2, 8, 120);
  await add(b, row, 3, 12, 60);
  return { token, userId: user.id, routineId: routine.id, sessionA: a, sessionB: b, bench, squat, row, curl };
}

/** A set input with weight as a string, like the client sends. */
export const setValues = (weight: string | null, reps: number | null, extra: Record<string, unknown> = {}) => ({
  weight,
  reps,
  setType: 'NORMAL',
  ...extra,
});
