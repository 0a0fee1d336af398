/**
 * Serving units by their API name (the `Unit` enum of schema.graphql), in the order dropdowns list them: g first,
 * a new food's default. The server stores them in lower case (`g`, `ml`, `un`).
 */
export const UNIT_NAMES = ['G', 'ML', 'UN'] as const;
export type UnitName = (typeof UNIT_NAMES)[number];

/** How people see a unit: units are written `un.`. */
export const UNIT_LABELS: Readonly<Record<UnitName, string>> = { G: 'g', ML: 'ml', UN: 'un.' };
