import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { LocalDateScalar } from '../meals/meal.types';
import { BodyWeight, BodyWeightInput, BodyWeightPayload, BodyWeightTrend, DietProgress } from './progress.types';

const TODAY = { description: "The user's today: the trend is read up to it." };

@Authorized()
@Resolver()
export class ProgressResolver {
  @Query(() => DietProgress, { description: 'Eating per day from `from` to `to` against the goals of each day, with averages.' })
  dietProgress(
    @CurrentUserId() userId: number,
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.dietProgress.progress(userId, from, to);
  }

  @Query(() => [BodyWeight], {
    description:
      'The weights logged from `from` to `to` (at most 372 days: a progress range and the 6 days before it, for the 7-day average), by date.',
  })
  bodyWeights(
    @CurrentUserId() userId: number,
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.bodyWeights.list(userId, from, to);
  }

  @Query(() => BodyWeightTrend)
  bodyWeightTrend(
    @CurrentUserId() userId: number,
    @Arg('today', () => LocalDateScalar, TODAY) today: string,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.bodyWeights.trend(userId, today);
  }

  @Mutation(() => BodyWeightPayload, { description: 'Logs a weight for a date; a date that has one gets this one instead.' })
  async setBodyWeight(
    @CurrentUserId() userId: number,
    @Arg('input', () => BodyWeightInput) input: BodyWeightInput,
    @Arg('today', () => LocalDateScalar, TODAY) today: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<BodyWeightPayload> {
    const bodyWeight = await services.bodyWeights.set(userId, input);
    return { bodyWeight, trend: await services.bodyWeights.trend(userId, today) };
  }

  @Mutation(() => BodyWeightPayload, { description: '`bodyWeight` is the deleted weight.' })
  async deleteBodyWeight(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('today', () => LocalDateScalar, TODAY) today: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<BodyWeightPayload> {
    const bodyWeight = await services.bodyWeights.delete(userId, id);
    return { bodyWeight, trend: await services.bodyWeights.trend(userId, today) };
  }
}
