import type { IntegrationView } from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationErrors } from '../../api/ApiError.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { IntegrationDialog } from './IntegrationDialog.js';

interface IntegrationListProps {
  integrations: readonly IntegrationView[];
  onChange: (integrations: IntegrationView[]) => void;
  /** What the server refused of the last save, by path (`integrations.0.settings.apiKey`). */
  serverErrors: ValidationErrors;
}

/** The tenant's integrations with add and edit through the integration dialog; saved with the settings. */
export function IntegrationList({ integrations, onChange, serverErrors }: IntegrationListProps) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { t: messages } = useTranslation();
  /** The index being edited, `new`, or closed. */
  const [open, setOpen] = useState<number | 'new' | undefined>();
  const editing = typeof open === 'number' ? integrations[open] : undefined;
  const refusals = Object.entries(serverErrors).filter(([path]) => path.startsWith('integrations.'));

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('settings.integrations.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('settings.integrations.name')}</TableCell>
              <TableCell>{t('settings.integrations.type')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('settings.integrations.provider')}
              </TableCell>
              <TableCell>{t('settings.integrations.enabled')}</TableCell>
              <TableCell padding="checkbox" aria-label={t('settings.integrations.actions')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {integrations.map((integration, index) => (
              <TableRow key={integration.id ?? `new-${index}`} hover>
                <TableCell>{integration.name}</TableCell>
                <TableCell>{t(`classifiers:integrationTypes.${integration.type}`)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {integration.provider && t(`classifiers:integrationProviders.${integration.provider}`)}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={integration.enabled ? 'success' : 'default'}
                    label={t(integration.enabled ? 'settings.integrations.on' : 'settings.integrations.off')}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    aria-label={t('settings.integrations.edit', { name: integration.name })}
                    onClick={() => setOpen(index)}
                  >
                    <EditIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {integrations.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                  {t('settings.integrations.none')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {refusals.map(([path, refused]) => (
        <Alert key={path} severity="error">
          {`${integrations[Number(path.split('.')[1])]?.name ?? path}: ${serverMessage(messages, refused[0] ?? '')}`}
        </Alert>
      ))}
      <div>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setOpen('new')}>
          {t('settings.integrations.add')}
        </Button>
      </div>
      {open !== undefined && (
        <IntegrationDialog
          integration={editing}
          others={integrations.filter((_each, index) => index !== open)}
          onClose={() => setOpen(undefined)}
          onSave={(saved) => {
            onChange(
              open === 'new'
                ? [...integrations, saved]
                : integrations.map((each, index) => (index === open ? saved : each)),
            );
            setOpen(undefined);
          }}
        />
      )}
    </>
  );
}
