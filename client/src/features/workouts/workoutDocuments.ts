import { graphql } from '../../gql';

export const WorkoutSetFieldsFragment = graphql(`
  fragment WorkoutSetFields on WorkoutSet {
    id
    workoutExerciseId
    position
    weight
    reps
    setType
    rpe
    completedAt
    done
  }
`);

export const RestTimerFieldsFragment = graphql(`
  fragment RestTimerFields on RestTimer {
    workoutExerciseId
    startedAt
    endsAt
    serverTime
  }
`);

export const WorkoutExerciseFieldsFragment = graphql(`
  fragment WorkoutExerciseFields on WorkoutExercise {
    id
    workoutId
    position
    plannedSets
    plannedReps
    restSeconds
    skipped
    note
    addedToWorkout
    exercise {
      id
      name
    }
    sets {
      ...WorkoutSetFields
    }
    lastTime {
      workoutId
      startedAt
      sets {
        id
        position
        weight
        reps
        setType
      }
    }
  }
`);

/** The workout screen: the whole workout with each exercise's plan, sets and last time. */
export const WorkoutFieldsFragment = graphql(`
  fragment WorkoutFields on Workout {
    id
    title
    routineId
    sessionId
    startedAt
    finishedAt
    inProgress
    durationSeconds
    notes
    volume
    serverTime
    restTimer {
      ...RestTimerFields
    }
    exercises {
      ...WorkoutExerciseFields
    }
  }
`);

export const WorkoutInProgressQuery = graphql(`
  query WorkoutInProgress {
    workoutInProgress {
      ...WorkoutFields
    }
  }
`);

export const WorkoutQuery = graphql(`
  query Workout($id: Int!) {
    workout(id: $id) {
      ...WorkoutFields
    }
  }
`);

export const StartWorkoutMutation = graphql(`
  mutation StartWorkout($sessionId: Int!) {
    startWorkout(sessionId: $sessionId) {
      ...WorkoutFields
    }
  }
`);

export const UpdateWorkoutSetMutation = graphql(`
  mutation UpdateWorkoutSet($id: Int!, $input: WorkoutSetInput!) {
    updateWorkoutSet(id: $id, input: $input) {
      ...WorkoutSetFields
    }
  }
`);

export const CompleteWorkoutSetMutation = graphql(`
  mutation CompleteWorkoutSet($id: Int!, $input: WorkoutSetInput, $markedAt: DateTimeISO) {
    completeWorkoutSet(id: $id, input: $input, markedAt: $markedAt) {
      set {
        ...WorkoutSetFields
      }
      workout {
        id
        serverTime
        restTimer {
          ...RestTimerFields
        }
      }
      recordsBeaten {
        kind
        value
        previous
        weight
      }
    }
  }
`);

export const UncompleteWorkoutSetMutation = graphql(`
  mutation UncompleteWorkoutSet($id: Int!) {
    uncompleteWorkoutSet(id: $id) {
      ...WorkoutSetFields
    }
  }
`);

/** Set and exercise changes answer the workout's exercises and sets, which replace the cached lists. */
export const AddWorkoutSetMutation = graphql(`
  mutation AddWorkoutSet($workoutExerciseId: Int!) {
    addWorkoutSet(workoutExerciseId: $workoutExerciseId) {
      ...WorkoutFields
    }
  }
`);

export const RemoveWorkoutSetMutation = graphql(`
  mutation RemoveWorkoutSet($id: Int!) {
    removeWorkoutSet(id: $id) {
      ...WorkoutFields
    }
  }
`);

export const SkipWorkoutExerciseMutation = graphql(`
  mutation SkipWorkoutExercise($id: Int!, $skipped: Boolean!) {
    skipWorkoutExercise(id: $id, skipped: $skipped) {
      id
      exercises {
        id
        skipped
      }
    }
  }
`);

/** A note answers its workout exercise (id and note): the cached one, on every screen that shows it, changes in place. */
export const SetWorkoutExerciseNoteMutation = graphql(`
  mutation SetWorkoutExerciseNote($id: Int!, $note: String) {
    setWorkoutExerciseNote(id: $id, note: $note) {
      id
      note
    }
  }
`);

export const AddWorkoutExerciseMutation = graphql(`
  mutation AddWorkoutExercise($workoutId: Int!, $input: AddWorkoutExerciseInput!) {
    addWorkoutExercise(workoutId: $workoutId, input: $input) {
      ...WorkoutFields
    }
  }
`);

export const RemoveWorkoutExerciseMutation = graphql(`
  mutation RemoveWorkoutExercise($id: Int!) {
    removeWorkoutExercise(id: $id) {
      ...WorkoutFields
    }
  }
`);

export const ExtendRestMutation = graphql(`
  mutation ExtendRest($workoutId: Int!, $seconds: Int!) {
    extendRest(workoutId: $workoutId, seconds: $seconds) {
      id
      serverTime
      restTimer {
        ...RestTimerFields
      }
    }
  }
`);

export const SkipRestMutation = graphql(`
  mutation SkipRest($workoutId: Int!) {
    skipRest(workoutId: $workoutId) {
      id
      serverTime
      restTimer {
        ...RestTimerFields
      }
    }
  }
`);

/** Finishing returns the routine's sessions so 'current' moves in the cache, as 'Done!' does. */
export const FinishWorkoutMutation = graphql(`
  mutation FinishWorkout($id: Int!, $notes: String) {
    finishWorkout(id: $id, notes: $notes) {
      workout {
        ...WorkoutFields
      }
      routine {
        id
        sessions {
          id
          isCurrent
        }
      }
    }
  }
`);

export const DiscardWorkoutMutation = graphql(`
  mutation DiscardWorkout($id: Int!) {
    discardWorkout(id: $id) {
      id
    }
  }
`);

export const DeleteWorkoutMutation = graphql(`
  mutation DeleteWorkout($id: Int!) {
    deleteWorkout(id: $id) {
      id
      title
    }
  }
`);
