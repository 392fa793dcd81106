import { useState } from 'react';
import type { GroupMember } from '@coverline/engine';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useDebouncedValue } from '../../search/useDebouncedValue.js';

/** Finds a user by name or e-mail who is not yet a member, and adds them to the group. */
export function AddMember({
  members,
  disabled,
  onAdd,
}: {
  members: readonly GroupMember[];
  disabled: boolean;
  onAdd: (user: GroupMember) => void;
}) {
  const { t } = useTranslation('UI-context');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<GroupMember | null>(null);
  const search = useDebouncedValue(typed.trim(), 300);
  const { data: candidates = [] } = useSWR<GroupMember[]>(
    `/api/permission-groups/find-members${search === '' ? '' : `?name=${encodeURIComponent(search)}`}`,
    { keepPreviousData: true },
  );
  const options = candidates.filter((candidate) => !members.some((member) => member.id === candidate.id));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <Autocomplete
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
        size="small"
        options={options}
        value={chosen}
        onChange={(_event, user) => setChosen(user)}
        inputValue={typed}
        onInputChange={(_event, text) => setTyped(text)}
        filterOptions={(all) => all}
        getOptionLabel={(user) => (user.name === user.email ? user.email : `${user.name} (${user.email})`)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={t('transferList.empty')}
        renderInput={(params) => <TextField {...params} label={t('permissionGroups.memberToAdd')} />}
      />
      <Button
        variant="outlined"
        startIcon={<PersonAddOutlinedIcon />}
        disabled={disabled || chosen === null}
        onClick={() => {
          if (chosen === null) return;
          onAdd(chosen);
          setChosen(null);
          setTyped('');
        }}
      >
        {t('permissionGroups.addMember')}
      </Button>
    </Stack>
  );
}
