import type { CoverlineWidgetProps } from './widgetProps.js';
import { textViewWidget } from './fieldEditor.js';

export interface Choice {
  value: string;
  label: string;
}

type ChoiceProps = CoverlineWidgetProps & { choices: readonly Choice[] };

/** The chosen value's label; a value outside the choices shows as itself. */
function shown({ choices, value }: ChoiceProps): string | undefined {
  const chosen = choices.find((choice) => choice.value === value);
  return chosen?.label ?? (value === undefined || value === null ? undefined : String(value));
}

/** A single choice among fixed `choices`, storing the chosen value: searchable when edited, its label when read. */
export const ChoiceWidget = textViewWidget<ChoiceProps>(
  async () => (await import('./ChoiceAutocomplete.js')).ChoiceAutocomplete,
  shown,
);
