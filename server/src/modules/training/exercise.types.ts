import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/paging';
import { IsNotBlank, MaxTrimmedLength } from '../../common/validation';
import { Tag } from './tag.types';

export const EXERCISE_NAME_MAX = 100;
export const MAX_EXERCISE_TAGS = 20;

@ObjectType({ description: 'An exercise of the catalogue, with its tags.' })
export class Exercise {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => [Tag], { description: 'Ordered by id.' })
  tags!: Tag[];
}

@ObjectType()
export class ExercisePage extends PageOf(Exercise) {}

@InputType()
export class ExerciseInput {
  @Field()
  @MaxTrimmedLength(EXERCISE_NAME_MAX)
  @IsNotBlank()
  name!: string;

  @Field(() => [Int], { description: "The user's tags; at least one. Repeated ids count once." })
  @IsInt({ each: true, message: 'Choose a tag.' })
  @ArrayMaxSize(MAX_EXERCISE_TAGS, { message: `At most ${MAX_EXERCISE_TAGS} tags.` })
  @ArrayMinSize(1, { message: 'Choose at least one tag.' })
  @IsArray({ message: 'Choose at least one tag.' })
  tagIds!: number[];
}
