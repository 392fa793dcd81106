import {
  MESSAGE_TEMPLATE_KINDS,
  type MessageTemplate,
  type MessageTemplateKind,
  type MessageTemplatePage,
  type MessageTemplateType,
} from '@coverline/engine';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { useNotify } from '../../../errors/Notifications.js';
import { numberParam } from '../../../kit/ListPage.js';
import { Pager } from '../../../kit/Pager.js';
import { usePageParams } from '../../../navigation/pageParams.js';
import { useCan } from '../../../navigation/useCan.js';
import { TemplateDeleteDialog } from '../TemplateDeleteDialog.js';

// The editor brings CodeMirror: loaded when a template is opened, not with the product page.
const MessageTemplateDialog = lazy(() => import('./MessageTemplateDialog.js'));

/** Rows per page of the text templates, as the address may ask. */
export const TEXT_PAGE_SIZE = 5;
const PAGE_SIZES = [5, 10, 25];

type Open =
  | { dialog: 'edit'; type: MessageTemplateType; template?: MessageTemplate }
  | { dialog: 'delete'; template: MessageTemplate };

/**
 * The message templates of a product, for its quotes or its contracts (a tab each): e-mail templates (MJML,
 * HTML) and a paged table of text and SMS templates, each written in the template editor, deleted after
 * confirmation. Shown with `product:ListMessageTemplates`; the paged table with `…FindMessageTemplates`.
 */
export function MessageTemplatesCard({ productId }: { productId: string }) {
  const can = useCan();
  if (!can('product:ListMessageTemplates')) return null;
  return <TemplatesCard productId={productId} />;
}

function TemplatesCard({ productId }: { productId: string }) {
  const { t } = useTranslation('UI-context');
  const can = useCan();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [kind, setKind] = useState<MessageTemplateKind>('quotes');
  const [open, setOpen] = useState<Open>();
  const base = `/api/products/${productId}/${kind}/message-templates`;
  const close = () => setOpen(undefined);
  const changed = (message: string) => {
    close();
    void mutate((key) => typeof key === 'string' && key.startsWith(base));
    notify(message, 'success');
  };
  const actions = (template: MessageTemplate) => (
    <>
      {can('product:UpdateMessageTemplate') && (
        <Button size="small" onClick={() => setOpen({ dialog: 'edit', type: template.type, template })}>
          {t('products.messageTemplates.edit')}
        </Button>
      )}
      {can('product:DeleteMessageTemplate') && (
        <Button size="small" color="error" onClick={() => setOpen({ dialog: 'delete', template })}>
          {t('products.messageTemplates.delete')}
        </Button>
      )}
    </>
  );
  const add = (type: MessageTemplateType, label: string) =>
    can('product:CreateMessageTemplate') && (
      <Button variant="outlined" size="small" onClick={() => setOpen({ dialog: 'edit', type })}>
        {label}
      </Button>
    );

  return (
    <Paper component="section" aria-label={t('products.messageTemplates.title')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t('products.messageTemplates.title')}
      </Typography>
      <Tabs
        value={kind}
        onChange={(_event, value: MessageTemplateKind) => setKind(value)}
        aria-label={t('products.messageTemplates.kinds')}
        sx={{ mb: 2 }}
      >
        {MESSAGE_TEMPLATE_KINDS.map((each) => (
          <Tab key={each} value={each} label={t(`products.messageTemplates.kind.${each}`)} />
        ))}
      </Tabs>
      <Stack spacing={3}>
        <Section
          title={t('products.messageTemplates.emails')}
          add={add('MJML', t('products.messageTemplates.newEmail'))}
        >
          <EmailTemplates base={base} actions={actions} />
        </Section>
        {can('product:FindMessageTemplates') && (
          <Section
            title={t('products.messageTemplates.texts')}
            add={add('TXT', t('products.messageTemplates.newText'))}
          >
            <TextTemplates base={base} kind={kind} actions={actions} />
          </Section>
        )}
      </Stack>
      {open?.dialog === 'edit' && (
        <Suspense fallback={null}>
          <MessageTemplateDialog
            base={base}
            productId={productId}
            type={open.type}
            {...(open.template === undefined ? {} : { template: open.template })}
            onSaved={() => changed(t('products.messageTemplates.saved'))}
            onClose={close}
          />
        </Suspense>
      )}
      <TemplateDeleteDialog
        template={open?.dialog === 'delete' ? open.template : undefined}
        base={base}
        title={(name) => t('products.messageTemplates.deleteTitle', { name })}
        confirmLabel={t('products.messageTemplates.delete')}
        onClose={close}
        onDeleted={() => changed(t('products.messageTemplates.deleted'))}
      />
    </Paper>
  );
}

function Section({ title, add, children }: { title: string; add: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {add}
      </Stack>
      {children}
    </Stack>
  );
}

type Actions = (template: MessageTemplate) => ReactNode;

function TemplateTable({
  label,
  templates,
  actions,
}: {
  label: string;
  templates?: MessageTemplate[];
  actions: Actions;
}) {
  const { t } = useTranslation('UI-context');
  if (templates?.length === 0) {
    return <Typography color="text.secondary">{t('products.messageTemplates.none')}</Typography>;
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('products.messageTemplates.name')}</TableCell>
          <TableCell>{t('products.messageTemplates.type')}</TableCell>
          <TableCell>{t('products.messageTemplates.subject')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {templates?.map((template) => (
          <TableRow key={template.id}>
            <TableCell>{template.name}</TableCell>
            <TableCell>{t(`products.messageTemplates.types.${template.type}`)}</TableCell>
            <TableCell>{template.settings.subject}</TableCell>
            <TableCell align="right">{actions(template)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EmailTemplates({ base, actions }: { base: string; actions: Actions }) {
  const { t } = useTranslation('UI-context');
  const { data } = useSWR<MessageTemplate[]>(`${base}?types=MJML,HTML`);
  return <TemplateTable label={t('products.messageTemplates.emails')} templates={data} actions={actions} />;
}

/** Text and SMS templates, a page at a time; page and size in the address (`quotesTxtTemplatePageIndex`…). */
function TextTemplates({
  base,
  kind,
  actions,
}: {
  base: string;
  kind: MessageTemplateKind;
  actions: Actions;
}) {
  const { t } = useTranslation('UI-context');
  const [params, setParams] = usePageParams();
  const pageName = `${kind}TxtTemplatePageIndex`;
  const sizeName = `${kind}TxtTemplatePageSize`;
  const page = numberParam(params, pageName, 0);
  const asked = numberParam(params, sizeName, TEXT_PAGE_SIZE);
  const limit = PAGE_SIZES.includes(asked) ? asked : TEXT_PAGE_SIZE;
  const { data } = useSWR<MessageTemplatePage>(`${base}/find?types=TXT&page=${page}&limit=${limit}`, {
    keepPreviousData: true,
  });
  const turn = (nextPage: number, nextSize: number) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set(pageName, String(nextPage));
        next.set(sizeName, String(nextSize));
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <TemplateTable label={t('products.messageTemplates.texts')} templates={data?.items} actions={actions} />
      {(data?.count ?? 0) > 0 && (
        <Pager
          count={data?.count ?? 0}
          pageIndex={page}
          pageSize={limit}
          pageSizes={PAGE_SIZES}
          onPageChange={turn}
        />
      )}
    </>
  );
}
