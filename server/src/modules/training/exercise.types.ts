import { EXERCISE_TAGS_MAX, EXERCISE_TAGS_MAX_MESSAGE, NAME_MAX } from '@fitness-manager/shared';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/paging';
import { IsNotBlank, MaxTrimmedLength } from '../../common/validation';
import { Tag } from './tag.types';

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
  @MaxTrimmedLength(NAME_MAX)
  @IsNotBlank()
  name!: string;

  @Field(() => [Int], { description: "The user's tags; at least one. Repeated ids count once." })
  @IsInt({ each: true, message: 'Choose a tag.' })
  @ArrayMaxSize(EXERCISE_TAGS_MAX, { message: EXERCISE_TAGS_MAX_MESSAGE })
  @ArrayMinSize(1, { message: 'Choose at least one tag.' })
  @IsArray({ message: 'Choose at least one tag.' })
  tagIds!: number[];
}
