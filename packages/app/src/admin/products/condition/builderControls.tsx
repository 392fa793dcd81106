import {
  MaterialActionElement,
  MaterialValueEditor,
  MaterialValueSelector,
  type MaterialActionProps,
  type MaterialValueEditorProps,
  type MaterialValueSelectorProps,
} from '@react-querybuilder/material';
import type { ControlElementsProp, FullField } from 'react-querybuilder';

/** A select of the builder named by its title ("Field", "Comparison"), which the MUI controls only show on hover. */
function LabelledSelector(props: MaterialValueSelectorProps) {
  return <MaterialValueSelector {...props} SelectDisplayProps={{ 'aria-label': props.title }} />;
}

/** A value input named by its title, for assistive technology. */
function LabelledValueEditor(props: MaterialValueEditorProps) {
  return (
    <MaterialValueEditor
      {...props}
      extraProps={{ ...props.extraProps, slotProps: { htmlInput: { 'aria-label': props.title } } }}
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
