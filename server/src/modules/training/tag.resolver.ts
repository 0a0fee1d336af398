import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { NamedPageArgs } from '../../common/paging';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { Tag, TagInput, TagPage } from './tag.types';

@Authorized()
@Resolver(() => Tag)
export class TagResolver {
  @Query(() => TagPage, { description: "A page of the user's tags in the order they were created." })
  tags(@CurrentUserId() userId: number, @Args(() => NamedPageArgs) args: NamedPageArgs, @Ctx() { services }: GraphQLContext) {
    return services.tags.list(userId, args);
  }

  @Query(() => [Tag], { description: "All the user's tags in the order they were created, for pickers." })
  allTags(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.tags.all(userId);
  }

  @Query(() => Tag)
  tag(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.tags.get(userId, id);
  }

  @Mutation(() => Tag)
  createTag(@CurrentUserId() userId: number, @Arg('input', () => TagInput) input: TagInput, @Ctx() { services }: GraphQLContext) {
    return services.tags.create(userId, input);
  }

  @Mutation(() => Tag)
  updateTag(
    @CurrentUserId() userId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TagInput) input: TagInput,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.tags.update(userId, id, input);
  }

  @Mutation(() => Tag, { description: 'Refused (CONFLICT) while an exercise has the tag. Returns the deleted tag.' })
  deleteTag(@CurrentUserId() userId: number, @Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    return services.tags.delete(userId, id);
  }
}
