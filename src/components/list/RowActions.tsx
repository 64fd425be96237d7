// The context menu of a list row (spec §2 shared pieces: context menu, popover): a ⋮ button that
// opens the row's actions in a popover menu, and the same menu at the pointer when the row is
// right-clicked anywhere.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface RowAction {
  /** i18n key of the action's label. */
  label: string;
  icon?: ReactNode;
  onClick(): void;
  disabled?: boolean;
  hidden?: boolean;
}

type Anchor = { kind: 'button'; el: HTMLElement } | { kind: 'pointer'; top: number; left: number };

export function RowActions({ actions, label = 'app.row_actions' }: { actions: RowAction[]; label?: string }) {
  const translate = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<Anchor | null>(null);

  useEffect(() => {
    const row = button.current?.closest('tr');
    if (!row) return;
    const onContextMenu = (e: MouseEvent) => {
      e.preventDefault();
      setAnchor({ kind: 'pointer', top: e.clientY, left: e.clientX });
    };
    row.addEventListener('contextmenu', onContextMenu);
    return () => row.removeEventListener('contextmenu', onContextMenu);
  }, []);

  const visible = actions.filter((a) => !a.hidden);
  if (visible.length === 0) return null;
  return (
    <>
      <IconButton
        ref={button}
        size="small"
        aria-label={translate(label)}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor({ kind: 'button', el: e.currentTarget });
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
        anchorEl={anchor?.kind === 'button' ? anchor.el : null}
        anchorReference={anchor?.kind === 'pointer' ? 'anchorPosition' : 'anchorEl'}
        anchorPosition={anchor?.kind === 'pointer' ? { top: anchor.top, left: anchor.left } : undefined}
      >
        {visible.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            {translate(action.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
