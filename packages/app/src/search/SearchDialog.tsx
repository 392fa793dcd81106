import { useId, useRef, useState, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { formatDate, isPlainDate, SEARCH_COUNT_CAP, type SearchResult } from '@coverline/engine';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import useSWR from 'swr';
import { useObjectCatalog } from '../api/shellData.js';
import { Busy } from '../pages/Busy.js';
import { allResultsLink, contractLink, loanPaymentsLink, partyLink, quoteLink } from './searchLinks.js';
import { isEmptyResult, SEARCH_GROUPS, type SearchGroupName } from './searchGroups.js';
import { useDebouncedValue } from './useDebouncedValue.js';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Row {
  key: string;
  to: string;
  primary: string;
  secondary: string;
}

/** The global search. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['global', 'lending', 'classifiers']);
  const titleId = useId();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const keyword = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data } = useSWR<SearchResult>(
    keyword === '' ? null : `/api/search?search=${encodeURIComponent(keyword)}`,
    {
      keepPreviousData: true,
    },
  );
  const { queries } = useObjectCatalog();

  const status = (kind: 'quoteStatuses' | 'contractStatuses', value: string) =>
    t(`classifiers:${kind}.${value}` as 'classifiers:quoteStatuses.NEW', { defaultValue: value });
  const period = (start?: string | null, end?: string | null) =>
    start && end && isPlainDate(start) && isPlainDate(end)
      ? ` · ${formatDate(start)} – ${formatDate(end)}`
      : '';
  const join = (...parts: (string | null | undefined)[]) => parts.filter((part) => part).join(' · ');

  const groupTitle: Record<SearchGroupName, string> = {
    parties: t('search.persons'),
    insuranceQuotes: t('search.quotes'),
    loanApplications: t('lending:loanApplications'),
    policies: t('search.policies'),
    loans: t('lending:loans'),
  };

  function rows(result: SearchResult, group: SearchGroupName): Row[] {
    switch (group) {
      case 'parties':
        return result.parties.items.map((hit) => ({
          key: hit.id,
          to: partyLink(hit),
          primary: hit.name,
          secondary: join(hit.email, t(`classifiers:partyTypes.${hit.partyType}`)),
        }));
      case 'insuranceQuotes':
      case 'loanApplications':
        return result[group].items.map((hit) => ({
          key: hit.entityId,
          to: quoteLink(group, hit),
          primary: join(hit.quoteNr, hit.productName),
          secondary:
            join(hit.contracteeName, status('quoteStatuses', hit.status)) +
            period(hit.startDate, hit.endDate),
        }));
      case 'policies':
      case 'loans':
        return result[group].items.flatMap((hit) => {
          const row = {
            key: hit.entityId,
            to: contractLink(group, hit),
            primary: join(hit.contractNumber, hit.productName),
            secondary:
              join(hit.contracteeName, status('contractStatuses', hit.status)) +
              period(hit.startDate, hit.endDate),
          };
          if (group === 'policies') return [row];
          const payments = {
            key: `${hit.entityId}-payments`,
            to: loanPaymentsLink(hit),
            primary: t('lending:payments'),
            secondary: hit.contractNumber,
          };
          return [row, payments];
        });
    }
  }

  let body: ReactNode;
  if (keyword === '') body = <Typography color="text.secondary">{t('search.startTyping')}</Typography>;
  else if (data === undefined) body = <Busy message={t('search.searching')} />;
  else if (isEmptyResult(data))
    body = (
      <Typography color="text.secondary">{t('search.nothingFoundUsingKeyword', { keyword })}</Typography>
    );
  else {
    body = SEARCH_GROUPS.filter((group) => (data[group]?.items.length ?? 0) > 0).map((group) => {
      const seeAll =
        data[group].count > data[group].items.length ? allResultsLink(group, keyword, queries) : undefined;
      return (
        <Box component="section" key={group} aria-labelledby={`${titleId}-${group}`} sx={{ mb: 2 }}>
          <Typography id={`${titleId}-${group}`} variant="overline" component="h3" color="text.secondary">
            {groupTitle[group]}
          </Typography>
          <List dense disablePadding>
            {rows(data, group).map((row) => (
              <ListItemButton
                key={row.key}
                component={RouterLink}
                to={row.to}
                onClick={onClose}
                sx={{ pl: row.key.endsWith('-payments') ? 5 : 2 }}
              >
                <ListItemText primary={row.primary} secondary={row.secondary} />
              </ListItemButton>
            ))}
          </List>
          {seeAll !== undefined && (
            <Link component={RouterLink} to={seeAll} onClick={onClose} variant="body2" sx={{ ml: 2 }}>
              {t('search.seeAll', {
                total: data[group].count > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : data[group].count,
              })}
            </Link>
          )}
        </Box>
      );
    });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      // The search box takes focus on every opening (the dialog stays mounted between searches), once its
      // portal is mounted; autoFocus alone lost the race with the focus trap after the sidebar had been a drawer.
      disableAutoFocus
      slotProps={{
        paper: { sx: { alignSelf: 'flex-start', mt: 10 } },
        transition: { onEntering: () => inputRef.current?.focus() },
      }}
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
      >
        {t('search.title')}
        <IconButton onClick={onClose} aria-label={t('search.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <TextField
          inputRef={inputRef}
          fullWidth
          type="search"
          label={t('search.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1, mb: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box aria-live="polite" sx={{ minHeight: 120 }}>
          {body}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
