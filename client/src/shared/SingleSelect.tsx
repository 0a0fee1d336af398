import Select, { type SingleValue, type StylesConfig } from 'react-select';
import { SelectDescribedBy, SelectInput } from './SelectInput';
import { baseSelectStyles } from './selectStyles';
import { useT } from './i18n/i18n';
import { selectTexts, type SelectTextOptions } from './selectMessages';
import { useSelectSearch } from './selectSearch';

export interface SingleSelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SingleSelectProps<V extends string | number> extends SelectTextOptions {
  /** Id of the text input, for `<label htmlFor>`. */
  inputId: string;
  options: ReadonlyArray<SingleSelectOption<V>>;
  /** The selected value; `null` for none. */
  value: V | null;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  isLoading?: boolean;
  isDisabled?: boolean;
  /**
   * Ids (space-separated) of further elements describing the field, such as a hint under it: the text input's
   * `aria-describedby` names them after the error's id (while one shows).
   */
  describedBy?: string;
  /**
   * The options come from a search made as the user types (e.g. the server's): called with each change of the typed
   * text, and the options are not filtered by react-select's own rule (see `useSelectSearch`).
   */
  onSearchChange?: (text: string) => void;
}

type Option = SingleSelectOption<string | number>;

/** A filterable dropdown (react-select, one value): type to filter, pick one. */
export function SingleSelect<V extends string | number>({
  inputId,
  options,
  value,
  onChange,
  onBlur,
  emptyFilterMessage,
  placeholder,
  isLoading,
  isDisabled,
  invalid,
  errorId,
  describedBy,
  onSearchChange,
}: SingleSelectProps<V>) {
  const t = useT();
  const search = useSelectSearch(options, onSearchChange);
  const selected = value === null ? null : (options.find((option) => option.value === value) ?? null);
  return (
    <SelectDescribedBy value={describedBy || undefined}>
      <Select<Option, false>
        inputId={inputId}
        instanceId={inputId}
        classNamePrefix="single-select"
        className="single-select"
        options={options}
        value={selected}
        onChange={(next: SingleValue<Option>) => onChange(next ? (next.value as V) : null)}
        onBlur={onBlur}
        isClearable={false}
        isLoading={isLoading}
        isDisabled={isDisabled}
        components={selectComponents}
        styles={styles}
        {...search}
        {...selectTexts<Option, false>(t, { placeholder, emptyFilterMessage, invalid, errorId })}
      />
    </SelectDescribedBy>
  );
}

const selectComponents = { Input: SelectInput };

const styles: StylesConfig<Option, false> = {
  ...baseSelectStyles<Option, false>(),
  option: (base, state) => ({
    ...base,
    color: state.isSelected ? 'var(--color-primary-contrast)' : 'var(--color-text)',
    backgroundColor: state.isSelected ? 'var(--color-primary)' : state.isFocused ? '#eaf1fa' : 'var(--color-surface)',
  }),
  singleValue: (base) => ({ ...base, color: 'var(--color-text)' }),
};
