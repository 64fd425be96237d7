// The company's own logo in the app bar, from a tablet up (a phone's bar has no room for it), on a
// light plate so any logo reads on the bar's colour; nothing when the company has none.
import Box from '@mui/material/Box';
import { useGetIdentity } from 'react-admin';

export function CompanyLogo() {
  const { identity } = useGetIdentity();
  const empresa = identity?.empresa as { nome: string; logo_url: string | null } | null | undefined;
  if (!empresa?.logo_url) return null;
  return (
    <Box
      component="img"
      src={empresa.logo_url}
      alt={empresa.nome}
      data-testid="appbar-company-logo"
      sx={{
        display: { xs: 'none', sm: 'block' },
        height: 32,
        maxWidth: 120,
        objectFit: 'contain',
        bgcolor: '#fff',
        borderRadius: 1,
        p: 0.25,
        mx: 0.5,
      }}
    />
  );
}
