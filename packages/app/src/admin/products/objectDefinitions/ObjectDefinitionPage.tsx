import { useMemo, useState } from 'react';
import type { ObjectDefinition, ObjectType } from '@coverline/engine';
import { IconByName } from '@coverline/widgets';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../../../api/ApiError.js';
import { useApi } from '../../../api/ApiContext.js';
import { displayName } from '../../../api/objectCatalog.js';
import { useObjectCatalog, useTenantSettings } from '../../../api/shellData.js';
import { useSaveResource } from '../../../api/useSaveResource.js';
import { useShowError } from '../../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../../errors/Notifications.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import { serverMessage } from '../../../i18n/serverMessage.js';
import { useBreadcrumbOverride } from '../../../navigation/BreadcrumbContext.js';
import { useCan } from '../../../navigation/useCan.js';
import { Busy } from '../../../pages/Busy.js';
import { ErrorPage } from '../../../pages/ErrorPage.js';
import { serverFieldErrors, type ServerFieldErrors } from '../../../pages/serverFieldErrors.js';
import { ConfirmDialog } from '../../common/ConfirmDialog.js';
import { RefusalAlert } from '../../common/RefusalAlert.js';
import { ServerErrorLines } from '../../common/ServerErrorLines.js';
import { conditionFieldOptions } from '../condition/conditionFieldOptions.js';
import type { LookupChoice } from '../fieldDefinition/FieldDefinitionDialog.js';
import { useValidationText } from '../useValidationText.js';
import { FieldsTable } from './FieldsTable.js';
import { objectDefinitionErrors } from './objectDefinitionErrors.js';
import { objectDefinitionPayload } from './objectDefinitionPayload.js';
import { ObjectDefinitionForm } from './ObjectDefinitionForm.js';
import { objectInputOf } from './objectInputOf.js';
import { CUSTOM_OBJECT_TYPES } from './objectTypes.js';

/** How a change to a library object reaches the product versions holding a copy of it (server `SaveMode`). */
export type SaveMode = 'plain' | 'propagate' | 'overwrite';

const SAVE_PATH: Record<SaveMode, string> = {
  plain: '/api/object-definitions',
  propagate: '/api/object-definitions/propagate',
  overwrite: '/api/object-definitions/overwrite',
};

const NEW_OBJECT: ObjectDefinition = {
  key: '',
  objectType: 'CUSTOM',
  name: '',
  fields: [],
  attributes: { controlType: 'SINGLE_OBJECT', columns: 2 },
};

/**
 * `/admin-area/object` (a new library object) and `/admin-area/object/{id}` (a library or system object): its
 * attributes and fields, saved plainly, propagated to the unlocked product versions that hold a copy (their own
 * fields kept), or overwriting those copies; deleted after a permanent-action confirmation.
 */
export function ObjectDefinitionPage() {
  const { id } = useParams();
  const { t } = useTranslation('UI-context');
  const showError = useShowError();
  const { data, error } = useSWR<ObjectDefinition>(
    id === undefined ? null : `/api/object-definitions/${id}`,
    {
      onError: (failure: unknown) => {
        if (!(failure instanceof ApiError && (failure.status === 404 || failure.status === 400)))
          showError(failure);
      },
    },
  );
  const library = useSWR<ObjectDefinition[]>('/api/object-definitions');
  if (error !== undefined) return <ErrorPage code="not_found" />;
  if ((id !== undefined && data === undefined) || library.data === undefined)
    return <Busy message={t('objectDefinition.loading')} />;
  return (
    <ObjectDefinitionEditor
      key={id === undefined ? 'new' : `${id}-${data?.version}`}
      stored={data}
      library={library.data}
    />
  );
}

const NO_SERVER_ERRORS: ServerFieldErrors<string> = { fields: {}, others: [] };

function ObjectDefinitionEditor({
  stored,
  library,
}: {
  stored: ObjectDefinition | undefined;
  library: ObjectDefinition[];
}) {
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
  const { pathname } = useLocation();
  const validationText = useValidationText('objectDefinition');
  const [object, setObject] = useState<ObjectDefinition>(stored ?? NEW_OBJECT);
  const [submitted, setSubmitted] = useState(false);
  const { serverErrors, setServerErrors, refusal, dismissRefusal, run } = useSaveResource({
    none: NO_SERVER_ERRORS,
    layOut: (validationErrors) => serverFieldErrors(validationErrors, objectInputOf),
    showsRefusals: true,
  });
  const [confirming, setConfirming] = useState<'overwrite' | 'delete' | undefined>();
  const isNew = stored === undefined;
  const readOnly = !can(isNew ? 'objectDefinition:Create' : 'objectDefinition:Update');
  const name = displayName(object, locale) || t('objectDefinition.newObject');
  useBreadcrumbOverride(pathname, {
    label: isNew ? t('objectDefinition.newCrumb') : displayName(stored, locale),
  });

  const otherKeys = library.filter((each) => each.id !== stored?.id).map((each) => each.key);
  const errors = objectDefinitionErrors(object, otherKeys);
  const conditionFields = useMemo(
    () =>
      conditionFieldOptions([object], {
        library,
        lookups: catalog.lookups as LookupChoice[],
        currencies: settings.supportedCurrencies,
        locale,
        amountLabel: t('objectDefinition.amount'),
      }),
    [object, library, catalog.lookups, settings.supportedCurrencies, locale, t],
  );
  const messagesOf = (input: string): string[] => {
    const server = serverErrors.fields[input];
    if (server !== undefined) return [serverMessage(tServer, server)];
    return submitted ? validationText(errors[input]) : [];
  };

  async function save(mode: SaveMode) {
    setConfirming(undefined);
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setServerErrors(NO_SERVER_ERRORS);
    const payload = objectDefinitionPayload(object, object.seq ?? library.length);
    await run(async () => {
      const saved = isNew
        ? await client.post<ObjectDefinition>(SAVE_PATH.plain, payload)
        : await client.put<ObjectDefinition>(SAVE_PATH[mode], payload);
      await mutate('/api/object-catalog');
      await mutate('/api/object-definitions');
      notify(t(isNew ? 'objectDefinition.added' : `objectDefinition.saved.${mode}`, { name: saved.name }));
      if (isNew) navigate(`/admin-area/object/${saved.id}`, { replace: true });
      else await mutate(`/api/object-definitions/${saved.id}`, saved, { revalidate: false });
    });
  }

  async function remove() {
    setConfirming(undefined);
    await run(async () => {
      await client.delete(`/api/object-definitions/${stored?.id}`);
      await mutate('/api/object-catalog');
      await mutate('/api/object-definitions');
      notify(t('objectDefinition.deleted', { name: stored?.name }));
      navigate('/admin-area', { replace: true });
    });
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5, mb: 3 }}
        >
          <IconByName name={object.iconName} color="primary" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {isNew ? t('objectDefinition.newLibraryObject') : name}
          </Typography>
          {!isNew && can('objectDefinition:Delete') && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming('delete')}>
              {t('objectDefinition.delete')}
            </Button>
          )}
          {!readOnly && !isNew && (
            <>
              <Tooltip describeChild title={t('objectDefinition.propagateHint')}>
                <Button variant="outlined" onClick={() => void save('propagate')}>
                  {t('objectDefinition.savePropagate')}
                </Button>
              </Tooltip>
              <Tooltip describeChild title={t('objectDefinition.overwriteHint')}>
                <Button variant="outlined" color="warning" onClick={() => setConfirming('overwrite')}>
                  {t('objectDefinition.saveOverwrite')}
                </Button>
              </Tooltip>
            </>
          )}
          {!readOnly && (
            <Tooltip describeChild title={isNew ? '' : t('objectDefinition.plainHint')}>
              <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save('plain')}>
                {t('objectDefinition.save')}
              </Button>
            </Tooltip>
          )}
        </Stack>
        <RefusalAlert refusal={refusal} onClose={dismissRefusal} sx={{ mb: 2 }} />
        {submitted && Object.keys(errors).length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('objectDefinition.fixErrors')}
          </Alert>
        )}
        <ServerErrorLines others={serverErrors.others} sx={{ mb: 2 }} />
        <ObjectDefinitionForm
          object={object}
          onChange={setObject}
          messagesOf={messagesOf}
          conditionFields={conditionFields}
          enrichments={catalog.enrichments}
          objectTypes={isNew ? (CUSTOM_OBJECT_TYPES as ObjectType[]) : undefined}
          readOnly={readOnly}
        />
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <FieldsTable
          object={object}
          onChange={setObject}
          conditionFields={conditionFields}
          references={library.filter((each) => each.id !== undefined)}
          lookups={catalog.lookups as LookupChoice[]}
          formulaObjects={library.filter((each) => each.id !== object.id)}
          readOnly={readOnly}
        />
      </Paper>
      <ConfirmDialog
        open={confirming === 'overwrite'}
        title={t('objectDefinition.overwriteTitle', { name })}
        message={t('objectDefinition.overwriteMessage')}
        confirmLabel={t('objectDefinition.saveOverwrite')}
        destructive
        onConfirm={() => void save('overwrite')}
        onCancel={() => setConfirming(undefined)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('objectDefinition.deleteTitle', { name })}
        message={t('products.permanentAction')}
        confirmLabel={t('objectDefinition.delete')}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(undefined)}
      />
    </Stack>
  );
}
