import { useMemo, useState, type FormEvent } from 'react';
import { IconByName } from '@coverline/widgets';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useObjectCatalog, useTenantSettings } from '../../api/shellData.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';
import { useCan } from '../../navigation/useCan.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { serverFieldErrors, type ServerFieldErrors } from '../../pages/serverFieldErrors.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { IconPicker } from '../common/IconPicker.js';
import { RefusalAlert } from '../common/RefusalAlert.js';
import { ServerErrorLines } from '../common/ServerErrorLines.js';
import { TranslatableNameField } from '../common/TranslatableNameField.js';
import { parentOptions } from './parentOptions.js';
import type { Product } from '@coverline/engine';
import { ROOT_PARENT, type ProductNodeKind } from './productNode.js';
import { productNodeErrors, type ProductNodeField } from './productNodeErrors.js';
import { productNodeForm, productNodePayload, type ProductNodeForm } from './productNodeForm.js';
import { DocumentTemplatesCard } from './documentTemplates/DocumentTemplatesCard.js';
import { MessageTemplatesCard } from './messageTemplates/MessageTemplatesCard.js';
import { InvoiceSettingsFields } from './InvoiceSettingsFields.js';
import { ProductSettingsFields } from './ProductSettingsFields.js';
import { ProductVersionsTable } from './productVersions/ProductVersionsTable.js';

const SERVER_FIELDS = [
  'name',
  'code',
  'parentId',
  'iconName',
  'translations',
  'productType',
  // Before `settings`: its errors are shown on the invoice fields, the others' on the type's settings.
  'settings.invoiceSettings',
  'settings',
] as const;
type ServerField = (typeof SERVER_FIELDS)[number];
const NO_SERVER_ERRORS: ServerFieldErrors<ServerField> = { fields: {}, others: [] };

/** The permission area of each kind of node. */
const AREA: Record<ProductNodeKind, string> = { products: 'product', 'product-groups': 'productGroup' };

interface ProductNodeEditorProps {
  kind: ProductNodeKind;
  /** The node as loaded; none while creating one. */
  stored: Product | undefined;
  /** The parent to pre-select for a new node. */
  parentId: string | null;
}

/**
 * The product or product group form: parent, icon, translatable name, code and, for a
 * product, its type and the settings of that type; below a stored product, its versions.
 */
export function ProductNodeEditor({ kind, stored, parentId }: ProductNodeEditorProps) {
  const { t } = useTranslation('UI-context');
  const { t: tServer } = useTranslation();
  const translate = useTextTranslation();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const notify = useNotify();
  const can = useCan();
  const catalog = useObjectCatalog();
  const { settings } = useTenantSettings();
  const { locale } = useLocale();
  const isNew = stored === undefined;
  const area = AREA[kind];

  const [form, setForm] = useState<ProductNodeForm>(() =>
    productNodeForm(stored, { parentId, productType: settings.supportedProductTypes[0] ?? 'INSURANCE' }),
  );
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<ProductNodeField>>(new Set());
  const { serverErrors, setServerErrors, refusal, dismissRefusal, run } = useSaveResource({
    none: NO_SERVER_ERRORS,
    layOut: (validationErrors) => serverFieldErrors(validationErrors, SERVER_FIELDS),
    showsRefusals: true,
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const others = useMemo(
    () => [...catalog.products, ...catalog.productGroups].filter((node) => node.id !== stored?.id),
    [catalog, stored?.id],
  );
  const errors = productNodeErrors(
    { name: form.name.name, code: form.code, parentId: form.parentId },
    others,
  );
  const groups = parentOptions(catalog.productGroups, kind === 'product-groups' ? stored?.id : undefined);

  const update = (change: Partial<ProductNodeForm>) => {
    setForm((old) => ({ ...old, ...change }));
    setServerErrors((old) => {
      const fields = { ...old.fields };
      for (const field of Object.keys(change) as ServerField[]) delete fields[field];
      return { ...old, fields };
    });
  };
  const touch = (field: ProductNodeField) => setTouched((old) => new Set(old).add(field));
  const messagesOf = (field: ServerField): string[] => {
    const server = serverErrors.fields[field];
    if (server !== undefined) return [serverMessage(tServer, server)];
    const error = field in errors ? errors[field as ProductNodeField] : undefined;
    if (error === undefined || !(submitted || touched.has(field as ProductNodeField))) return [];
    return [translate(`frontend-validations:products.${field}.${error}`)];
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    // The translation dialog's own form submits through the React tree too.
    if (event.target !== event.currentTarget) return;
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const payload = productNodePayload(kind, stored, form);
    await run(async () => {
      const saved = isNew
        ? await client.post<Product>(`/api/${kind}`, payload)
        : await client.put<Product>(`/api/${kind}`, payload);
      await mutate('/api/object-catalog');
      notify(t(isNew ? 'products.added' : 'products.saved', { name: saved.name }));
      if (isNew) navigate(`/admin-area/${kind}/${saved.id}`, { replace: true });
      else await mutate(`/api/${kind}/${saved.id}`, saved, { revalidate: false });
    });
  }

  async function remove() {
    setConfirmingDelete(false);
    await run(async () => {
      await client.delete(`/api/${kind}/${stored?.id}`);
      await mutate('/api/object-catalog');
      notify(t('products.deleted', { name: stored?.name }));
      navigate(`/admin-area/${kind}`, { replace: true });
    });
  }

  const title =
    stored === undefined
      ? t(kind === 'products' ? 'products.newProduct' : 'products.newGroup')
      : displayName(stored, locale);
  const mayChange = can(`${area}:${isNew ? 'Create' : 'Update'}`);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Paper component="form" noValidate onSubmit={save} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
          <IconByName name={form.iconName} color="primary" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {title}
          </Typography>
          {!isNew && can(`${area}:Delete`) && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmingDelete(true)}>
              {t('products.delete')}
            </Button>
          )}
          {mayChange && (
            <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
              {t('products.save')}
            </Button>
          )}
        </Stack>
        <RefusalAlert refusal={refusal} onClose={dismissRefusal} sx={{ mb: 2 }} />
        <ServerErrorLines others={serverErrors.others} sx={{ mb: 2 }} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TranslatableNameField
            name="name"
            label={t('products.name')}
            value={form.name}
            onChange={(name) => update({ name })}
            onBlur={() => touch('name')}
            messages={messagesOf('name')}
            disabled={!mayChange}
            required
          />
          <FormTextField
            name="code"
            label={t('products.code')}
            value={form.code}
            onChange={(event) => update({ code: event.target.value })}
            onBlur={() => touch('code')}
            messages={messagesOf('code')}
            disabled={!mayChange}
            required
          />
          <FormTextField
            select
            name="parentId"
            label={t('products.parent')}
            value={form.parentId}
            onChange={(event) => update({ parentId: event.target.value })}
            onBlur={() => touch('parentId')}
            messages={messagesOf('parentId')}
            disabled={!mayChange}
            required
          >
            <MenuItem value={ROOT_PARENT}>{t('products.noParent')}</MenuItem>
            {groups.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {displayName(group, locale)}
              </MenuItem>
            ))}
          </FormTextField>
          <IconPicker
            label={t('products.icon')}
            value={form.iconName}
            onChange={(iconName) => update({ iconName })}
            messages={messagesOf('iconName')}
            disabled={!mayChange}
          />
          {kind === 'products' && (
            <ProductSettingsFields
              form={form}
              onChange={update}
              disabled={!mayChange}
              messagesOf={(field) => messagesOf(field)}
            />
          )}
          {kind === 'products' && stored?.id !== undefined && (
            <InvoiceSettingsFields
              productId={stored.id}
              form={form}
              onChange={update}
              disabled={!mayChange}
              messages={messagesOf('settings.invoiceSettings')}
            />
          )}
        </Box>
      </Paper>
      {kind === 'products' && stored?.id !== undefined && <ProductVersionsTable productId={stored.id} />}
      {kind === 'products' && stored?.id !== undefined && <DocumentTemplatesCard productId={stored.id} />}
      {kind === 'products' && stored?.id !== undefined && <MessageTemplatesCard productId={stored.id} />}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('products.deleteTitle', { name: stored?.name })}
        message={t('products.permanentAction')}
        confirmLabel={t('products.delete')}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
