import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

export const MAX_PAGE_SIZE = 100;
/** The spec's list screens show 9 rows a page. */
export const DEFAULT_PAGE_SIZE = 9;

/** `page` and `size` of any paged list. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page index.' })
  @Min(0, { message: 'page must be 0 or more.' })
  page: number = 0;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Rows per page, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: 'size must be at least 1.' })
  @Max(MAX_PAGE_SIZE, { message: `size must be at most ${MAX_PAGE_SIZE}.` })
  size: number = DEFAULT_PAGE_SIZE;
}

/** Longer than any name (100 characters), so it could match nothing; bounded so no search pattern is huge. */
export const SEARCH_MAX = 100;

/** A page of a list of named rows, optionally only those whose name contains `search`. */
@ArgsType()
export class NamedPageArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Only rows whose name contains this text (any case or accents); at most ${SEARCH_MAX} characters.` })
  @IsOptional()
  @MaxLength(SEARCH_MAX, { message: `Maximum ${SEARCH_MAX} characters.` })
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
