import { graphql } from '../../gql';

/** A range of days against the goals in force on each day; days not logged have `totals: null` (gaps). */
export const DietProgressQuery = graphql(`
  query DietProgress($from: LocalDate!, $to: LocalDate!) {
    dietProgress(from: $from, to: $to) {
      from
      to
      daysInRange
      daysLogged
      averages {
        ...MacroAmounts
      }
      days {
        date
        logged
        totals {
          ...MacroAmounts
        }
        goals {
          calories
          carbohydrates
          proteins
          fats
        }
      }
    }
  }
`);

export const BodyWeightFieldsFragment = graphql(`
  fragment BodyWeightFields on BodyWeight {
    id
    date
    weight
  }
`);

export const BodyWeightTrendFieldsFragment = graphql(`
  fragment BodyWeightTrendFields on BodyWeightTrend {
    latest {
      ...BodyWeightFields
    }
    previous {
      ...BodyWeightFields
    }
    change
  }
`);

/** The weights of a range, by date (the progress page asks from 6 days before its range, for the average). */
export const BodyWeightsQuery = graphql(`
  query BodyWeights($from: LocalDate!, $to: LocalDate!) {
    bodyWeights(from: $from, to: $to) {
      ...BodyWeightFields
    }
  }
`);

/** The latest weight up to the user's today and its change over 30 days (the home diet card). */
export const BodyWeightTrendQuery = graphql(`
  query BodyWeightTrend($today: LocalDate!) {
    bodyWeightTrend(today: $today) {
      ...BodyWeightTrendFields
    }
  }
`);

export const SetBodyWeightMutation = graphql(`
  mutation SetBodyWeight($input: BodyWeightInput!, $today: LocalDate!) {
    setBodyWeight(input: $input, today: $today) {
      bodyWeight {
        ...BodyWeightFields
      }
      trend {
        ...BodyWeightTrendFields
      }
    }
  }
`);

export const DeleteBodyWeightMutation = graphql(`
  mutation DeleteBodyWeight($id: Int!, $today: LocalDate!) {
    deleteBodyWeight(id: $id, today: $today) {
      bodyWeight {
        ...BodyWeightFields
      }
      trend {
        ...BodyWeightTrendFields
      }
    }
  }
`);
