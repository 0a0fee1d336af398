import { Field, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';

@ObjectType({ description: 'Carbohydrates, proteins and fats in grams; calories in kcal.' })
export class Macros {
  @Field(() => DecimalScalar)
  carbohydrates!: string;

  @Field(() => DecimalScalar)
  proteins!: string;

  @Field(() => DecimalScalar)
  fats!: string;

  @Field(() => DecimalScalar)
  calories!: string;
}
