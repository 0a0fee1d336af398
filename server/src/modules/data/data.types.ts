import { Field, GraphQLISODateTime, ObjectType, registerEnumType } from 'type-graphql';

/** What a download link produces. */
export enum ExportKind {
  JSON = 'JSON',
  DIARY_CSV = 'DIARY_CSV',
  WORKOUTS_CSV = 'WORKOUTS_CSV',
}

registerEnumType(ExportKind, {
  name: 'ExportKind',
  description: 'JSON: everything the account owns (the Fitness Manager export file); DIARY_CSV: one row per meal entry; WORKOUTS_CSV: one row per set of the finished workouts, in Hevy\'s export layout.',
  valuesConfig: {
    JSON: { description: 'Every row the account owns, with a format version and the export time.' },
    DIARY_CSV: { description: 'date, meal, food, recipe, quantity, unit, carbohydrates, proteins, fats, calories.' },
    WORKOUTS_CSV: { description: "Hevy's columns: title, start_time, end_time, description, exercise_title, … weight_kg, reps, … rpe." },
  },
});

/** How a CSV export writes its cells (every CSV export starts with a UTF-8 byte-order mark, whichever). */
export enum CsvLayout {
  COMMA = 'COMMA',
  SEMICOLON = 'SEMICOLON',
}

registerEnumType(CsvLayout, {
  name: 'CsvLayout',
  description:
    'How a CSV export separates its cells and writes its decimals. Files for spreadsheets start with a UTF-8 byte-order mark, so spreadsheets read accents right; the workouts file in Hevy\'s layout (COMMA) has none, as Hevy writes it.',
  valuesConfig: {
    COMMA: { description: 'Comma-separated, decimal point ("62.5"): the layout other apps read (Hevy\'s, for the workouts).' },
    SEMICOLON: {
      description: 'Semicolon-separated, decimal comma ("62,5"): what Excel and LibreOffice open in columns in Portuguese (Brazil) and other decimal-comma languages.',
    },
  },
});

@ObjectType({ description: 'A short-lived link to one export of the signed-in account.' })
export class DownloadLink {
  @Field({ description: 'Relative to the server (`/download?token=…`): a GET streams the file as an attachment. Valid for 60 seconds.' })
  url!: string;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;

  @Field({ description: 'The name the file is saved under.' })
  fileName!: string;
}
