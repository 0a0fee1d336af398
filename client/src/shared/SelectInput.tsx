import { components, type GroupBase, type InputProps } from 'react-select';

/**
 * react-select's text input, also described by the field's error while one shows: the select's
 * `aria-errormessage` (the error's id, set only while invalid) goes first in `aria-describedby`, before what
 * react-select puts there itself (its placeholder or live region), so screen readers announce the message.
 */
export function SelectInput<Option, IsMulti extends boolean, Group extends GroupBase<Option>>(props: InputProps<Option, IsMulti, Group>) {
  const errorId = props.selectProps['aria-errormessage'];
  const describedBy = [errorId, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}
