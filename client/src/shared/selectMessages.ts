import type { AriaLiveMessages, GroupBase, Props as SelectProps } from 'react-select';
import { t, type useT } from './i18n/i18n';

/**
 * What react-select says in its screen-reader live region (guidance, focus, selection, results), in the current
 * language: the library's own words are English only. Computed at each announcement.
 */
export function selectLiveMessages<Option, IsMulti extends boolean>(): Pick<
  SelectProps<Option, IsMulti, GroupBase<Option>>,
  'ariaLiveMessages' | 'screenReaderStatus'
> {
  const ariaLiveMessages: AriaLiveMessages<Option, IsMulti, GroupBase<Option>> = {
    guidance: ({ context, isMulti, isInitialFocus, 'aria-label': label }) => {
      if (context === 'menu') return t('select.guidanceMenu');
      if (context === 'value') return t('select.guidanceValue');
      if (!isInitialFocus) return '';
      const name = label ?? t('select.select');
      return isMulti ? t('select.guidanceInputMulti', { label: name }) : t('select.guidanceInput', { label: name });
    },
    onChange: ({ action, label, labels, isDisabled }) => {
      switch (action) {
        case 'deselect-option':
        case 'pop-value':
        case 'remove-value':
          return t('select.deselected', { label });
        case 'clear':
          return t('select.cleared');
        case 'initial-input-focus':
          return t('select.selectedMany', { count: labels.length, labels: labels.join(', ') });
        case 'select-option':
          return isDisabled ? t('select.disabled', { label }) : t('select.selected', { label });
        default:
          return '';
      }
    },
    onFocus: ({ context, focused, options, selectValue, label, isSelected }) => {
      const list = (context === 'value' ? selectValue : options) as ReadonlyArray<unknown>;
      const position = { label, index: list.indexOf(focused) + 1, count: list.length };
      if (context === 'value') return t('select.valueFocused', position);
      return isSelected ? t('select.optionFocusedSelected', position) : t('select.optionFocused', position);
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      inputValue
        ? t('select.resultsFor', { results: resultsMessage, search: inputValue })
        : t('select.resultsOnly', { results: resultsMessage }),
  };
  return { ariaLiveMessages, screenReaderStatus: ({ count }) => t('select.results', { count }) };
}

/** What SingleSelect and MultiSelect show alike, besides their live messages (both props extend it). */
export interface SelectTextOptions {
  placeholder?: string;
  /** Said when the typed text matches no option (default: 'No results found'). */
  emptyFilterMessage?: string;
  /** Shows the error: sets `aria-invalid` and points `aria-errormessage` (and the select's `aria-describedby`) at `errorId`. */
  invalid?: boolean;
  /** Id of the element holding the error message. */
  errorId?: string;
}

/**
 * The texts and error state of both selects, in one place: placeholder, the empty and loading messages, the invalid
 * field's error (`aria-invalid`, `aria-errormessage`) and the live messages. `translate` is the component's `useT()`,
 * so a change of language renders them again.
 */
export function selectTexts<Option, IsMulti extends boolean>(
  translate: ReturnType<typeof useT>,
  { placeholder, emptyFilterMessage, invalid, errorId }: SelectTextOptions,
): Pick<
  SelectProps<Option, IsMulti, GroupBase<Option>>,
  'placeholder' | 'noOptionsMessage' | 'loadingMessage' | 'aria-invalid' | 'aria-errormessage' | 'ariaLiveMessages' | 'screenReaderStatus'
> {
  return {
    placeholder: placeholder ?? translate('common.selectPlaceholder'),
    noOptionsMessage: () => emptyFilterMessage ?? translate('common.noResults'),
    loadingMessage: () => translate('common.loading'),
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid ? errorId : undefined,
    ...selectLiveMessages<Option, IsMulti>(),
  };
}
