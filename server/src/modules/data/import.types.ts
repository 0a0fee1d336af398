import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';

/** Which import an uploaded file is for. */
export enum ImportKind {
  ACCOUNT_JSON = 'ACCOUNT_JSON',
  WORKOUT_HISTORY_CSV = 'WORKOUT_HISTORY_CSV',
  FOODS_CSV = 'FOODS_CSV',
}

registerEnumType(ImportKind, {
  name: 'ImportKind',
  description: 'What an uploaded file is imported as.',
  valuesConfig: {
    ACCOUNT_JSON: { description: 'A Fitness Manager export (JSON): everything in it is added to the account, all or nothing.' },
    WORKOUT_HISTORY_CSV: { description: "A workout history exported by Hevy or Strong (CSV): workouts and sets; exercises matched by name or created." },
    FOODS_CSV: { description: "Foods (CSV): this app's columns (decimal comma or dot) or Open Food Facts' product export (per 100 g)." },
  },
});

export enum DuplicateFoods {
  SKIP = 'SKIP',
  UPDATE = 'UPDATE',
}

registerEnumType(DuplicateFoods, {
  name: 'DuplicateFoods',
  description: 'What a foods import does with a row whose name (case and accents ignored) is already one of your foods.',
  valuesConfig: { SKIP: { description: 'Keep your food; the row is skipped.' }, UPDATE: {
      description: "Replace your food's serving, unit and values. A name several of your foods have updates none of them (a problem of the row's line).",
    },
  },
});

export enum WeightUnitName {
  KG = 'KG',
  LBS = 'LBS',
}

registerEnumType(WeightUnitName, { name: 'WeightUnit', description: 'Kilograms or pounds (converted to kg: 1 lb = 0.45359237 kg).' });

@ObjectType({ description: 'How many of one kind of row an import creates (or created, updated, skipped).' })
export class ImportCount {
  @Field({
    description:
      'foods, recipes, tags, exercises, routines, sessionCompletions, workouts, sets, bodyWeights, days, entries, goalChanges, mealNames; for foods also updatedFoods, skippedFoods.',
  })
  item!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'A row that cannot be imported, and why.' })
export class ImportProblem {
  @Field(() => Int, { nullable: true, description: "The file's line (CSV: 1 is the header); null where lines say nothing (JSON)." })
  line!: number | null;

  @Field({ description: "Why, in the request's language (Accept-Language, else the account's language, else English)." })
  message!: string;
}

@ObjectType({ description: 'What an import will do (preview) or did.' })
export class ImportSummary {
  @Field(() => ImportKind)
  kind!: ImportKind;

  @Field({
    description:
      'The layout found, in the request\'s language: "Fitness Manager export, version 1", "Hevy", "Strong", "Foods (decimal comma)", "Open Food Facts (per 100 g)" …',
  })
  format!: string;

  @Field(() => Int, { description: 'Rows (CSV lines after the header, or items of the JSON file) read.' })
  rows!: number;

  @Field(() => [ImportCount])
  counts!: ImportCount[];

  @Field(() => [String], { description: 'The first 100 exercises a history import creates (no exercise of yours has the name; their total is the count `exercises`).' })
  newExercises!: string[];

  @Field(() => [ImportProblem], { description: 'The first 100 problems. A JSON import with any problem imports nothing; CSV rows with one are skipped.' })
  problems!: ImportProblem[];

  @Field(() => Int)
  problemCount!: number;

  @Field(() => [String], {
    description:
      "What to know before importing, in the request's language: an export whose foods, workouts or days this account has already (imported twice, or from this account) is added again.",
  })
  warnings!: string[];
}

@ObjectType({ description: 'A file uploaded for an import (POST /uploads) and the progress of its import.' })
export class DataUpload {
  @Field(() => Int)
  id!: number;

  @Field(() => ImportKind)
  kind!: ImportKind;

  @Field()
  fileName!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field({ description: 'uploaded, previewing, importing or failed (an imported upload is deleted with the import).' })
  status!: string;

  @Field(() => Int)
  processedRows!: number;

  @Field(() => Int)
  totalRows!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}
