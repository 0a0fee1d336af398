import { ruleMessage } from '../../common/messages';
import { CHOOSE_UNIT_MESSAGE, NAME_MAX } from '@fitness-manager/shared';
import { IsIn } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/paging';
import { IsAmount, IsNotBlank, MaxTrimmedLength } from '../../common/validation';
import { DecimalScalar } from '../../graphql/scalars';
import { Unit } from './unit';

@ObjectType({ description: 'A catalogue food: nutrient amounts for one serving.' })
export class Food {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => DecimalScalar, { description: 'The amount the nutrient values are given for, in `unit`.' })
  serving!: string;

  @Field(() => Unit)
  unit!: Unit;

  @Field(() => DecimalScalar)
  carbohydrates!: string;

  @Field(() => DecimalScalar)
  proteins!: string;

  @Field(() => DecimalScalar)
  fats!: string;

  @Field(() => DecimalScalar)
  calories!: string;
}

@ObjectType()
export class FoodPage extends PageOf(Food) {}

@InputType()
export class FoodInput {
  @Field()
  @MaxTrimmedLength(NAME_MAX)
  @IsNotBlank()
  name!: string;

  @Field(() => DecimalScalar)
  @IsAmount({ positive: true })
  serving!: string;

  @Field(() => Unit)
  @IsIn(Object.values(Unit), { message: ruleMessage(CHOOSE_UNIT_MESSAGE) })
  unit!: Unit;

  @Field(() => DecimalScalar)
  @IsAmount()
  carbohydrates!: string;

  @Field(() => DecimalScalar)
  @IsAmount()
  proteins!: string;

  @Field(() => DecimalScalar)
  @IsAmount()
  fats!: string;

  @Field(() => DecimalScalar)
  @IsAmount()
  calories!: string;
}
