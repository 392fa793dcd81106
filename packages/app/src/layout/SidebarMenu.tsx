import { IconByName, lazyComponent, loadIcon } from '@coverline/widgets';
import { useEffect, useState } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { afterStart } from '../afterStart.js';
import type { MenuAction, MenuItem } from '../navigation/menu.js';
import type { ActionListProps } from './ActionList.js';
import { FALLBACK_MENU_ICON, MENU_ICONS } from './menuIcons.js';
import { usePopupMenu } from './PopupMenu.js';

const ActionList = lazyComponent<ActionListProps>(
  async () => (await import('./ActionList.js')).ActionList,
  null,
);

interface SidebarMenuProps {
  items: readonly MenuItem[];
  /** Icons only (mini view, not hovered): labels are kept for screen readers. */
  iconsOnly: boolean;
  /** Called after following a link (a temporary sidebar closes then). */
  onNavigate?: () => void;
}

/** Whether the address is the item's or lies under one of its entries. */
function leadsTo(item: MenuItem, pathname: string): boolean {
  const path = item.to?.split('?')[0];
  if (path !== undefined && (pathname === path || pathname.startsWith(`${path}/`))) return true;
  return item.children?.some((child) => leadsTo(child, pathname)) ?? false;
}

/** The catalogue icons of the entries, at any depth, as one text (a stable effect dependency). */
const iconNamesOf = (items: readonly MenuItem[]): string =>
  items
    .flatMap((item) => [item.iconName ?? '', iconNamesOf(item.children ?? [])])
    .filter((names) => names !== '')
    .join(' ');

/** The sidebar's entries as a tree of lists; groups open and close, the current page's group starts open. */
export function SidebarMenu({ items, iconsOnly, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = (item: MenuItem) => toggled.get(item.id) ?? leadsTo(item, pathname);
  const toggle = (item: MenuItem) => setToggled((old) => new Map(old).set(item.id, !isOpen(item)));
  // Saved queries' own icons wait for their drawings, fetched once the first screen is done (or sooner, by
  // a page that shows the same icons), so that they are not part of every signed-in first screen.
  const iconNames = iconNamesOf(items);
  useEffect(
    () =>
      afterStart(() =>
        iconNames
          .split(' ')
          .filter(Boolean)
          .forEach((name) => void loadIcon(name)),
      ),
    [iconNames],
  );

  const entries = (level: readonly MenuItem[], depth: number) =>
    level.map((item) => (
      <Entry
        key={item.id}
        item={item}
        depth={depth}
        iconsOnly={iconsOnly}
        open={isOpen(item)}
        current={leadsTo(item, pathname)}
        onToggle={toggle}
        onNavigate={onNavigate}
      >
        {item.children !== undefined && item.children.length > 0 && !iconsOnly && (
          <List component="div" disablePadding>
            {entries(item.children, depth + 1)}
          </List>
        )}
      </Entry>
    ));

  return <List component="div">{entries(items, 0)}</List>;
}

interface EntryProps {
  item: MenuItem;
  depth: number;
  iconsOnly: boolean;
  open: boolean;
  /** The current page is this entry's or lies under it. */
  current: boolean;
  onToggle: (item: MenuItem) => void;
  onNavigate: (() => void) | undefined;
  children: React.ReactNode;
}

function Entry({ item, depth, iconsOnly, open, current, onToggle, onNavigate, children }: EntryProps) {
  const { t } = useTranslation();
  const Icon = item.icon === undefined ? FALLBACK_MENU_ICON : MENU_ICONS[item.icon];
  const hasChildren = item.children !== undefined && item.children.length > 0;
  const childrenId = `sidebar-${item.id}-entries`;
  const fontSize = depth === 0 ? 'medium' : 'small';
  const icon = (
    <ListItemIcon sx={{ minWidth: 40 }}>
      {item.iconName === undefined ? (
        <Icon fontSize={fontSize} />
      ) : (
        <IconByName name={item.iconName} fontSize={fontSize} awaitCatalogue />
      )}
    </ListItemIcon>
  );
  const text = (
    <ListItemText
      primary={item.label}
      sx={iconsOnly ? visuallyHidden : { my: 0 }}
      slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: depth === 0 ? 600 : 400 } } }}
    />
  );
  const indent = { pl: 2 + depth * 2 };
  const expandIcon = open ? <ExpandLess /> : <ExpandMore />;

  const row =
    item.to !== undefined ? (
      <ListItemButton
        component={NavLink}
        to={item.to}
        end
        onClick={onNavigate}
        sx={{ ...indent, flexGrow: 1, ...CURRENT_PAGE }}
      >
        {icon}
        {text}
      </ListItemButton>
    ) : (
      <ListItemButton
        onClick={() => onToggle(item)}
        aria-expanded={hasChildren ? open : undefined}
        aria-controls={hasChildren ? childrenId : undefined}
        // With icons only, the group of the current page stands for it.
        selected={iconsOnly && current}
        sx={{ ...indent, flexGrow: 1 }}
      >
        {icon}
        {text}
        {hasChildren && !iconsOnly && expandIcon}
      </ListItemButton>
    );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {row}
        {!iconsOnly && item.actions !== undefined && item.actions.length > 0 && (
          <ActionsMenu name={item.label} actions={item.actions} onNavigate={onNavigate} />
        )}
        {!iconsOnly && hasChildren && item.to !== undefined && (
          <IconButton
            size="small"
            onClick={() => onToggle(item)}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t('menu.toggle', { name: item.label })}
            sx={{ mr: 1 }}
          >
            {expandIcon}
          </IconButton>
        )}
      </Box>
      {hasChildren && !iconsOnly && (
        <Collapse in={open} timeout="auto" unmountOnExit id={childrenId}>
          {children}
        </Collapse>
      )}
    </>
  );
}

function ActionsMenu({
  name,
  actions,
  onNavigate,
}: {
  name: string;
  actions: MenuAction[];
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { used, close, menu, button } = usePopupMenu(ActionList);
  return (
    <>
      <IconButton {...button} size="small" aria-label={t('menu.moreActions', { name })}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {used && (
        <ActionList
          {...menu}
          actions={actions}
          onChoose={() => {
            close();
            onNavigate?.();
          }}
        />
      )}
    </>
  );
}

/** The entry of the page on screen (NavLink marks it `active` and `aria-current="page"`). */
const CURRENT_PAGE = {
  '&.active': {
    bgcolor: 'action.selected',
    color: 'primary.main',
    boxShadow: (theme: Theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
    '& .MuiListItemIcon-root': { color: 'primary.main' },
    '& .MuiListItemText-primary': { fontWeight: 600 },
  },
} as const;

/** Hidden on screen, still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
