import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

interface TemplateDeleteDialogProps {
  /** The template to delete; without one the dialog is closed. */
  template: { id: string; name: string } | undefined;
  /** The templates' address, to which the id is added: `/api/products/{id}/document-templates`. */
  base: string;
  title: (name: string) => string;
  confirmLabel: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a product's template is deleted for good, then deletes it (a refusal shown as an error). */
export function TemplateDeleteDialog({
  template,
  base,
  title,
  confirmLabel,
  onClose,
  onDeleted,
}: TemplateDeleteDialogProps) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const showError = useShowError();
  return (
    <ConfirmDialog
      open={template !== undefined}
      title={title(template?.name ?? '')}
      message={t('products.permanentAction')}
      confirmLabel={confirmLabel}
      destructive
      onCancel={onClose}
      onConfirm={() => {
        if (template === undefined) return;
        onClose();
        client.delete(`${base}/${template.id}`).then(onDeleted, showError);
      }}
    />
  );
}
