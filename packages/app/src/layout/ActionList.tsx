import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import type { MenuAction } from '../navigation/menu.js';
import type { PopupMenuProps } from './PopupMenu.js';

export interface ActionListProps extends PopupMenuProps {
  actions: readonly MenuAction[];
  /** Closes the menu as an action is chosen. */
  onChoose: () => void;
}

/** The further actions of a sidebar entry ("New quote" of a product), each a link. */
export function ActionList({ actions, onChoose, ...menu }: ActionListProps) {
  return (
    <Menu {...menu}>
      {actions.map((action) => (
        <MenuItem key={action.to} component={Link} to={action.to} onClick={onChoose}>
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
