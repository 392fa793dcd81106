import type { DocumentTemplate } from '@coverline/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateNameDialog } from './TemplateNameDialog.js';

/** A copy of a template under a new name (required). */
export function CopyTemplateDialog({
  source,
  copy,
  onCopied,
  onClose,
}: {
  source: DocumentTemplate;
  copy: (name: string) => Promise<DocumentTemplate>;
  onCopied: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const [name, setName] = useState(t('products.templates.copyName', { name: source.name }));
  const [refusal, setRefusal] = useState<unknown>();
  return (
    <TemplateNameDialog
      title={t('products.templates.copyTitle', { name: source.name })}
      maxWidth="xs"
      name={name}
      onName={setName}
      refusal={refusal}
      submitLabel={t('products.templates.copy')}
      onSubmit={(trimmed) => void copy(trimmed).then(onCopied, setRefusal)}
      onClose={onClose}
    />
  );
}
