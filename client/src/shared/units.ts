import { UNIT_LABELS, UNIT_NAMES } from '@fitness-manager/shared';
import type { Unit } from '../gql/graphql';

/** In the order the unit dropdowns list them (the first, g, is a new food's default). */
export const UNIT_OPTIONS: ReadonlyArray<{ value: Unit; label: string }> = UNIT_NAMES.map((value) => ({
  value,
  label: UNIT_LABELS[value],
}));

/** How a unit is shown: `G` → 'g', `ML` → 'ml', `UN` → 'un.'. */
export function unitLabel(unit: string | null | undefined): string {
  if (!unit) return '';
  return UNIT_LABELS[unit as Unit] ?? unit.toLowerCase();
}
