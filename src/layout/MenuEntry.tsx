// One entry of the side menu: a link, marked when it is the current page (`selected`, the name the
// MenuList looks for to make it the entry Tab lands on); with the column closed only its icon shows,
// named by its label (aria-label, and the browser's own tooltip). `note` adds to its accessible name
// what a badge on the icon shows (how many messages are unread).
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface MenuEntryProps {
  to: string;
  label: string;
  icon: ReactNode;
  selected: boolean;
  compact: boolean;
  onNavigate: () => void;
  note?: string;
  testId?: string;
  /** Given by the MenuList (the entry Tab lands on). */
  tabIndex?: number;
  autoFocus?: boolean;
}

export function MenuEntry({
  to,
  label,
  icon,
  selected,
  compact,
  onNavigate,
  note,
  testId,
  ...focus
}: MenuEntryProps) {
  const name = note ? `${label} (${note})` : label;
  return (
    <MenuItem
      {...focus}
      component={Link}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={compact || note ? name : undefined}
      title={compact ? name : undefined}
      onClick={onNavigate}
      data-testid={testId}
      sx={{ minHeight: 44, color: 'text.secondary', '&.Mui-selected': { color: 'text.primary' } }}
    >
      <ListItemIcon sx={{ color: 'inherit' }}>{icon}</ListItemIcon>
      {compact ? null : <ListItemText>{label}</ListItemText>}
    </MenuItem>
  );
}
