import { ruleMessage } from '../../common/messages';
import { atMostMessage, CHOOSE_UNIT_MESSAGE, NAME_MAX, POSITIVE_MESSAGE } from '@fitness-manager/shared';
import { IsIn, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { NamedPageArgs, PageOf } from '../../common/paging';
import { FOODS_PER_ACCOUNT_MAX } from './food-catalogue';
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

/** `foods`' arguments: a page of a list of named rows, and how far a search's matches are counted. */
@ArgsType()
export class FoodPageArgs extends NamedPageArgs {
  @Field(() => Int, {
    nullable: true,
    description:
      `With \`search\`: count the matches only up to this many (1 to ${FOODS_PER_ACCOUNT_MAX}), so \`totalElements\` is ` +
      'at most it, and equal to it when there are that many matches or more: what a picker saying "30 of 1000+" needs, ' +
      'at a bounded cost whatever the catalogue. Without `search`, `totalElements` is the whole catalogue anyway (a ' +
      'kept count, not counted). Not given: every match is counted.',
  })
  @IsOptional()
  @Min(1, { message: ruleMessage(POSITIVE_MESSAGE) })
  @Max(FOODS_PER_ACCOUNT_MAX, { message: ruleMessage(atMostMessage(FOODS_PER_ACCOUNT_MAX)) })
  countAtMost?: number | null;
}

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
