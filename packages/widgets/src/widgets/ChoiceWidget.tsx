import type { WidgetProps } from '@rjsf/utils';
import { fieldEditor } from './fieldEditor.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

export interface Choice {
  value: string;
  label: string;
}

type ChoiceProps = WidgetProps & { choices: readonly Choice[] };

/** The chosen value's label; a value outside the choices shows as itself. */
function shown({ choices, value }: ChoiceProps): string | undefined {
  const chosen = choices.find((choice) => choice.value === value);
  return chosen?.label ?? (value === undefined || value === null ? undefined : String(value));
}

const ChoiceEditor = fieldEditor<ChoiceProps>(
  async () => (await import('./ChoiceAutocomplete.js')).ChoiceAutocomplete,
  shown,
);

/** A single choice among fixed `choices`, storing the chosen value: searchable when edited, its label when read. */
export function ChoiceWidget(props: ChoiceProps) {
  if (!props.readonly) return <ChoiceEditor {...props} />;
  return (
    <ReadOnlyValue id={props.id} label={props.label}>
      {shown(props)}
    </ReadOnlyValue>
  );
}
