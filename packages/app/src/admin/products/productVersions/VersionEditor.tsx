import { useMemo, useState, type FormEvent } from 'react';
import { formatDateTime, type ObjectDefinition, type ProductVersion } from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import LockIcon from '@mui/icons-material/Lock';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../api/ApiContext.js';
import { displayName } from '../../../api/objectCatalog.js';
import { useObjectCatalog, useTenantSettings } from '../../../api/shellData.js';
import { useSaveResource } from '../../../api/useSaveResource.js';
import { useNotify } from '../../../errors/Notifications.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import { serverMessage } from '../../../i18n/serverMessage.js';
import { useCan } from '../../../navigation/useCan.js';
import { FormTextField } from '../../../pages/FormTextField.js';
import { ConfirmDialog } from '../../common/ConfirmDialog.js';
import { RefusalAlert } from '../../common/RefusalAlert.js';
import { ServerErrorLines } from '../../common/ServerErrorLines.js';
import { conditionFieldOptions } from '../condition/conditionFieldOptions.js';
import type { LookupChoice } from '../fieldDefinition/FieldDefinitionDialog.js';
import { objectDefinitionPayload } from '../objectDefinitions/objectDefinitionPayload.js';
import { ObjectDefinitionsEditor } from '../objectDefinitions/ObjectDefinitionsEditor.js';
import { useValidationText } from '../useValidationText.js';
import {
  activationPermission,
  copyProductVersion,
  isDeletable,
  type StoredProductVersion,
} from './productVersionCalls.js';
import { hasVersionErrors, versionFormErrors } from './versionFormErrors.js';
import { versionServerErrors, type VersionServerErrors } from './versionServerErrors.js';
import { VersionStateChip } from './VersionStateChip.js';
import { SUMMARY_EXAMPLE } from '../summaryExample.js';
import { CoreFieldsEditor } from './CoreFieldsEditor.js';

/** The selector's entry that opens a new version. */
const NEW_VERSION = 'new';

interface VersionEditorProps {
  productId: string;
  /** The version as loaded, or the server's draft of a new one (no id). */
  version: ProductVersion;
  /** The product's versions, for the selector. */
  names: readonly { id: string; name: string }[];
  /** The tenant's object definitions. */
  library: readonly ObjectDefinition[];
  /** After a stored version was saved or activated. */
  onSaved?: (saved: StoredProductVersion) => void;
}

const NO_SERVER_ERRORS: VersionServerErrors = { version: {}, objects: {}, others: [] };

/**
 * The product version page: the version selector with "add new version", the status
 * badge and created date, the buttons its state allows (add a new one; activate, copy, save and delete a stored
 * one), and its name, summary template and objects — read-only once the version is locked.
 */
export function VersionEditor({ productId, version, names, library, onSaved }: VersionEditorProps) {
  const { t } = useTranslation('UI-context');
  const { t: tServer } = useTranslation();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const notify = useNotify();
  const can = useCan();
  const catalog = useObjectCatalog();
  const { settings } = useTenantSettings();
  const { locale } = useLocale();
  const objectText = useValidationText('objectDefinition');
  const versionText = useValidationText('productVersion');

  const stored = version.id === undefined ? undefined : (version as StoredProductVersion);
  const readOnly =
    version.locked === true || !can(stored === undefined ? 'productVersion:Create' : 'productVersion:Update');
  const [name, setName] = useState(version.name);
  const [summaryTemplate, setSummaryTemplate] = useState(version.definition.summaryTemplate ?? '');
  const [objects, setObjects] = useState<ObjectDefinition[]>(version.definition.objectDefinitions);
  const [coreFields, setCoreFields] = useState(version.definition.coreFields ?? {});
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<'activate' | 'delete' | undefined>();
  /** Opens the objects at these positions, to show their problems. */
  const expand = (positions: string[]) => setExpanded(new Set([...expanded, ...positions.map(Number)]));
  const { serverErrors, setServerErrors, refusal, dismissRefusal, run } = useSaveResource({
    none: NO_SERVER_ERRORS,
    layOut: (validationErrors) => {
      const mapped = versionServerErrors(validationErrors);
      expand(Object.keys(mapped.objects));
      return mapped;
    },
    showsRefusals: true,
  });

  const product = catalog.products.find((each) => each.id === productId);
  const errors = versionFormErrors(name, objects);
  const conditionFields = useMemo(
    () =>
      conditionFieldOptions(objects, {
        library,
        lookups: catalog.lookups as LookupChoice[],
        currencies: settings.supportedCurrencies,
        locale,
        amountLabel: t('objectDefinition.amount'),
      }),
    [objects, library, catalog.lookups, settings.supportedCurrencies, locale, t],
  );
  const productPath = `/admin-area/products/${productId}`;
  const versionPath = (id: string) =>
    `${productPath}/product-versions/${id === NEW_VERSION ? '' : id}`.replace(/\/$/, '');

  const payload = (active: boolean): ProductVersion => ({
    ...version,
    productId,
    active,
    name: name.trim(),
    definition: {
      ...(summaryTemplate.trim() === '' ? {} : { summaryTemplate: summaryTemplate.trim() }),
      ...(Object.keys(coreFields).length === 0 ? {} : { coreFields }),
      objectDefinitions: objects.map(objectDefinitionPayload),
    },
  });

  /** Checks the form; on problems, opens the objects that have them. */
  const validate = () => {
    setSubmitted(true);
    if (!hasVersionErrors(errors)) return true;
    expand(Object.keys(errors.objects));
    return false;
  };
  const refreshList = () =>
    mutate(
      (key) => typeof key === 'string' && key.startsWith(`/api/products/${productId}/product-versions/find`),
    );

  async function save(active: boolean) {
    setServerErrors(NO_SERVER_ERRORS);
    await run(async () => {
      if (stored === undefined) {
        const created = await client.post<StoredProductVersion>('/api/product-versions', payload(active));
        notify(t('productVersions.added', { name: created.name }));
        await refreshList();
        navigate(versionPath(created.id), { replace: true });
      } else {
        const saved = await client.put<StoredProductVersion>('/api/product-versions', payload(active));
        notify(
          t(active && !stored.active ? 'productVersions.activated' : 'productVersions.saved', {
            name: saved.name,
          }),
        );
        await refreshList();
        onSaved?.(saved);
      }
    });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) return;
    if (validate()) void save(version.active === true);
  };
  const askToActivate = () => {
    if (stored?.locked || validate()) setConfirming('activate');
  };
  async function activate() {
    setConfirming(undefined);
    if (!stored?.locked) return save(true);
    await run(async () => {
      const saved = await client.post<StoredProductVersion>(`/api/product-versions/${stored.id}/activate`);
      notify(t('productVersions.activated', { name: saved.name }));
      await refreshList();
      onSaved?.(saved);
    });
  }
  async function copy() {
    if (stored === undefined) return;
    await run(async () => {
      const copied = await copyProductVersion(client, stored.id);
      notify(t('productVersions.copied', { name: copied.name }));
      await refreshList();
      navigate(versionPath(copied.id));
    });
  }
  async function remove() {
    setConfirming(undefined);
    if (stored === undefined) return;
    await run(async () => {
      await client.delete(`/api/product-versions/${stored.id}`);
      notify(t('productVersions.deleted', { name: stored.name }));
      await refreshList();
      navigate(productPath, { replace: true });
    });
  }

  const objectMessages = (index: number, input: string): string[] => {
    const server = serverErrors.objects[index]?.[input];
    if (server !== undefined) return [serverMessage(tServer, server)];
    return submitted ? objectText(errors.objects[index]?.[input]) : [];
  };
  const nameMessages =
    serverErrors.version.name !== undefined
      ? [serverMessage(tServer, serverErrors.version.name)]
      : submitted
        ? versionText(errors.name)
        : [];

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} sx={{ maxWidth: 1200 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5, mb: 2 }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('productVersions.pageTitle', {
              name: product === undefined ? '' : displayName(product, locale),
            })}
          </Typography>
          <VersionStateChip version={version} />
          {version.createdAt !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {t('productVersions.createdAt', { date: formatDateTime(version.createdAt, settings.timeZone) })}
            </Typography>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <FormTextField
            select
            label={t('productVersions.selector')}
            value={stored?.id ?? NEW_VERSION}
            onChange={(event) => navigate(versionPath(event.target.value))}
            messages={[]}
            sx={{ maxWidth: { md: 320 } }}
          >
            {names.map((each) => (
              <MenuItem key={each.id} value={each.id}>
                {each.name}
              </MenuItem>
            ))}
            {can('productVersion:Create') && (
              <MenuItem value={NEW_VERSION}>
                <AddIcon fontSize="small" sx={{ mr: 1 }} />
                {t('productVersions.addNewVersion')}
              </MenuItem>
            )}
          </FormTextField>
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', rowGap: 1, ml: { md: 'auto !important' } }}
          >
            {stored === undefined && can('productVersion:Create') && (
              <Button type="submit" variant="contained" startIcon={<AddIcon />}>
                {t('productVersions.addButton')}
              </Button>
            )}
            {stored !== undefined && !stored.active && can(activationPermission(stored)) && (
              <Button variant="outlined" color="success" startIcon={<PublishIcon />} onClick={askToActivate}>
                {t('productVersions.activate')}
              </Button>
            )}
            {stored !== undefined && can('productVersion:Create') && (
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {t('productVersions.copy')}
              </Button>
            )}
            {stored !== undefined && isDeletable(stored) && can('productVersion:Delete') && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming('delete')}>
                {t('productVersions.delete')}
              </Button>
            )}
            {stored !== undefined && !readOnly && (
              <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
                {t('productVersions.save')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>

      {version.locked && (
        <Alert severity="info" icon={<LockIcon />}>
          {t('productVersions.lockedNotice')}
        </Alert>
      )}
      <RefusalAlert refusal={refusal} onClose={dismissRefusal} />
      {submitted && hasVersionErrors(errors) && (
        <Alert severity="error">{t('productVersions.fixErrors')}</Alert>
      )}
      <ServerErrorLines others={serverErrors.others} />

      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <FormTextField
            label={t('productVersions.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setServerErrors((old) => ({ ...old, version: { ...old.version, name: undefined } }));
            }}
            messages={nameMessages}
            disabled={readOnly}
            required
          />
          <FormTextField
            label={t('productVersions.summaryTemplate')}
            value={summaryTemplate}
            onChange={(event) => setSummaryTemplate(event.target.value)}
            messages={
              serverErrors.version.summaryTemplate === undefined
                ? []
                : [serverMessage(tServer, serverErrors.version.summaryTemplate)]
            }
            hint={t('productVersions.summaryTemplateHint', { example: SUMMARY_EXAMPLE })}
            disabled={readOnly}
          />
        </Box>
      </Paper>

      <ObjectDefinitionsEditor
        objects={objects}
        onChange={setObjects}
        messagesOf={objectMessages}
        expanded={expanded}
        onExpandedChange={setExpanded}
        library={library}
        productType={product?.productType}
        conditionFields={conditionFields}
        lookups={catalog.lookups as LookupChoice[]}
        enrichments={catalog.enrichments}
        readOnly={readOnly}
      />

      {product !== undefined && (
        <CoreFieldsEditor
          productType={product.productType}
          objects={objects}
          value={coreFields}
          onChange={setCoreFields}
          readOnly={readOnly}
        />
      )}

      <ConfirmDialog
        open={confirming === 'activate'}
        title={t('productVersions.activateTitle', { name: version.name })}
        message={t('productVersions.activateMessage')}
        confirmLabel={t('productVersions.activate')}
        onConfirm={() => void activate()}
        onCancel={() => setConfirming(undefined)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('productVersions.deleteTitle', { name: version.name })}
        message={t('products.permanentAction')}
        confirmLabel={t('productVersions.delete')}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(undefined)}
      />
    </Stack>
  );
}
