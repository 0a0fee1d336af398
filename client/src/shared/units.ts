/** Serving units as the API names them (the `Unit` enum of schema.graphql). */
export type UnitCode = 'G' | 'ML' | 'UN';

const LABELS: Record<UnitCode, string> = { G: 'g', ML: 'ml', UN: 'un.' };

/** In the order the unit dropdowns list them (the first, g, is a new food's default). */
export const UNIT_OPTIONS: ReadonlyArray<{ value: UnitCode; label: string }> = (['G', 'ML', 'UN'] as const).map(
  (value) => ({ value, label: LABELS[value] }),
);

/** How a unit is shown: `G` → 'g', `ML` → 'ml', `UN` → 'un.'. */
export function unitLabel(unit: UnitCode | string | null | undefined): string {
  if (!unit) return '';
  return LABELS[unit as UnitCode] ?? unit.toLowerCase();
}

export function isUnitCode(value: unknown): value is UnitCode {
  return value === 'G' || value === 'ML' || value === 'UN';
}
