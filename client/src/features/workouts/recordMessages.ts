import type { RecordKind } from '../../gql/graphql';
import { formatDecimal } from '../../shared/decimal';

export interface BeatenRecordView {
  kind: RecordKind;
  value: string;
  previous: string;
  weight?: string | null;
}

export const RECORD_LABELS: Record<RecordKind, string> = {
  HEAVIEST_WEIGHT: 'Heaviest weight',
  BEST_ESTIMATED_ONE_REP_MAX: 'Best estimated 1RM',
  MOST_REPS_AT_WEIGHT: 'Most reps at a weight',
  BEST_VOLUME: 'Best volume',
};

/** "New record on Supino: heaviest weight 102,5 kg (was 100 kg)." */
export function recordMessage(exerciseName: string, records: BeatenRecordView[]): string {
  const parts = records.map((record) => {
    switch (record.kind) {
      case 'MOST_REPS_AT_WEIGHT':
        return `most reps at ${formatDecimal(record.weight)} kg: ${record.value} (was ${record.previous})`;
      case 'BEST_ESTIMATED_ONE_REP_MAX':
        return `best estimated 1RM ${formatDecimal(record.value)} kg (was ${formatDecimal(record.previous)} kg)`;
      case 'BEST_VOLUME':
        return `best volume ${formatDecimal(record.value)} kg (was ${formatDecimal(record.previous)} kg)`;
      default:
        return `heaviest weight ${formatDecimal(record.value)} kg (was ${formatDecimal(record.previous)} kg)`;
    }
  });
  return `New record on ${exerciseName}: ${parts.join('; ')}.`;
}
