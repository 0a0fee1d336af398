import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUserId, type GraphQLContext } from '../../graphql/context';
import { localized, requestLanguage } from '../../graphql/language';
import { LocalDateScalar } from '../meals/meal.types';
import { assertDate } from '../meals/daily-meal.service';
import { CsvLayout, DownloadLink, ExportKind } from './data.types';
import { DataUpload, DuplicateFoods, ImportSummary, WeightUnitName } from './import.types';
import { worded } from './import.service';

const TIME_ZONE = "History imports: the IANA zone the file's times are in (yours, e.g. America/Sao_Paulo). Default: the server's TIME_ZONE.";
const WEIGHT_UNIT = "History imports: the unit of a Strong file's weights when it has no Weight Unit column (Strong exports in the unit you chose in the app). Default KG.";

@Authorized()
@Resolver()
export class DataResolver {
  @Mutation(() => DownloadLink, {
    description:
      'A link to download one export of your data: GET its url once, within 60 seconds (no Authorization header needed: the link is bound to your account and the kind).',
  })
  createDownloadLink(
    @CurrentUserId() userId: number,
    @Arg('kind', () => ExportKind) kind: ExportKind,
    @Arg('today', () => LocalDateScalar, { nullable: true, description: "Your today, for the file's name (default: the server's)." })
    today: string | null,
    @Arg('timeZone', () => String, {
      nullable: true,
      description: "WORKOUTS_CSV: the IANA zone its wall-clock times are written in (yours, e.g. America/Sao_Paulo), as Hevy writes them. Default: the server's TIME_ZONE.",
    })
    timeZone: string | null,
    @Arg('csvLayout', () => CsvLayout, {
      defaultValue: CsvLayout.COMMA,
      description: 'DIARY_CSV and WORKOUTS_CSV: comma and decimal point (default), or semicolon and decimal comma (for spreadsheets in Portuguese).',
    })
    csvLayout: CsvLayout,
    @Ctx() { services }: GraphQLContext,
  ) {
    // The link's refusals (used, expired) are worded in the language of the request that asked for it.
    return services.data.downloadLink(userId, kind, requestLanguage(), today == null ? null : assertDate(today, 'today'), timeZone, csvLayout);
  }
}

@Authorized()
@Resolver()
export class ImportResolver {
  @Query(() => DataUpload, { nullable: true, description: 'Your uploaded file (POST /uploads) and the progress of its import; null when there is none.' })
  dataUpload(@CurrentUserId() userId: number, @Ctx() { services }: GraphQLContext) {
    return services.uploads.current(userId);
  }

  @Query(() => ImportSummary, {
    description: 'What importing the uploaded file would do: the layout found, counts, exercises to create and the rows that cannot be read. Writes nothing.',
  })
  async importPreview(
    @CurrentUserId() userId: number,
    @Arg('uploadId', () => Int) uploadId: number,
    @Arg('timeZone', () => String, { nullable: true, description: TIME_ZONE }) timeZone: string | null,
    @Arg('weightUnit', () => WeightUnitName, { nullable: true, description: WEIGHT_UNIT }) weightUnit: WeightUnitName | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return worded(await services.dataImport.preview(userId, uploadId, { timeZone, weightUnit }), localized);
  }

  @Mutation(() => ImportSummary, {
    description:
      'Imports the uploaded file, in one transaction, and deletes the upload. Poll `dataUpload` for progress meanwhile. One import per account at a time (CONFLICT).',
  })
  async importUpload(
    @CurrentUserId() userId: number,
    @Arg('uploadId', () => Int) uploadId: number,
    @Arg('duplicates', () => DuplicateFoods, { defaultValue: DuplicateFoods.SKIP, description: 'Foods imports: what to do with foods you already have.' })
    duplicates: DuplicateFoods,
    @Arg('timeZone', () => String, { nullable: true, description: TIME_ZONE }) timeZone: string | null,
    @Arg('weightUnit', () => WeightUnitName, { nullable: true, description: WEIGHT_UNIT }) weightUnit: WeightUnitName | null,
    @Ctx() { services }: GraphQLContext,
  ) {
    return worded(await services.dataImport.run(userId, uploadId, { duplicates, timeZone, weightUnit }), localized);
  }
}
