import { nameContains } from '@fitness-manager/shared';
import { useState, type KeyboardEvent } from 'react';

/**
 * A dropdown whose options come from a search elsewhere (the server's), made as the user types: the typed text is
 * reported with each change (react-select's own text, which it clears on a pick and on leaving), the options are
 * narrowed with the server's rule (`nameContains`, never react-select's own, which also matches ids), and Enter
 * while nothing shown matches the text (the answer is on its way) does nothing rather than submit the form around.
 * Without `onSearchChange` the dropdown filters its options itself, as before.
 */
export function useSelectSearch<Option extends { label: string }>(
  options: ReadonlyArray<Option>,
  onSearchChange: ((text: string) => void) | undefined,
) {
  const [text, setText] = useState('');
  if (!onSearchChange) return {};
  return {
    // Also called for a pick, a blur and a closed menu (with the text react-select keeps then: none).
    onInputChange: (value: string) => {
      setText(value);
      onSearchChange(value);
    },
    filterOption: (option: { label: string }, input: string) => nameContains(option.label, input),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && text.trim() !== '' && !options.some((option) => nameContains(option.label, text))) {
        event.preventDefault();
      }
    },
  };
}
