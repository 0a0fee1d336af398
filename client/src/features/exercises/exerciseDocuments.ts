import { graphql } from '../../gql';

/** An exercise with its tags (lists, forms, and the exercises of a session). */
export const ExerciseFieldsFragment = graphql(`
  fragment ExerciseFields on Exercise {
    id
    name
    tags {
      id
      name
    }
  }
`);

export const ExercisesPageQuery = graphql(`
  query ExercisesPage($page: Int!, $size: Int!, $search: String) {
    exercises(page: $page, size: $size, search: $search) {
      content {
        ...ExerciseFields
      }
      totalElements
    }
  }
`);

export const ExerciseQuery = graphql(`
  query Exercise($id: Int!) {
    exercise(id: $id) {
      ...ExerciseFields
    }
  }
`);

/** Every exercise of the user, in the order they were created (the session-exercise dialog's picker). */
export const AllExercisesQuery = graphql(`
  query AllExercises {
    allExercises {
      ...ExerciseFields
    }
  }
`);

export const CreateExerciseMutation = graphql(`
  mutation CreateExercise($input: ExerciseInput!) {
    createExercise(input: $input) {
      ...ExerciseFields
    }
  }
`);

export const UpdateExerciseMutation = graphql(`
  mutation UpdateExercise($id: Int!, $input: ExerciseInput!) {
    updateExercise(id: $id, input: $input) {
      ...ExerciseFields
    }
  }
`);

export const DeleteExerciseMutation = graphql(`
  mutation DeleteExercise($id: Int!) {
    deleteExercise(id: $id) {
      id
      name
    }
  }
`);

/** The user's tags for the exercise form's multi-select, in the order they were created. */
export const ExerciseTagOptionsQuery = graphql(`
  query ExerciseTagOptions {
    allTags {
      id
      name
    }
  }
`);
