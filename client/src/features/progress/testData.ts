/* Test data for the progress page and the home card's weight line (not a test file). */
import type { MockLink } from '@apollo/client/testing';
import { addDays } from '@fitness-manager/shared';
import type { BodyWeightFieldsFragment, BodyWeightTrendFieldsFragment, DietProgressQuery as DietProgressData } from '../../gql/graphql';
import { localToday } from '../../shared/dates';
import { BodyWeightsQuery, BodyWeightTrendQuery, DietProgressQuery } from './progressDocuments';

export const TODAY = localToday();
export const day = (offset: number) => addDays(TODAY, offset);

type Totals = { calories: string; carbohydrates: string; proteins: string; fats: string };
type Progress = DietProgressData['dietProgress'];

export const GOALS: Totals = { calories: '2000', carbohydrates: '150', proteins: '100', fats: '50' };

/**
 * A progress range of `days` days ending today: `logged` gives the totals of the days logged (by offset from today,
 * 0 = today), `goals` the goals of a day (default GOALS), `averages` what the server averaged.
 */
export function progress(
  days: number,
  logged: Record<number, Totals>,
  averages: Totals | null,
  goals: (offset: number) => Totals = () => GOALS,
): Progress {
  const offsets = Array.from({ length: days }, (_, index) => index - (days - 1));
  return {
    __typename: 'DietProgress',
    from: day(-(days - 1)),
    to: TODAY,
    daysInRange: days,
    daysLogged: Object.keys(logged).length,
    averages: averages ? { __typename: 'Macros', ...averages } : null,
    days: offsets.map((offset) => {
      const totals = logged[offset];
      return {
        __typename: 'DietProgressDay',
        date: day(offset),
        logged: Boolean(totals),
        totals: totals ? { __typename: 'Macros', ...totals } : null,
        goals: { __typename: 'MacroGoals', ...goals(offset) },
      };
    }),
  };
}

type MockResult = MockLink.MockedResponse['result'];

export function progressMock(data: Progress, result?: MockResult): MockLink.MockedResponse {
  return {
    request: { query: DietProgressQuery, variables: { from: data.from, to: data.to } },
    result: result ?? { data: { dietProgress: data } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function weight(id: number, offset: number, value: string): BodyWeightFieldsFragment {
  return { __typename: 'BodyWeight', id, date: day(offset), weight: value };
}

/** The weights of a `days`-day range ending today, as the page asks for them: from 6 days before the range. */
export function weightsMock(days: number, weights: BodyWeightFieldsFragment[], result?: MockResult): MockLink.MockedResponse {
  return {
    request: { query: BodyWeightsQuery, variables: { from: day(-(days - 1) - 6), to: TODAY } },
    result: result ?? { data: { bodyWeights: weights } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function trend(
  latest: BodyWeightFieldsFragment | null,
  previous: BodyWeightFieldsFragment | null,
  change: string | null,
): BodyWeightTrendFieldsFragment {
  return { __typename: 'BodyWeightTrend', latest, previous, change };
}

export function trendMock(value: BodyWeightTrendFieldsFragment) {
  return {
    request: { query: BodyWeightTrendQuery, variables: { today: TODAY } },
    result: { data: { bodyWeightTrend: value } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
