import type { ReactNode } from 'react';

/** The hints under a picker, shown as laid out here: named by a key, shown while given (not null, false or undefined). */
export type SelectHintTexts = Record<string, ReactNode>;

/**
 * The hints under a picker (`SingleSelect`, `MultiSelect`) and the ids that tie them to its input, in one place: each
 * hint given is a `form-hint` paragraph with the id `${id}-${key}`, and `describedBy` (the select's prop of that name)
 * lists the ids of those shown, in their order, so a screen reader reads with the field every hint the eye sees under
 * it (the food pickers' "Showing 30 of 512 foods", "Couldn't load your foods", "You have no foods yet").
 */
export function selectHints(id: string, texts: SelectHintTexts): { describedBy: string | undefined; hints: ReactNode } {
  const shown = Object.entries(texts).filter(([, text]) => text !== null && text !== undefined && text !== false);
  return {
    describedBy: shown.map(([key]) => `${id}-${key}`).join(' ') || undefined,
    hints: shown.map(([key, text]) => (
      <p key={key} id={`${id}-${key}`} className="form-hint">
        {text}
      </p>
    )),
  };
}
