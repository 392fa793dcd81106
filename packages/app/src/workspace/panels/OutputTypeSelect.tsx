import { DOCUMENT_OUTPUT_TYPES, type DocumentOutputType } from '@coverline/engine';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The kind of file a document is written as (PDF, DOCX…). */
export function OutputTypeSelect({
  value,
  onChange,
}: {
  value: DocumentOutputType;
  onChange: (type: DocumentOutputType) => void;
}) {
  const { t } = useTranslation('UI-context');
  return (
    <TextField
      select
      required
      label={t('workspace.panels.outputType')}
      value={value}
      onChange={(event) => onChange(event.target.value as DocumentOutputType)}
    >
      {DOCUMENT_OUTPUT_TYPES.map((each) => (
        <MenuItem key={each} value={each}>
          {each}
        </MenuItem>
      ))}
    </TextField>
  );
}
