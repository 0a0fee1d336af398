import { graphql } from '../../gql';

/** A routine's own fields (the list rows, the form). */
export const RoutineRowFragment = graphql(`
  fragment RoutineRow on Routine {
    id
    name
    description
    goal
    weekFrequency
    isActive
  }
`);

export const SessionExerciseFieldsFragment = graphql(`
  fragment SessionExerciseFields on SessionExercise {
    id
    sessionId
    sets
    repetitions
    restSeconds
    exercise {
      ...ExerciseFields
    }
  }
`);

export const SessionFieldsFragment = graphql(`
  fragment SessionFields on Session {
    id
    routineId
    orderNumber
    description
    isCurrent
    exercises {
      ...SessionExerciseFields
    }
  }
`);

/** A routine with its sessions and their exercises (the routine view, the home card, every routine mutation). */
export const RoutineDetailFragment = graphql(`
  fragment RoutineDetail on Routine {
    ...RoutineRow
    sessions {
      ...SessionFields
    }
  }
`);

export const RoutinesPageQuery = graphql(`
  query RoutinesPage($page: Int!, $size: Int!, $search: String) {
    routines(page: $page, size: $size, search: $search) {
      content {
        ...RoutineRow
      }
      totalElements
    }
  }
`);

export const RoutineQuery = graphql(`
  query Routine($id: Int!) {
    routine(id: $id) {
      ...RoutineDetail
    }
  }
`);

/** The user's active routine (or null): /routines and the home training card. */
export const ActiveRoutineQuery = graphql(`
  query ActiveRoutine {
    activeRoutine {
      ...RoutineDetail
    }
  }
`);

export const CreateRoutineMutation = graphql(`
  mutation CreateRoutine($input: RoutineInput!) {
    createRoutine(input: $input) {
      ...RoutineDetail
    }
  }
`);

export const UpdateRoutineMutation = graphql(`
  mutation UpdateRoutine($id: Int!, $input: RoutineInput!) {
    updateRoutine(id: $id, input: $input) {
      ...RoutineDetail
    }
  }
`);

export const DeleteRoutineMutation = graphql(`
  mutation DeleteRoutine($id: Int!) {
    deleteRoutine(id: $id) {
      id
      name
    }
  }
`);

export const UpdateSessionMutation = graphql(`
  mutation UpdateSession($id: Int!, $description: String!) {
    updateSession(id: $id, description: $description) {
      id
      description
    }
  }
`);

export const AddSessionExerciseMutation = graphql(`
  mutation AddSessionExercise($sessionId: Int!, $input: SessionExerciseInput!) {
    addSessionExercise(sessionId: $sessionId, input: $input) {
      ...SessionExerciseFields
    }
  }
`);

export const UpdateSessionExerciseMutation = graphql(`
  mutation UpdateSessionExercise($id: Int!, $input: SessionExerciseInput!) {
    updateSessionExercise(id: $id, input: $input) {
      ...SessionExerciseFields
    }
  }
`);

export const DeleteSessionExerciseMutation = graphql(`
  mutation DeleteSessionExercise($id: Int!) {
    deleteSessionExercise(id: $id) {
      id
      sessionId
      exercise {
        id
        name
      }
    }
  }
`);

/** 'Done!': the routine comes back with every session's isCurrent, which moves the current flag in the cache. */
export const CompleteSessionMutation = graphql(`
  mutation CompleteSession($sessionId: Int!) {
    completeSession(sessionId: $sessionId) {
      id
      sessions {
        id
        isCurrent
      }
    }
  }
`);

/**
 * The routine's history: the sessions marked 'Done!', newest first (paged; "Show more" fetches the next page), each
 * with its logged workout's sets. The page size is written here (HISTORY_PAGE_SIZE): with every set of every
 * workout, a page of 100 would cost more than the server's operation limit allows.
 */
export const TrainingHistoryQuery = graphql(`
  query TrainingHistory($routineId: Int!, $page: Int!) {
    trainingHistory(routineId: $routineId, page: $page, size: 5) {
      totalElements
      content {
        id
        completedAt
        sessionDescription
        workout {
          ...WorkoutSummary
        }
      }
    }
  }
`);
