import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { SessionCompletion, SessionCompletionPage, TrainingHistoryArgs } from './training-history.types';

@Authorized()
@Resolver(() => SessionCompletion)
export class TrainingHistoryResolver {
  @Query(() => SessionCompletionPage, {
    description: "A page of the sessions the user marked 'Done!', newest first; optionally of one routine.",
  })
  trainingHistory(
    @CurrentUserId() userId: number,
    @Args(() => TrainingHistoryArgs) args: TrainingHistoryArgs,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.trainingHistory.list(userId, args);
  }
}
