import type { RecordKind } from '../../gql/graphql';
import { formatDecimal } from '../../shared/decimal';
import { t, type MessageId } from '../../shared/i18n/i18n';

export interface BeatenRecordView {
  kind: RecordKind;
  value: string;
  previous: string;
  weight?: string | null;
}

const RECORD_LABEL_IDS: Record<RecordKind, MessageId> = {
  HEAVIEST_WEIGHT: 'workouts.record.HEAVIEST_WEIGHT',
  BEST_ESTIMATED_ONE_REP_MAX: 'workouts.record.BEST_ESTIMATED_ONE_REP_MAX',
  MOST_REPS_AT_WEIGHT: 'workouts.record.MOST_REPS_AT_WEIGHT',
  BEST_VOLUME: 'workouts.record.BEST_VOLUME',
};

/** 'Heaviest weight', 'Best estimated 1RM', … in the current language. */
export function recordLabel(kind: RecordKind): string {
  return t(RECORD_LABEL_IDS[kind]);
}

/** "New record on Supino: heaviest weight 102,5 kg (was 100 kg)." */
export function recordMessage(exerciseName: string, records: BeatenRecordView[]): string {
  const parts = records.map((record) => {
    switch (record.kind) {
      case 'MOST_REPS_AT_WEIGHT':
        return t('workouts.recordBeaten.MOST_REPS_AT_WEIGHT', {
          weight: formatDecimal(record.weight),
          value: record.value,
          previous: record.previous,
        });
      case 'BEST_ESTIMATED_ONE_REP_MAX':
        return t('workouts.recordBeaten.BEST_ESTIMATED_ONE_REP_MAX', {
          value: formatDecimal(record.value),
          previous: formatDecimal(record.previous),
        });
      case 'BEST_VOLUME':
        return t('workouts.recordBeaten.BEST_VOLUME', { value: formatDecimal(record.value), previous: formatDecimal(record.previous) });
      default:
        return t('workouts.recordBeaten.HEAVIEST_WEIGHT', { value: formatDecimal(record.value), previous: formatDecimal(record.previous) });
    }
  });
  return t('workouts.newRecord', { exercise: exerciseName, records: parts.join(t('workouts.recordSeparator')) });
}
