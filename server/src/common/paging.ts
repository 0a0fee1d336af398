import { ruleMessage } from './messages';
import { maxLengthMessage, PAGE_SIZE, PAGE_SIZE_MAX, SEARCH_MAX, message } from '@fitness-manager/shared';
import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** `page` and `size` of any paged list. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page index.' })
  @Min(0, { message: ruleMessage(message('server.pageNotNegative')) })
  page: number = 0;

  @Field(() => Int, { defaultValue: PAGE_SIZE, description: `Rows per page, 1 to ${PAGE_SIZE_MAX}.` })
  @Min(1, { message: ruleMessage(message('server.sizeAtLeast', { min: 1 })) })
  @Max(PAGE_SIZE_MAX, { message: ruleMessage(message('server.sizeAtMost', { max: PAGE_SIZE_MAX })) })
  size: number = PAGE_SIZE;
}

/** A page of a list of named rows, optionally only those whose name contains `search`. */
@ArgsType()
export class NamedPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: `Only rows whose name contains this text (any case or accents); at most ${SEARCH_MAX} characters.`,
  })
  @IsOptional()
  @MaxLength(SEARCH_MAX, { message: ruleMessage(maxLengthMessage(SEARCH_MAX)) })
  search?: string | null;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** `FoodPage { content: [Food!]!, totalElements: Int! }` and so on for every paged list. */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType(`${item.name}Page`, { description: `One page of ${item.name} rows and the total count.` })
  abstract class PageType implements Page<T> {
    @Field(() => [item])
    content!: T[];

    @Field(() => Int)
    totalElements!: number;
  }
  return PageType;
}
