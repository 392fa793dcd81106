import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { confirmationErrors, passwordErrors } from '../../pages/passwordRules.js';
import { serverFieldErrors, type ServerFieldErrors } from '../../pages/serverFieldErrors.js';

type Field = 'password' | 'confirmPassword';
const FIELDS: readonly Field[] = ['password', 'confirmPassword'];
const NONE: ServerFieldErrors<Field> = { fields: {}, others: [] };

/** Sets another user's password: the shared password rules, typed twice. */
export function PasswordDialog({
  userId,
  userName,
  onClose,
  onChanged,
}: {
  userId: string;
  userName: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['UI-context', 'frontend-validations']);
  const { t: tGlobal } = useTranslation();
  const { client } = useApi();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const save = useSaveResource({ none: NONE, layOut: (errors) => serverFieldErrors(errors, FIELDS) });
  const errors = {
    password: passwordErrors(form.password),
    confirmPassword: confirmationErrors(form.password, form.confirmPassword),
  };
  const messages = (field: Field) => {
    const fromServer = save.serverErrors.fields[field];
    if (fromServer !== undefined) return [serverMessage(tGlobal, fromServer)];
    return touched.has(field)
      ? errors[field].map((message) => t(`frontend-validations:${message.key}`, message.values ?? {}))
      : [];
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(FIELDS));
    if (errors.password.length + errors.confirmPassword.length > 0) return;
    void save.run(async () => {
      await client.put(`/api/users/${userId}/change-password`, form);
      onChanged();
    });
  };
  const field = (name: Field, label: string) => (
    <FormTextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      value={form[name]}
      onChange={(event) => {
        setForm((old) => ({ ...old, [name]: event.target.value }));
        save.setServerErrors((old) => ({ ...old, fields: { ...old.fields, [name]: undefined } }));
      }}
      onBlur={() => setTouched((old) => new Set(old).add(name))}
      messages={messages(name)}
      required
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('users.changePasswordOf', { name: userName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('password', t('users.fields.newPassword'))}
            {field('confirmPassword', t('users.fields.confirmPassword'))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('users.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.saving}>
            {t('users.changePassword')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
