import { graphql } from '../../gql';

/** The exercise's name and personal records. */
export const ExerciseRecordsQuery = graphql(`
  query ExerciseRecords($exerciseId: Int!) {
    exercise(id: $exerciseId) {
      id
      name
    }
    exerciseRecords(exerciseId: $exerciseId) {
      exerciseId
      heaviestWeight {
        setId
        workoutId
        achievedAt
        weight
        reps
        estimatedOneRepMax
      }
      bestEstimatedOneRepMax {
        setId
        workoutId
        achievedAt
        weight
        reps
        estimatedOneRepMax
      }
      bestVolume {
        workoutId
        achievedAt
        volume
      }
      mostRepsAtWeight(size: 10) {
        setId
        workoutId
        achievedAt
        weight
        reps
        estimatedOneRepMax
      }
    }
  }
`);

export const ExerciseHistoryQuery = graphql(`
  query ExerciseHistory($exerciseId: Int!, $page: Int!, $size: Int!) {
    exerciseHistory(exerciseId: $exerciseId, page: $page, size: $size) {
      totalElements
      content {
        workoutExerciseId
        workoutId
        title
        startedAt
        note
        sets {
          id
          position
          weight
          reps
          setType
          rpe
        }
      }
    }
  }
`);

export const ExerciseProgressQuery = graphql(`
  query ExerciseProgress($exerciseId: Int!, $from: DateTimeISO, $size: Int!) {
    exerciseProgress(exerciseId: $exerciseId, from: $from, size: $size) {
      workoutId
      startedAt
      heaviestWeight
      estimatedOneRepMax
      volume
    }
  }
`);
