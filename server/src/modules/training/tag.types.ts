import { MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/paging';
import { IsNotBlank } from '../../common/validation';

export const TAG_NAME_MAX = 100;

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
  @MaxLength(TAG_NAME_MAX, { message: `Maximum ${TAG_NAME_MAX} characters.` })
  @IsNotBlank()
  name!: string;
}
