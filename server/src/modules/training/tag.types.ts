import { NAME_MAX } from '@fitness-manager/shared';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/paging';
import { IsNotBlank, MaxTrimmedLength } from '../../common/validation';

@ObjectType({ description: 'A label for exercises ("Peitoral", "Pernas").' })
export class Tag {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;
}

@ObjectType()
export class TagPage extends PageOf(Tag) {}

@InputType()
export class TagInput {
  @Field()
  @MaxTrimmedLength(NAME_MAX)
  @IsNotBlank()
  name!: string;
}
