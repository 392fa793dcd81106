import type { MenuProps } from '@mui/material/Menu';
import { useState, type MouseEvent } from 'react';

/** The props a popup menu's list takes from usePopupMenu: where it is anchored, whether it is open. */
export type PopupMenuProps = Pick<MenuProps, 'anchorEl' | 'open' | 'onClose'>;

/**
 * A button's popup menu whose list (the menu with its items) is a lazily loaded component: its code is not
 * part of the screen the button is on. `button` goes on the button: it opens the menu, and loads the list's
 * code on hover or focus, so that it opens at once. `menu` goes on the list, rendered once `used`: from its
 * first opening on, so that it closes with its transition.
 */
export function usePopupMenu(list: { preload(): Promise<void> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const close = () => setAnchor(null);
  return {
    used,
    close,
    menu: { anchorEl: anchor, open: anchor !== null, onClose: close } satisfies PopupMenuProps,
    button: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        setUsed(true);
        setAnchor(event.currentTarget);
      },
      onPointerEnter: () => void list.preload(),
      onFocus: () => void list.preload(),
      'aria-haspopup': 'menu',
    } as const,
  };
}
