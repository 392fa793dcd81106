import type { AttachedLabel, Label, LabelAssociationType } from '@coverline/engine';
import CancelIcon from '@mui/icons-material/Cancel';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LabelChip } from '../../admin/labels/LabelChip.js';
import { useApi } from '../../api/ApiContext.js';
import { useCan } from '../../navigation/useCan.js';
import { usePanelChange } from './usePanelChange.js';

/** `LOAN_APPLICATION` → `loan-application`, the spelling of the address. */
const pathOfType = (type: LabelAssociationType) => type.toLowerCase().replaceAll('_', '-');

/**
 * The labels of a quote, loan application, policy, loan or party as chips in their colours; adding one of the
 * tenant's labels with LabelAssociationsCreate, removing one with LabelAssociationsDelete.
 */
export function LabelsPanel({ type, refId }: { type: LabelAssociationType; refId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const selectId = useId();
  const path = `/api/label-associations/${refId}/${pathOfType(type)}`;
  const { data: attached, mutate } = useSWR<AttachedLabel[]>(path);
  const mayAdd = can('labelAssociations:Create') && can('labels:List');
  const { data: labels = [] } = useSWR<Label[]>(mayAdd ? '/api/labels' : null);
  const addable = labels.filter((label) => !attached?.some((shown) => shown.labelId === label.id));

  const change = usePanelChange();
  const run = (call: () => Promise<AttachedLabel[] | undefined>) =>
    change(async () => mutate(await call(), { revalidate: false }));
  const add = (labelId: string) => run(() => client.post<AttachedLabel[]>(path, [labelId]));
  const remove = (label: AttachedLabel) =>
    run(async () => {
      await client.delete(`/api/label-associations/${label.id}`);
      return attached?.filter((shown) => shown.id !== label.id);
    });

  return (
    <section aria-label={t('workspace.panels.labels')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {attached?.length === 0 && (
          <Typography color="text.secondary">{t('workspace.panels.noLabels')}</Typography>
        )}
        {attached?.map((label) => (
          <LabelChip
            key={label.id}
            label={label}
            {...(can('labelAssociations:Delete')
              ? {
                  onDelete: () => void remove(label),
                  deleteIcon: (
                    <CancelIcon aria-label={t('workspace.panels.removeLabel', { name: label.name })} />
                  ),
                }
              : {})}
          />
        ))}
        {mayAdd && addable.length > 0 && (
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel id={selectId}>{t('workspace.panels.addLabel')}</InputLabel>
            <Select
              labelId={selectId}
              label={t('workspace.panels.addLabel')}
              value=""
              onChange={(event) => void add(String(event.target.value))}
            >
              {addable.map((label) => (
                <MenuItem key={label.id} value={label.id}>
                  <LabelChip label={label} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </Stack>
    </section>
  );
}
