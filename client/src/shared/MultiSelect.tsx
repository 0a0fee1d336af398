import { useMemo } from 'react';
import Select, {
  components,
  type GroupBase,
  type MultiValue,
  type MultiValueProps,
  type OptionProps,
  type StylesConfig,
} from 'react-select';
import { SelectDescribedBy, SelectInput } from './SelectInput';
import { baseSelectStyles } from './selectStyles';
import { useT } from './i18n/i18n';
import { selectTexts, type SelectTextOptions } from './selectMessages';
import { useSelectSearch } from './selectSearch';

export interface MultiSelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface MultiSelectProps<V extends string | number> extends SelectTextOptions {
  /** Id of the text input, for `<label htmlFor>`. */
  inputId: string;
  options: ReadonlyArray<MultiSelectOption<V>>;
  /** Selected values, in the order they were picked. */
  value: ReadonlyArray<V>;
  onChange: (values: V[]) => void;
  onBlur?: () => void;
  /** Up to this many selected labels are shown; beyond it, `selectedItemsLabel`. Default 3. */
  maxSelectedLabels?: number;
  /** Shown instead of the labels when more are selected; `{0}` is the count. Default '{0} items selected'. */
  selectedItemsLabel?: string;
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

type Option = MultiSelectOption<string | number>;

/**
 * A filterable multi-select (react-select): type to filter, pick several; picking a selected option again
 * deselects it, as does Backspace or Delete on a value focused with the Left arrow (not in the empty search). Shows at most `maxSelectedLabels` labels, then '{n} items selected'.
 */
export function MultiSelect<V extends string | number>({
  inputId,
  options,
  value,
  onChange,
  onBlur,
  maxSelectedLabels = 3,
  selectedItemsLabel,
  emptyFilterMessage,
  placeholder,
  isLoading,
  isDisabled,
  invalid,
  errorId,
  describedBy,
  onSearchChange,
}: MultiSelectProps<V>) {
  const t = useT();
  const search = useSelectSearch(options, onSearchChange);
  const byValue = new Map<V, MultiSelectOption<V>>(options.map((option) => [option.value, option]));
  const selected = value.flatMap((item) => {
    const option = byValue.get(item);
    return option ? [option] : [];
  });

  const selectComponents = useMemo(() => {
    function SummarisedMultiValue(props: MultiValueProps<Option, true, GroupBase<Option>>) {
      const selectedValue = props.selectProps.value;
      const count = Array.isArray(selectedValue) ? selectedValue.length : 0;
      if (count <= maxSelectedLabels) return <components.MultiValue {...props} />;
      if (props.index > 0) return null;
      return (
        <span className="multi-select__summary">
          {selectedItemsLabel ? selectedItemsLabel.replace('{0}', String(count)) : t('common.itemsSelected', { count })}
        </span>
      );
    }
    return { MultiValue: SummarisedMultiValue, Option: CheckOption, Input: SelectInput };
  }, [maxSelectedLabels, selectedItemsLabel, t]);

  return (
    <SelectDescribedBy value={describedBy || undefined}>
      <Select<Option, true>
        inputId={inputId}
        instanceId={inputId}
        classNamePrefix="multi-select"
        className="multi-select"
        isMulti
        options={options}
        value={selected}
        onChange={(next: MultiValue<Option>) => onChange(next.map((option) => option.value as V))}
        onBlur={onBlur}
        closeMenuOnSelect={false}
        blurInputOnSelect={false}
        hideSelectedOptions={false}
        isClearable={false}
        // Backspace or Delete in the empty search must not drop the last value picked (in the recipe form, an ingredient
        // and its quantity): a value goes when picked again in the list, or when focused (Left arrow) and then removed.
        backspaceRemovesValue={false}
        isLoading={isLoading}
        isDisabled={isDisabled}
        components={selectComponents}
        styles={styles}
        {...search}
        {...selectTexts<Option, true>(t, { placeholder, emptyFilterMessage, invalid, errorId })}
      />
    </SelectDescribedBy>
  );
}

function CheckOption(props: OptionProps<Option, true, GroupBase<Option>>) {
  return (
    <components.Option {...props}>
      <span className={props.isSelected ? 'multi-select__check multi-select__check--on' : 'multi-select__check'} aria-hidden="true">
        {props.isSelected ? '✓' : ''}
      </span>
      {props.children}
    </components.Option>
  );
}

const styles: StylesConfig<Option, true> = {
  ...baseSelectStyles<Option, true>(),
  option: (base, state) => ({
    ...base,
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    color: 'var(--color-text)',
    backgroundColor: state.isFocused ? '#eaf1fa' : 'var(--color-surface)',
  }),
  multiValue: (base) => ({ ...base, backgroundColor: '#e3ecf7' }),
  multiValueRemove: (base) => ({
    ...base,
    ':hover': { backgroundColor: 'var(--color-danger-bg)', color: 'var(--color-danger)' },
  }),
};
