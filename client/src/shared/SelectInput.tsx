import { createContext, useContext } from 'react';
import { components, type GroupBase, type InputProps } from 'react-select';

/**
 * Ids (space-separated) of further elements that describe a select — a hint under it — given by `SingleSelect` and
 * `MultiSelect` around their react-select (a context, as react-select's props are not extensible without augmenting
 * its types, which its exports do not allow).
 */
export const SelectDescribedBy = createContext<string | undefined>(undefined);

/**
 * react-select's text input, also described by the field's error while one shows and by the select's hints
 * (`SelectDescribedBy`): the select's `aria-errormessage` (the error's id, set only while invalid) goes first in
 * `aria-describedby`, then the hints, before what react-select puts there itself (its placeholder or live region),
 * so screen readers announce the message and the hint with the field.
 */
export function SelectInput<Option, IsMulti extends boolean, Group extends GroupBase<Option>>(props: InputProps<Option, IsMulti, Group>) {
  const hints = useContext(SelectDescribedBy);
  const errorId = props.selectProps['aria-errormessage'];
  const describedBy = [errorId, hints, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}
