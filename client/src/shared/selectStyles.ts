import type { GroupBase, StylesConfig } from 'react-select';

/** The control, placeholder and menu of the react-select dropdowns (`SingleSelect`, `MultiSelect`). */
export function baseSelectStyles<Option, IsMulti extends boolean>(): StylesConfig<Option, IsMulti, GroupBase<Option>> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: '2.5rem',
      borderColor: state.isFocused ? 'var(--color-focus)' : 'var(--color-input-border, #8a96a8)',
      boxShadow: state.isFocused ? '0 0 0 2px var(--color-focus)' : 'none',
      borderRadius: 'var(--radius)',
      '&:hover': { borderColor: 'var(--color-focus)' },
    }),
    placeholder: (base) => ({ ...base, color: '#6b7686' }),
    menu: (base) => ({ ...base, zIndex: 20 }),
  };
}
