import type { ClaimStatus } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import type { ValidationErrors } from '../../api/ApiError.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { Busy } from '../../pages/Busy.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useCan } from '../../navigation/useCan.js';
import { claims } from '../../resources/workspaceResources.js';
import { useCompiledForm } from '../forms/useCompiledForm.js';
import { FormActions } from '../forms/FormActions.js';
import { useFindParties } from '../forms/useFindParties.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { useCreatePartyDialog } from '../persons/useCreatePartyDialog.js';
import { operationTo, statusOptions, type ClaimContext, type ClaimDraftContext } from './claim.js';

interface ClaimFormProps {
  context: ClaimContext | ClaimDraftContext;
  onSaved: (saved: ClaimContext) => void;
}

/**
 * A claim's form: the claim form's fields and its status. A new claim shows its initial status read-only; a
 * stored one offers its own status and those its workflow allows next, and Save makes the move to the one
 * chosen. What the server refuses shows on the fields.
 */
export function ClaimForm({ context, onSaved }: ClaimFormProps) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { locale } = useLocale();
  const { client } = useApi();
  const can = useCan();
  const notify = useNotify();
  const widgetTexts = useWidgetTexts();
  const findParties = useFindParties();
  const createParty = useCreatePartyDialog();
  const { claim } = context;
  const stored = 'id' in claim;
  const [status, setStatus] = useState<ClaimStatus>(claim.status);
  const options = stored ? statusOptions(claim.status, context.availableOperations, can) : [claim.status];
  const form = useCompiledForm(context.dataDefinition, 'edit');
  const { serverErrors, saving, run } = useSaveResource<ValidationErrors | undefined>({
    none: undefined,
    layOut: (validationErrors) => validationErrors,
  });

  async function save(data: Record<string, unknown>) {
    const applicant = (data.claim as { applicant?: { id: string } } | undefined)?.applicant;
    await run(async () => {
      const operation = operationTo(claim.status, status).toLowerCase();
      const saved = await client.post<ClaimContext>(`${claims.api}/${operation}`, {
        claim: stored ? { id: claim.id, version: claim.version, data } : { data },
        policy: { id: claim.policy.id },
        product: { id: claim.product.id },
        applicant: { id: applicant?.id ?? '' },
      });
      notify(t('workspace.claims.saved'));
      onSaved(saved);
    });
  }

  if (form === undefined) return <Busy message={t('workspace.claims.loading')} />;
  return (
    <>
      <TextField
        select={stored}
        label={t('workspace.columns.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as ClaimStatus)}
        disabled={!stored || options.length < 2}
        sx={{ mb: 2, minWidth: 240 }}
        {...(stored ? {} : { value: t(`classifiers:claimStatuses.${claim.status}`) })}
      >
        {stored &&
          options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`classifiers:claimStatuses.${option}`)}
            </MenuItem>
          ))}
      </TextField>
      <SchemaForm
        form={form}
        formData={claim.data}
        serverErrors={serverErrors}
        locale={locale}
        t={widgetTexts}
        {...(can('party:FindAll') ? { searchParties: findParties } : {})}
        {...(can('party:Create') ? { onCreateParty: createParty.open } : {})}
        onSubmit={(data) => void save(data)}
      >
        <FormActions>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
            {t('workspace.save')}
          </Button>
        </FormActions>
      </SchemaForm>
      {createParty.dialog}
    </>
  );
}
