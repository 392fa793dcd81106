import type { Lookup } from '@coverline/engine';
import { IconByName } from '@coverline/widgets';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import useSWR from 'swr';
import { displayName } from '../../api/objectCatalog.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { DEFAULT_LOOKUP_ICON } from './lookupDraft.js';

/** `/admin-area/lookups`: every lookup of the tenant, in its order, with a way to add one. */
export function LookupListPage() {
  const { t, i18n } = useTranslation('UI-context');
  const navigate = useNavigate();
  const can = useCan();
  const { data: lookups } = useSWR<Lookup[]>('/api/lookups');
  const open = (lookup: Lookup) => `/admin-area/lookups/${lookup.id}`;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('lookups.title')}
        </Typography>
        {can('lookup:Create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to="/admin-area/lookups/new"
          >
            {t('lookups.add')}
          </Button>
        )}
      </Stack>
      {lookups === undefined ? (
        <Busy message={t('lookups.loading')} />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label={t('lookups.title')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" aria-label={t('lookups.fields.icon')} />
                <TableCell>{t('lookups.fields.name')}</TableCell>
                <TableCell>{t('lookups.fields.key')}</TableCell>
                <TableCell align="right">{t('lookups.values.title')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lookups.map((lookup) => (
                <TableRow
                  key={lookup.id}
                  hover
                  onClick={() => navigate(open(lookup))}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <IconByName
                      name={lookup.iconName ?? DEFAULT_LOOKUP_ICON}
                      sx={{ display: 'block', mx: 'auto' }}
                      color="action"
                    />
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={open(lookup)} underline="hover">
                      {displayName(lookup, i18n.language)}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{lookup.key}</TableCell>
                  <TableCell align="right">{lookup.values.length}</TableCell>
                </TableRow>
              ))}
              {lookups.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {t('lookups.none')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
