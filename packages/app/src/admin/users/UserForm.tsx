import { useState, type FormEvent } from 'react';
import type { PermissionGroupListItem, User } from '@coverline/engine';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { useTenantSettings } from '../../api/shellData.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { displayName } from '../../api/objectCatalog.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useCan } from '../../navigation/useCan.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { serverFieldErrors, type ServerFieldErrors } from '../../pages/serverFieldErrors.js';
import { ServerErrorLines } from '../common/ServerErrorLines.js';
import { PhotoField, isAcceptedPhoto } from './PhotoField.js';
import {
  localeOptions,
  newUserPayload,
  userErrors,
  userUpdatePayload,
  type UserDraft,
  type UserField,
} from './userDraft.js';

const SERVER_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'locale',
  'permissionGroups',
] as const;
type ServerField = (typeof SERVER_FIELDS)[number];
const NO_SERVER_ERRORS: ServerFieldErrors<ServerField> = { fields: {}, others: [] };

export interface UserFormProps {
  /** The saved user; none while adding. */
  user: User | undefined;
  initial: UserDraft;
  onSaved: (saved: User) => void;
  onCancel: () => void;
}

/**
 * A user's e-mail (fixed once saved), names, password with its confirmation (only when adding), language,
 * permission groups (for those who may give them) and photo.
 */
export function UserForm({ user, initial, onSaved, onCancel }: UserFormProps) {
  const { t, i18n } = useTranslation(['UI-context', 'global', 'frontend-validations', 'localization']);
  const { t: tGlobal } = useTranslation();
  const { client } = useApi();
  const can = useCan();
  const { settings } = useTenantSettings();
  const adding = user === undefined;
  const choosesGroups = can('user:UpdatePermissionGroups') && can('permissionGroup:FindAll');
  const { data: groups = [] } = useSWR<PermissionGroupListItem[]>(
    choosesGroups ? '/api/permission-groups/find-all' : null,
  );
  const [draft, setDraft] = useState(initial);
  const [photo, setPhoto] = useState<File | undefined>();
  const [touched, setTouched] = useState<ReadonlySet<UserField>>(new Set());
  const save = useSaveResource({
    none: NO_SERVER_ERRORS,
    layOut: (errors) => serverFieldErrors(errors, SERVER_FIELDS),
  });
  const errors = userErrors(draft, adding);

  const messages = (field: ServerField): string[] => {
    const fromServer = save.serverErrors.fields[field];
    if (fromServer !== undefined) return [serverMessage(tGlobal, fromServer)];
    if (!(field in errors) || !touched.has(field as UserField)) return [];
    return errors[field as UserField].map((message) =>
      t(`frontend-validations:${message.key}`, message.values ?? {}),
    );
  };
  const change = (patch: Partial<UserDraft>, field?: ServerField) => {
    setDraft((old) => ({ ...old, ...patch }));
    if (field !== undefined)
      save.setServerErrors((old) => ({ ...old, fields: { ...old.fields, [field]: undefined } }));
  };
  const touch = (field: UserField) => setTouched((old) => new Set(old).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['email', 'password', 'confirmPassword']));
    if (Object.values(errors).some((list) => list.length > 0)) return;
    if (photo !== undefined && !isAcceptedPhoto(photo)) return;
    void save.run(async () => {
      let saved = adding
        ? await client.post<User>('/api/users', newUserPayload(draft, choosesGroups))
        : await client.put<User>('/api/users', userUpdatePayload(draft, user));
      const groupIds = saved.permissionGroups.map((group) => group.id);
      if (!adding && choosesGroups && !sameMembers(groupIds, draft.permissionGroupIds)) {
        saved = await client.put<User>(`/api/users/${saved.id}/update-permission-groups`, {
          version: saved.version,
          permissionGroups: draft.permissionGroupIds.map((id) => ({ id })),
        });
      }
      if (photo !== undefined && can('user:UpdatePhoto'))
        saved = await client.upload<User>(`/api/users/${saved.id}/photo`, [photo]);
      onSaved(saved);
    });
  };

  const passwordField = (name: 'password' | 'confirmPassword', label: string) => (
    <FormTextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      value={draft[name]}
      onChange={(event) => change({ [name]: event.target.value }, name)}
      onBlur={() => touch(name)}
      messages={messages(name)}
      required
    />
  );
  const chosenGroups = groups.filter((group) => draft.permissionGroupIds.includes(group.id));

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3, overflowWrap: 'anywhere' }}>
        {adding ? t('users.newTitle') : t('users.editTitle', { name: user.name })}
      </Typography>
      <Stack spacing={2}>
        <FormTextField
          name="email"
          label={t('users.fields.email')}
          type="email"
          autoComplete="off"
          value={draft.email}
          disabled={!adding}
          onChange={(event) => change({ email: event.target.value }, 'email')}
          onBlur={() => touch('email')}
          messages={messages('email')}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            name="firstName"
            label={t('users.fields.firstName')}
            value={draft.firstName}
            onChange={(event) => change({ firstName: event.target.value }, 'firstName')}
            messages={messages('firstName')}
          />
          <FormTextField
            name="lastName"
            label={t('users.fields.lastName')}
            value={draft.lastName}
            onChange={(event) => change({ lastName: event.target.value }, 'lastName')}
            messages={messages('lastName')}
          />
        </Stack>
        {adding && passwordField('password', t('users.fields.password'))}
        {adding && passwordField('confirmPassword', t('users.fields.confirmPassword'))}
        <TextField
          select
          name="locale"
          label={t('users.fields.locale')}
          value={draft.locale}
          onChange={(event) => change({ locale: event.target.value }, 'locale')}
          required
        >
          {localeOptions(settings.supportedLanguages, draft.locale).map((locale) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {t(`localization:languages.${locale}`, { defaultValue: locale })}
            </MenuItem>
          ))}
        </TextField>
        {draft.affiliation !== null && (
          <TextField
            label={t('users.fields.affiliation')}
            value={draft.affiliation.name}
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        {choosesGroups && (
          <Autocomplete
            multiple
            options={groups}
            value={chosenGroups}
            getOptionLabel={(group) => displayName(group, i18n.language)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, chosen) =>
              change({ permissionGroupIds: chosen.map((group) => group.id) }, 'permissionGroups')
            }
            noOptionsText={t('users.noGroups')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('users.fields.permissionGroups')}
                error={messages('permissionGroups').length > 0}
                helperText={messages('permissionGroups')[0]}
              />
            )}
          />
        )}
        {can('user:UpdatePhoto') && <PhotoField file={photo} onChange={setPhoto} />}
        <ServerErrorLines others={save.serverErrors.others} />
        {save.refusal !== undefined && <Alert severity="warning">{save.refusal}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('users.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.saving}>
            {t('users.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
