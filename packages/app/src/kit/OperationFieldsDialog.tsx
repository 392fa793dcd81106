import type { CompiledForm } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/LocaleContext.js';
import { useWidgetTexts } from '../workspace/forms/useWidgetTexts.js';
import type { OperationStyle } from './operationStyles.js';

interface OperationFieldsDialogProps {
  /** Translated: the operation's button label. */
  label: string;
  style: OperationStyle;
  /** The fields the operation asks for, compiled for it. */
  form: CompiledForm;
  /** The record's data, so that values given before are offered again. */
  data: Record<string, unknown>;
  onSubmit: (collected: Record<string, unknown>) => void;
  onCancel: () => void;
}

/**
 * Collects the fields an operation asks for before it is sent. They are errors, not warnings: the
 * operation does not go without them.
 */
export function OperationFieldsDialog({
  label,
  style,
  form,
  data,
  onSubmit,
  onCancel,
}: OperationFieldsDialogProps) {
  const { t } = useTranslation('UI-context');
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const titleId = useId();
  // Only the objects asked for: the dialog's form knows no others.
  const asked = Object.fromEntries(
    Object.keys(form.schema.properties ?? {}).flatMap((key) => (key in data ? [[key, data[key]]] : [])),
  );
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent>
        <SchemaForm
          form={form}
          formData={asked}
          // Not a save: errors block the operation.
          operation="operation"
          locale={locale}
          t={widgetTexts}
          onSubmit={(collected) => onSubmit(collected)}
        >
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={onCancel}>{t('workspace.cancel')}</Button>
            <Button type="submit" variant="contained" color={style.buttonColor}>
              {label}
            </Button>
          </DialogActions>
        </SchemaForm>
      </DialogContent>
    </Dialog>
  );
}
