// For a person in several companies: the company they are in, in the app bar, and a menu to move
// to another one without signing out (disabled companies are shown, not offered).
import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { CompanyChoice } from '../../common/schemas/auth';
import { useIsPhone } from '../components/list/useIsPhone';
import { switchCompany } from '../providers/companySwitch';
import { clearTabs } from '../providers/tabs';

export function CompanySwitcher() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const phone = useIsPhone();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const companies = (identity?.empresas as CompanyChoice[] | undefined) ?? [];
  const current = identity?.empresa as { id: number; nome: string } | null | undefined;
  if (companies.length < 2 || !current) return null;

  const label = translate('app.company_switch.label', { company: current.nome });
  const opener = {
    title: label,
    color: 'inherit' as const,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? 'company-menu' : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };
  const choose = (id: number) => {
    setAnchor(null);
    if (id === current.id) return;
    setBusy(true);
    // A refusal is shown by the HTTP layer (the API's message); the user stays where they were.
    switchCompany(id, clearTabs).catch(() => setBusy(false));
  };
  return (
    <>
      {phone ? (
        <IconButton {...opener} disabled={busy}>
          <BusinessIcon />
        </IconButton>
      ) : (
        <Button
          {...opener}
          disabled={busy}
          startIcon={<BusinessIcon />}
          sx={{ textTransform: 'none', maxWidth: 240 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {current.nome}
          </span>
        </Button>
      )}
      <Menu id="company-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {companies.map((c) => (
          <MenuItem
            key={c.id}
            selected={c.id === current.id}
            disabled={!c.status}
            onClick={() => choose(c.id)}
            data-company={c.id}
          >
            <ListItemIcon>{c.id === current.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              primary={c.nome}
              secondary={c.status ? undefined : translate('app.company_switch.disabled')}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
