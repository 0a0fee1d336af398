import { UNIT_LABELS, UNIT_NAMES, type UnitName } from '@fitness-manager/shared';

/** Serving units as the API names them (the `Unit` enum of schema.graphql). */
export type UnitCode = UnitName;

/** In the order the unit dropdowns list them (the first, g, is a new food's default). */
export const UNIT_OPTIONS: ReadonlyArray<{ value: UnitCode; label: string }> = UNIT_NAMES.map((value) => ({
  value,
  label: UNIT_LABELS[value],
}));

/** How a unit is shown: `G` → 'g', `ML` → 'ml', `UN` → 'un.'. */
export function unitLabel(unit: UnitCode | string | null | undefined): string {
  if (!unit) return '';
  return UNIT_LABELS[unit as UnitCode] ?? unit.toLowerCase();
}
