import type { CompiledForm } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { ValidationErrors } from '../../api/ApiError.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { FormActions } from './FormActions.js';
import { useWidgetTexts } from './useWidgetTexts.js';

interface SavingSchemaFormProps<Saved> {
  /** The record's form, generated from its object definitions. */
  form: CompiledForm;
  formData: Record<string, unknown>;
  /** Sends valid data to the server; its answer goes to `onSaved`. */
  save: (data: Record<string, unknown>) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  saveLabel: string;
  /** Buttons before Save, e.g. Cancel. */
  actions?: ReactNode;
}

/**
 * A record's generated form with its save: client validation blocks the save; what the server refuses (a
 * unique-fields constraint such as a code another record has) shows on the field it concerns, or as an alert
 * line.
 */
export function SavingSchemaForm<Saved>({
  form,
  formData,
  save,
  onSaved,
  saveLabel,
  actions,
}: SavingSchemaFormProps<Saved>) {
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const { serverErrors, saving, run } = useSaveResource<ValidationErrors | undefined>({
    none: undefined,
    layOut: (validationErrors) => validationErrors,
  });
  return (
    <SchemaForm
      form={form}
      formData={formData}
      serverErrors={serverErrors}
      locale={locale}
      t={widgetTexts}
      onSubmit={(data) => void run(async () => onSaved(await save(data)))}
    >
      <FormActions>
        {actions}
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {saveLabel}
        </Button>
      </FormActions>
    </SchemaForm>
  );
}
