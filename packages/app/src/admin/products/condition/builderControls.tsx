import {
  MaterialActionElement,
  MaterialValueEditor,
  MaterialValueSelector,
  type MaterialActionProps,
  type MaterialValueEditorProps,
  type MaterialValueSelectorProps,
} from '@react-querybuilder/material';
import { PartySearchField, type PartySearch, type PartyPage } from '@coverline/widgets';
import type { ControlElementsProp, FullField } from 'react-querybuilder';

/** What the builder's controls take from the page through the builder's `context`. */
export interface BuilderContext {
  /** The party search behind the value of a customer field: the app's, since widgets call no API. */
  searchParties?: (query: PartySearch) => Promise<PartyPage>;
}

/** Operators whose value is one whole name, which a party search can choose. */
const ONE_NAME = new Set(['=', '!=']);

/** A select of the builder named by its title ("Field", "Comparison"), which the MUI controls only show on hover. */
function LabelledSelector(props: MaterialValueSelectorProps) {
  return <MaterialValueSelector {...props} SelectDisplayProps={{ 'aria-label': props.title }} />;
}

/**
 * A value input named by its title, for assistive technology. A customer field compared with one name has
 * its value chosen by a party search (10 parties a page): the condition holds the party's name, which is what
 * the field reads as.
 */
function LabelledValueEditor(props: MaterialValueEditorProps) {
  const { searchParties } = (props.context ?? {}) as BuilderContext;
  if (props.fieldData.partySearch === true && ONE_NAME.has(props.operator) && searchParties) {
    const name = typeof props.value === 'string' ? props.value : '';
    return (
      <PartySearchField
        value={name === '' ? null : { id: name, name }}
        onChange={(party) => props.handleOnChange(party?.name ?? '')}
        search={searchParties}
        disabled={props.disabled ?? false}
        {...(props.title === undefined ? {} : { ariaLabel: props.title })}
        inputProps={{ size: 'small', sx: { minWidth: 240 } }}
      />
    );
  }
  // Only the text fields pass props on to their input this way; the others (radio buttons in a fieldset, a
  // check box) are named by the title the library gives them, and would hand the DOM an unknown attribute.
  const textField = props.type === undefined || props.type === 'text';
  return (
    <MaterialValueEditor
      {...props}
      extraProps={
        textField
          ? { ...props.extraProps, slotProps: { htmlInput: { 'aria-label': props.title } } }
          : props.extraProps
      }
    />
  );
}

/** The builder's buttons in the app's primary colour rather than the library's secondary one. */
function ActionButton(props: MaterialActionProps) {
  return <MaterialActionElement {...props} color="primary" variant="outlined" />;
}

/** The builder's MUI controls, with accessible names and the app's button style. */
export const BUILDER_CONTROLS: ControlElementsProp<FullField, string> = {
  actionElement: ActionButton,
  fieldSelector: LabelledSelector,
  operatorSelector: LabelledSelector,
  combinatorSelector: LabelledSelector,
  valueSelector: LabelledSelector,
  valueEditor: LabelledValueEditor,
};
