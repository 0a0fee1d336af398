import type { Unit } from '../gql/graphql';

const LABELS: Record<Unit, string> = { G: 'g', ML: 'ml', UN: 'un.' };

/** In the order the unit dropdowns list them (the first, g, is a new food's default). */
export const UNIT_OPTIONS: ReadonlyArray<{ value: Unit; label: string }> = (['G', 'ML', 'UN'] as const).map(
  (value) => ({ value, label: LABELS[value] }),
);

/** How a unit is shown: `G` → 'g', `ML` → 'ml', `UN` → 'un.'. */
export function unitLabel(unit: Unit | string | null | undefined): string {
  if (!unit) return '';
  return LABELS[unit as Unit] ?? unit.toLowerCase();
}
