import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../api/saveFile.js';
import { useApi } from '../api/ApiContext.js';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { useNotify } from '../errors/Notifications.js';

interface ListExportProps {
  /** The list's API path (`/api/policies`). */
  api: string;
  formats: readonly ('csv' | 'xlsx')[];
  /** The list's search and sorting, so the file holds what the list shows, all pages of it. */
  query: URLSearchParams;
  /** The names of `query` the export takes (its filters); by default search and sorting. */
  parameters?: readonly string[];
}

const SEARCH_AND_SORTING = ['search', 'sorting'];

/** Buttons that download the whole list as a file in each format the server exports. */
export function ListExport({ api, formats, query, parameters = SEARCH_AND_SORTING }: ListExportProps) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const showError = useShowError();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function download(format: 'csv' | 'xlsx') {
    const asked = new URLSearchParams({ format });
    for (const name of parameters) {
      const value = query.get(name);
      if (value !== null) asked.set(name, value);
    }
    setBusy(true);
    notify(t('workspace.list.export.submitted'), 'info');
    try {
      const { blob, filename } = await client.download(`${api}/export?${asked}`);
      saveFile(blob, filename ?? `export.${format}`);
      notify(t('workspace.list.export.done'), 'success');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" spacing={1}>
      {formats.map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => void download(format)}
        >
          {t(`workspace.list.export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
