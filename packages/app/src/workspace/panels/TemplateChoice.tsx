import type { MessageTemplate, RenderedMessage } from '@coverline/engine';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';

/**
 * "Start from a template": the product's text templates at `path` (`…/sms/templates`); choosing one fills the
 * message (and subject) with it, rendered by the server for the record in the user's language. Nothing is
 * shown when the product has none.
 */
export function TemplateChoice({
  path,
  onFill,
}: {
  path: string;
  onFill: (rendered: RenderedMessage) => void;
}) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const showError = useShowError();
  const { data: templates } = useSWR<MessageTemplate[]>(path);
  const [chosen, setChosen] = useState('');
  if (templates === undefined || templates.length === 0) return null;
  return (
    <TextField
      select
      label={t('workspace.panels.messageTemplate')}
      value={chosen}
      onChange={(event) => {
        const id = event.target.value;
        setChosen(id);
        client.post<RenderedMessage>(`${path}/${id}/render`).then(onFill, showError);
      }}
    >
      {templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
