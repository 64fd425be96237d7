// The login's company step: the accounts of several companies pick one. Loaded only when the
// server asks for it (most people have one company, and the login page must stay small).
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { CompanyChoice } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';

export default function CompanyPicker({
  companies,
  selected,
  busy,
  onChoose,
}: {
  companies: CompanyChoice[];
  selected: number | undefined;
  busy: boolean;
  onChoose(id: number): void;
}) {
  const t = useT();
  return (
    <List aria-label={t('app.auth.company_title')}>
      {companies.map((c) => (
        <ListItemButton
          key={c.id}
          disabled={busy || !c.status}
          onClick={() => onChoose(c.id)}
          selected={c.id === selected}
        >
          <ListItemText primary={c.nome} secondary={c.status ? undefined : t('app.auth.company_disabled')} />
        </ListItemButton>
      ))}
    </List>
  );
}
