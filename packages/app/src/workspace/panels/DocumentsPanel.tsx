import {
  DOCUMENT_PERMISSIONS,
  JOB_POLLING_PERMISSION,
  formatDateTime,
  type DocumentObjectKind,
  type ObjectDocument,
} from '@coverline/engine';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../admin/common/ConfirmDialog.js';
import { useApi } from '../../api/ApiContext.js';
import { saveFile } from '../../api/saveFile.js';
import { useTenantSettings } from '../../api/shellData.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { useCan } from '../../navigation/useCan.js';
import { generateDocument, GenerationFailed } from './documentGeneration.js';
import { GenerateDocumentDialog, type GenerateChoice } from './GenerateDocumentDialog.js';
import { PanelPager } from './PanelPager.js';
import { usePanelChange } from './usePanelChange.js';
import { usePanelPage } from './usePanelPage.js';

/**
 * The files attached to any object, five a page: upload (several at once), generate from a template of the
 * object's product, rename (a name is required), delete after confirmation, download under the stored name.
 */
export function DocumentsPanel({ kind, refId }: { kind: DocumentObjectKind; refId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const run = usePanelChange();
  const { settings } = useTenantSettings();
  const base = `/api/${kind}/${refId}/documents`;
  const list = usePanelPage<ObjectDocument>(`${base}/find`);
  const [renaming, setRenaming] = useState<{ id: string; name: string }>();
  const [deleting, setDeleting] = useState<ObjectDocument>();
  const mayChange = can(DOCUMENT_PERMISSIONS[kind].change);
  const mayGenerate = can(DOCUMENT_PERMISSIONS[kind].generate) && can(JOB_POLLING_PERMISSION);
  const [choosing, setChoosing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const notify = useNotify();
  const showError = useShowError();
  const generate = async ({ download, ...request }: GenerateChoice) => {
    setChoosing(false);
    setGenerating(true);
    notify(t('workspace.panels.generating'), 'info');
    try {
      await generateDocument(client, { kind, refId }, request, download);
      await list.reload();
      notify(t('workspace.panels.generated'), 'success');
    } catch (error) {
      if (error instanceof GenerationFailed)
        notify(t('workspace.panels.generationFailed', { reason: error.message }), 'error');
      else showError(error);
    } finally {
      setGenerating(false);
    }
  };
  const change = (call: () => Promise<unknown>, done: string) =>
    run(async () => {
      await call();
      await list.reload();
    }, done);

  return (
    <section aria-label={t('workspace.panels.documents')}>
      {mayChange && (
        <Button component="label" variant="contained" sx={{ mb: 2 }}>
          {t('workspace.panels.upload')}
          <input
            hidden
            type="file"
            multiple
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0)
                void change(() => client.upload(base, files), t('workspace.panels.uploaded'));
            }}
          />
        </Button>
      )}
      {mayGenerate && (
        <Button
          variant="outlined"
          sx={{ mb: 2, ml: mayChange ? 1 : 0 }}
          disabled={generating}
          onClick={() => setChoosing(true)}
        >
          {t(generating ? 'workspace.panels.generating' : 'workspace.panels.generate')}
        </Button>
      )}
      {choosing && (
        <GenerateDocumentDialog
          kind={kind}
          refId={refId}
          onGenerate={(choice) => void generate(choice)}
          onClose={() => setChoosing(false)}
        />
      )}
      {list.answer?.items.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.panels.noDocuments')}</Typography>
      ) : (
        <Table size="small" aria-label={t('workspace.panels.documents')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workspace.panels.fileName')}</TableCell>
              <TableCell>{t('workspace.panels.date')}</TableCell>
              <TableCell>{t('workspace.panels.uploadedBy')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.answer?.items.map((document) => (
              <TableRow key={document.id}>
                <TableCell>
                  {renaming?.id === document.id ? (
                    <TextField
                      size="small"
                      label={t('workspace.panels.fileName')}
                      value={renaming.name}
                      onChange={(event) => setRenaming({ id: document.id, name: event.target.value })}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                  ) : (
                    document.name
                  )}
                </TableCell>
                <TableCell>{formatDateTime(document.createdAt, settings.timeZone)}</TableCell>
                <TableCell>{document.creator}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() =>
                      void run(async () => {
                        const { blob } = await client.download(`${base}/${document.id}/download`);
                        saveFile(blob, document.name);
                      })
                    }
                  >
                    {t('workspace.panels.download')}
                  </Button>
                  {mayChange && renaming?.id === document.id && (
                    <>
                      <Button
                        size="small"
                        disabled={renaming.name.trim() === ''}
                        onClick={() =>
                          void change(() => client.put(base, renaming), t('workspace.panels.renamed')).then(
                            (done) => done && setRenaming(undefined),
                          )
                        }
                      >
                        {t('workspace.panels.save')}
                      </Button>
                      <Button size="small" onClick={() => setRenaming(undefined)}>
                        {t('workspace.panels.cancel')}
                      </Button>
                    </>
                  )}
                  {mayChange && renaming?.id !== document.id && (
                    <>
                      <Button
                        size="small"
                        onClick={() => setRenaming({ id: document.id, name: document.name })}
                      >
                        {t('workspace.panels.rename')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setDeleting(document)}>
                        {t('workspace.panels.deleteDocument')}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <PanelPager list={list} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('workspace.panels.deleteDocumentTitle', { name: deleting?.name ?? '' })}
        message={t('workspace.panels.deleteDocumentMessage')}
        confirmLabel={t('workspace.panels.deleteDocument')}
        destructive
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const document = deleting as ObjectDocument;
          setDeleting(undefined);
          void change(() => client.delete(`${base}/${document.id}`), t('workspace.panels.documentDeleted'));
        }}
      />
    </section>
  );
}
