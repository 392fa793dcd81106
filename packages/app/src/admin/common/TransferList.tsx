import { useId, useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One item to move between the lists; items of one `group` are listed together under its heading. */
export interface TransferItem {
  id: string;
  label: string;
  secondary?: string;
  group?: string;
}

export interface TransferListProps {
  /** Names the whole control, e.g. "Members". */
  label: string;
  /** Every item that may be chosen, the chosen ones among them, in the order to list them. */
  items: readonly TransferItem[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** What was typed in the available side's search, for callers that fetch candidates as the user types. */
  onSearch?: (text: string) => void;
}

/** Lists fit a fixed height, so the control keeps its place however many items there are. */
const LIST_HEIGHT = 250;

/**
 * Two lists, available and chosen, each searchable, with buttons that move the ticked items across. Works
 * by keyboard: each item is a checkbox button, each move button is labelled.
 */
export function TransferList({ label, items, chosen, onChange, onSearch }: TransferListProps) {
  const { t } = useTranslation('UI-context');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const available = items.filter((item) => !chosen.includes(item.id));
  const selected = items.filter((item) => chosen.includes(item.id));
  const move = (toChosen: boolean) => {
    const moving = (toChosen ? available : selected)
      .filter((item) => ticked.has(item.id))
      .map((item) => item.id);
    onChange(toChosen ? [...chosen, ...moving] : chosen.filter((id) => !moving.includes(id)));
    setTicked((old) => new Set([...old].filter((id) => !moving.includes(id))));
  };
  const toggle = (id: string) =>
    setTicked((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const side = (title: string, sideItems: readonly TransferItem[], search?: (text: string) => void) => (
    <TransferSide title={title} items={sideItems} ticked={ticked} onToggle={toggle} onSearch={search} />
  );
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="subtitle1" component="h2">
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: 'stretch' }}>
        {side(t('transferList.available', { name: label }), available, onSearch)}
        <Stack
          direction={{ xs: 'row', md: 'column' }}
          sx={{ justifyContent: 'center', alignItems: 'center' }}
        >
          <IconButton aria-label={t('transferList.add', { name: label })} onClick={() => move(true)}>
            <ChevronRightIcon sx={{ transform: { xs: 'rotate(90deg)', md: 'none' } }} />
          </IconButton>
          <IconButton aria-label={t('transferList.remove', { name: label })} onClick={() => move(false)}>
            <ChevronLeftIcon sx={{ transform: { xs: 'rotate(90deg)', md: 'none' } }} />
          </IconButton>
        </Stack>
        {side(t('transferList.chosen', { name: label }), selected)}
      </Stack>
    </Stack>
  );
}

function TransferSide({
  title,
  items,
  ticked,
  onToggle,
  onSearch,
}: {
  title: string;
  items: readonly TransferItem[];
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSearch: ((text: string) => void) | undefined;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const [search, setSearch] = useState('');
  const folded = search.trim().toLowerCase();
  const shown = items.filter((item) =>
    [item.label, item.secondary, item.group].some((text) => text?.toLowerCase().includes(folded)),
  );
  const groups = [...new Set(shown.map((item) => item.group))];
  return (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <Stack spacing={1} sx={{ p: 1 }}>
        <Typography id={titleId} variant="subtitle2">
          {title}
        </Typography>
        <TextField
          size="small"
          type="search"
          label={t('transferList.search', { name: title })}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            onSearch?.(event.target.value);
          }}
        />
      </Stack>
      <List dense aria-labelledby={titleId} sx={{ height: LIST_HEIGHT, overflow: 'auto', py: 0 }}>
        {shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('transferList.empty')}
          </Typography>
        )}
        {groups.map((group) => (
          <li key={group ?? ''}>
            <ul style={{ padding: 0 }}>
              {group !== undefined && <ListSubheader sx={{ lineHeight: '32px' }}>{group}</ListSubheader>}
              {shown
                .filter((item) => item.group === group)
                .map((item) => (
                  <ListItemButton key={item.id} onClick={() => onToggle(item.id)}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        size="small"
                        tabIndex={-1}
                        disableRipple
                        checked={ticked.has(item.id)}
                        slotProps={{ input: { 'aria-labelledby': `${titleId}-${item.id}` } }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      id={`${titleId}-${item.id}`}
                      primary={item.label}
                      secondary={item.secondary}
                    />
                  </ListItemButton>
                ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
