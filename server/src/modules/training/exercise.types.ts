import { ruleMessage } from '../../common/messages';
import { EXERCISE_TAGS_MAX, EXERCISE_TAGS_MAX_MESSAGE, NAME_MAX, message } from '@fitness-manager/shared';
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
  @IsInt({ each: true, message: ruleMessage(message('server.chooseTag')) })
  @ArrayMaxSize(EXERCISE_TAGS_MAX, { message: ruleMessage(EXERCISE_TAGS_MAX_MESSAGE) })
  @ArrayMinSize(1, { message: ruleMessage(message('server.chooseAtLeastOneTag')) })
  @IsArray({ message: ruleMessage(message('server.chooseAtLeastOneTag')) })
  tagIds!: number[];
}
