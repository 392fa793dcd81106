import Box from '@mui/material/Box';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets } from '../context/WidgetsContext.js';
import { fieldEditor } from './fieldEditor.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import type { YesNoProps } from './YesNoEditor.js';

/** Whether the chosen answer is one the definition asks to highlight (`yesHighlighted` / `noHighlighted`). */
function highlighted(value: unknown, options: CoverlineWidgetProps['options']): boolean {
  return (
    (value === true && options.yesHighlighted === true) || (value === false && options.noHighlighted === true)
  );
}

const YesNoEditor = fieldEditor<YesNoProps>(
  async () => (await import('./YesNoEditor.js')).YesNoEditor,
  ({ answer }) => answer,
);

/** Boolean fields: a Yes/No toggle; choosing the current answer again clears it. */
export function YesNoWidget(props: CoverlineWidgetProps) {
  const { id, label, value, readonly, options } = props;
  const { t } = useWidgets();
  const answer = value === true ? t('yes') : value === false ? t('no') : undefined;
  const highlight = highlighted(value, options);
  if (!readonly) return <YesNoEditor {...props} answer={answer} highlight={highlight} />;
  return (
    <ReadOnlyValue id={id} label={label}>
      {answer && (
        <Box component="span" sx={highlight ? { color: 'warning.dark', fontWeight: 'bold' } : undefined}>
          {answer}
        </Box>
      )}
    </ReadOnlyValue>
  );
}
