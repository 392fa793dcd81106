import { formatDateTime, type EnrichmentObject } from '@coverline/engine';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';

/**
 * Enrichment objects or credit reports in a table: when, by whom, the bureau's report number, and a button
 * that opens each; on a quote also what each enrichment is (`nameOf`) and whom it is about. `empty` when none.
 */
export function EnrichmentTable({
  label,
  items,
  empty,
  nameOf,
  onView,
}: {
  label: string;
  items: readonly EnrichmentObject[] | undefined;
  empty: string;
  nameOf?: (enrichment: EnrichmentObject) => string;
  onView: (enrichment: EnrichmentObject) => void;
}) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  if (items?.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {nameOf && <TableCell>{t('workspace.enrichment.enrichment')}</TableCell>}
          {nameOf && <TableCell>{t('workspace.enrichment.person')}</TableCell>}
          <TableCell>{t('workspace.enrichment.updatedAt')}</TableCell>
          <TableCell>{t('workspace.enrichment.requestedBy')}</TableCell>
          <TableCell>{t('workspace.creditReport.referenceNumber')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {items?.map((enrichment) => (
          <TableRow key={enrichment.id}>
            {nameOf && <TableCell>{nameOf(enrichment)}</TableCell>}
            {nameOf && <TableCell>{enrichment.party.name}</TableCell>}
            <TableCell>{formatDateTime(enrichment.updatedAt, settings.timeZone)}</TableCell>
            <TableCell>{enrichment.requestedBy}</TableCell>
            <TableCell>{enrichment.object.generalInformation.referenceNumber}</TableCell>
            <TableCell>
              <Button size="small" onClick={() => onView(enrichment)}>
                {t('workspace.enrichment.view')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
