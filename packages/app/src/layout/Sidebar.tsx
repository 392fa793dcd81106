import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { DrawerProps } from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import type { MenuItem } from '../navigation/menu.js';
import { lazyComponent } from '@coverline/widgets';
import { HEADER_HEIGHT, SIDEBAR_MINI_WIDTH, SIDEBAR_TRANSITION_MS, SIDEBAR_WIDTH } from './dimensions.js';
import type { SidebarSettings } from './layoutSettings.js';
import { SidebarMenu } from './SidebarMenu.js';

/** MUI's Drawer (a modal over the page) only for the sidebar of narrow screens, loaded there. */
const Drawer = lazyComponent<DrawerProps>(async () => (await import('@mui/material/Drawer')).default, null);

interface SidebarProps {
  sidebar: SidebarSettings;
  /** Whether the header is shown above a clipped sidebar. */
  belowHeader: boolean;
  items: readonly MenuItem[];
  label: string;
  /** Shown at the top of a full-height sidebar (the logo). */
  top: ReactNode;
  onClose: () => void;
}

/**
 * The navigation drawer in its three modes. A mini sidebar widens over the page while
 * the pointer is on it or keyboard focus is inside it.
 */
export function Sidebar({ sidebar, belowHeader, items, label, top, onClose }: SidebarProps) {
  const [expanded, setExpanded] = useState(false);
  const nav = (iconsOnly: boolean, onNavigate?: () => void) => (
    <Box component="nav" aria-label={label} sx={{ overflowY: 'auto', overflowX: 'hidden', flexGrow: 1 }}>
      <SidebarMenu
        items={items}
        iconsOnly={iconsOnly}
        {...(onNavigate === undefined ? {} : { onNavigate })}
      />
    </Box>
  );

  if (sidebar.variant === 'temporary') {
    return (
      <Drawer
        variant="temporary"
        open={sidebar.open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
        ModalProps={{ keepMounted: true }}
      >
        <Box sx={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', px: 2 }}>{top}</Box>
        <Divider />
        {nav(false, onClose)}
      </Drawer>
    );
  }

  const shown = sidebar.variant === 'permanent' || sidebar.open;
  const mini = sidebar.view === 'mini';
  const iconsOnly = mini && !expanded;
  const width = !shown ? 0 : iconsOnly ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  const clipped = sidebar.style === 'clipped' && belowHeader;
  // What MUI's permanent Drawer draws, a fixed paper beside the page, without the modal code it brings along.
  return (
    <Paper
      square
      elevation={0}
      onMouseEnter={() => setExpanded(mini)}
      onMouseLeave={() => setExpanded(false)}
      onFocus={() => setExpanded(mini)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
      sx={{
        position: 'fixed',
        left: 0,
        display: 'flex',
        flexDirection: 'column',
        overflowY: 'auto',
        outline: 0,
        borderRight: 1,
        borderColor: 'divider',
        width,
        top: clipped ? HEADER_HEIGHT : 0,
        height: clipped ? `calc(100% - ${HEADER_HEIGHT}px)` : '100%',
        visibility: shown ? 'visible' : 'hidden',
        overflowX: 'hidden',
        transition: `width ${SIDEBAR_TRANSITION_MS}ms ease, visibility ${SIDEBAR_TRANSITION_MS}ms`,
        boxShadow: mini && expanded ? 8 : 0,
        zIndex: (theme) => (clipped ? theme.zIndex.appBar - 1 : theme.zIndex.appBar + 1),
      }}
    >
      {!clipped && (
        <>
          <Box sx={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', px: 2, flexShrink: 0 }}>
            {iconsOnly ? null : top}
          </Box>
          <Divider />
        </>
      )}
      {nav(iconsOnly)}
    </Paper>
  );
}
