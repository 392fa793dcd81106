import { formatDateTime, type DocumentTemplate } from '@coverline/engine';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../../api/ApiContext.js';
import { saveFile } from '../../../api/saveFile.js';
import { useTenantSettings } from '../../../api/shellData.js';
import { useShowError } from '../../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../../errors/Notifications.js';
import { useCan } from '../../../navigation/useCan.js';
import { TemplateDeleteDialog } from '../TemplateDeleteDialog.js';
import { CopyTemplateDialog } from './CopyTemplateDialog.js';
import { PreviewDataDialog } from './PreviewDataDialog.js';
import { TemplateUploadDialog } from './TemplateUploadDialog.js';

type Open =
  | { dialog: 'upload' }
  | { dialog: 'replace' | 'copy' | 'delete'; template: DocumentTemplate }
  | { dialog: 'previewData'; template?: DocumentTemplate };

/**
 * The Word templates of a product, from which its quotes and contracts get their documents: upload,
 * replace, copy under a new name, delete after confirmation, download, the data a template receives, and a
 * preview filled with the sample's data or a quote's or contract's. Shown with `product:ListDocumentTemplates`; each action with its permission.
 */
export function DocumentTemplatesCard({ productId }: { productId: string }) {
  const can = useCan();
  if (!can('product:ListDocumentTemplates')) return null;
  return <TemplatesCard productId={productId} />;
}

function TemplatesCard({ productId }: { productId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const notify = useNotify();
  const showError = useShowError();
  const { settings } = useTenantSettings();
  const base = `/api/products/${productId}/document-templates`;
  const { data: templates, mutate } = useSWR<DocumentTemplate[]>(base);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const saved = (message: string) => {
    close();
    void mutate();
    notify(message, 'success');
  };
  /** Saves a downloaded file under the template's name. */
  const savedAs =
    (template: DocumentTemplate) =>
    ({ blob }: { blob: Blob }) =>
      saveFile(blob, `${template.name}.docx`);
  const download = (template: DocumentTemplate) =>
    client.download(`${base}/${template.id}/download`).then(savedAs(template), showError);
  /** The template filled with the sample's data, or with the quote's or contract's of that number. */
  const preview = (template: DocumentTemplate, referenceNumber: string | undefined) =>
    client
      .downloadPosted(
        `${base}/${template.id}/preview`,
        referenceNumber === undefined ? {} : { referenceNumber },
      )
      .then(savedAs(template), showError);

  return (
    <Paper component="section" aria-label={t('products.templates.title')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('products.templates.title')}
        </Typography>
        <Button onClick={() => setOpen({ dialog: 'previewData' })}>
          {t('products.templates.previewData')}
        </Button>
        {can('product:CreateDocumentTemplates') && (
          <Button variant="contained" onClick={() => setOpen({ dialog: 'upload' })}>
            {t('products.templates.uploadTitle')}
          </Button>
        )}
      </Stack>
      {templates?.length === 0 ? (
        <Typography color="text.secondary">{t('products.templates.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('products.templates.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('products.templates.name')}</TableCell>
              <TableCell>{t('products.templates.updated')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {templates?.map((template) => (
              <TableRow key={template.id}>
                <TableCell>{template.name}</TableCell>
                <TableCell>{formatDateTime(template.updatedAt, settings.timeZone)}</TableCell>
                <TableCell align="right">
                  {can('product:DownloadDocumentTemplates') && (
                    <>
                      <Button size="small" onClick={() => void download(template)}>
                        {t('products.templates.download')}
                      </Button>
                      <Button size="small" onClick={() => setOpen({ dialog: 'previewData', template })}>
                        {t('products.templates.preview')}
                      </Button>
                    </>
                  )}
                  {can('product:SaveDocumentTemplates') && (
                    <Button size="small" onClick={() => setOpen({ dialog: 'replace', template })}>
                      {t('products.templates.replace')}
                    </Button>
                  )}
                  {can('product:CreateDocumentTemplates') && (
                    <Button size="small" onClick={() => setOpen({ dialog: 'copy', template })}>
                      {t('products.templates.copy')}
                    </Button>
                  )}
                  {can('product:DeleteDocumentTemplates') && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setOpen({ dialog: 'delete', template })}
                    >
                      {t('products.templates.delete')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {open?.dialog === 'upload' && (
        <TemplateUploadDialog
          save={(form) => client.sendForm('POST', base, form)}
          onSaved={() => saved(t('products.templates.uploaded'))}
          onClose={close}
        />
      )}
      {open?.dialog === 'replace' && (
        <TemplateUploadDialog
          replacing={open.template}
          save={(form) => client.sendForm('PUT', `${base}/${open.template.id}`, form)}
          onSaved={() => saved(t('products.templates.uploaded'))}
          onClose={close}
        />
      )}
      {open?.dialog === 'copy' && (
        <CopyTemplateDialog
          source={open.template}
          copy={(name) => client.post(`${base}/${open.template.id}/copy`, { name })}
          onCopied={() => saved(t('products.templates.copied'))}
          onClose={close}
        />
      )}
      {open?.dialog === 'previewData' && (
        <PreviewDataDialog
          productId={productId}
          {...(open.template === undefined
            ? {}
            : { onPreview: (number) => void preview(open.template as DocumentTemplate, number) })}
          onClose={close}
        />
      )}
      <TemplateDeleteDialog
        template={open?.dialog === 'delete' ? open.template : undefined}
        base={base}
        title={(name) => t('products.templates.deleteTitle', { name })}
        confirmLabel={t('products.templates.delete')}
        onClose={close}
        onDeleted={() => saved(t('products.templates.deleted'))}
      />
    </Paper>
  );
}
