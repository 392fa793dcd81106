import type { PartyType } from '@coverline/engine';
import type { PartyReference } from '@coverline/widgets';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../errors/Notifications.js';
import { Busy } from '../../pages/Busy.js';
import { useCompiledForm } from '../forms/useCompiledForm.js';
import { partyReferenceOf } from './party.js';
import { PersonForm } from './PersonForm.js';
import { usePartyDraft } from './usePartyDraft.js';

/** The new-person form in a dialog (see useCreatePartyDialog). */
export function CreatePartyDialog({
  partyTypes,
  onClose,
}: {
  partyTypes: readonly PartyType[];
  onClose: (party: PartyReference | undefined) => void;
}) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [partyType, setPartyType] = useState<PartyType>(partyTypes[0] ?? 'PRIVATE');
  const titleId = 'create-party-title';
  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      onClose={() => onClose(undefined)}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('workspace.persons.createTitle')}</DialogTitle>
      <DialogContent>
        {partyTypes.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={partyType}
            onChange={(_, chosen: PartyType | null) => chosen !== null && setPartyType(chosen)}
            aria-label={t('workspace.persons.type')}
            sx={{ mb: 2 }}
          >
            {partyTypes.map((type) => (
              <ToggleButton key={type} value={type}>
                {t(`classifiers:partyTypes.${type}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <DraftPersonForm
          key={partyType}
          partyType={partyType}
          onSaved={(party) => onClose(party)}
          onFailed={() => onClose(undefined)}
          cancel={<Button onClick={() => onClose(undefined)}>{t('workspace.cancel')}</Button>}
        />
      </DialogContent>
    </Dialog>
  );
}

function DraftPersonForm({
  partyType,
  onSaved,
  onFailed,
  cancel,
}: {
  partyType: PartyType;
  onSaved: (party: PartyReference) => void;
  /** The form could not be loaded (the error is shown by the shared handler). */
  onFailed: () => void;
  cancel: ReactNode;
}) {
  const { t } = useTranslation('UI-context');
  const notify = useNotify();
  const { data: draft, error } = usePartyDraft(partyType);
  const failed = error !== undefined;
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  const form = useCompiledForm(draft?.dataDefinition, 'edit');
  if (draft === undefined || form === undefined) return <Busy message={t('workspace.persons.preparing')} />;
  return (
    <PersonForm
      form={form}
      party={draft.party}
      actions={cancel}
      onSaved={(saved) => {
        notify(t('workspace.persons.saved'));
        onSaved(partyReferenceOf(saved));
      }}
    />
  );
}
