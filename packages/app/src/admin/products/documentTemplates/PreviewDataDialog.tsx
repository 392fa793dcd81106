import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/ApiContext.js';
import { TemplateRefusal } from './TemplateRefusal.js';

/** JSON previews are indented by four spaces. */
const INDENT = 4;

interface PreviewDataDialogProps {
  productId: string;
  /** Opened from a template's Preview: the template filled with the data shown, downloaded. */
  onPreview?: (referenceNumber: string | undefined) => void;
  onClose: () => void;
}

/**
 * The data a template of the product receives, as indented JSON: the product's sample first, then that of a
 * quote or contract named by its number; opened from a template, its preview filled with the data shown.
 */
export function PreviewDataDialog({ productId, onPreview, onClose }: PreviewDataDialogProps) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const titleId = useId();
  const path = `/api/products/${productId}/document-templates/preview-data`;
  const [referenceNumber, setReferenceNumber] = useState('');
  const [data, setData] = useState<unknown>();
  /** The number of the record whose data is shown; undefined: the product's sample. */
  const [shown, setShown] = useState<string>();
  const [refusal, setRefusal] = useState<unknown>();
  const load = (call: () => Promise<unknown>, of?: string) =>
    call().then(
      (answer) => {
        setRefusal(undefined);
        setData(answer);
        setShown(of);
      },
      (error: unknown) => setRefusal(error),
    );
  // The sample, read once when the dialog opens.
  useEffect(() => {
    void load(() => client.get(path));
  }, [path]);
  const number = referenceNumber.trim();

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('products.templates.previewDataTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              label={t('products.templates.referenceNumber')}
              value={referenceNumber}
              onChange={(event) => setReferenceNumber(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <Button
              disabled={number === ''}
              onClick={() => void load(() => client.post(path, { referenceNumber: number }), number)}
            >
              {t('products.templates.showData')}
            </Button>
          </Stack>
          <TemplateRefusal error={refusal} />
          <Box
            component="pre"
            aria-label={t('products.templates.previewDataTitle')}
            sx={{ m: 0, p: 2, bgcolor: 'action.hover', overflow: 'auto', maxHeight: '60vh', fontSize: 13 }}
          >
            {data === undefined ? '' : JSON.stringify(data, null, INDENT)}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        {onPreview !== undefined && (
          <Button disabled={data === undefined} onClick={() => onPreview(shown)}>
            {t('products.templates.preview')}
          </Button>
        )}
        <Button onClick={onClose}>{t('products.templates.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
