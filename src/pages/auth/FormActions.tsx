// The foot of every public form: the submit button and a link back to the login page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useT } from '../../providers/publicI18n';
import { Link as RouterLink } from '../../routes/navigation';

export function FormActions({ submit, busy, back }: { submit: string; busy: boolean; back: string }) {
  const t = useT();
  return (
    <>
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
        {t(submit)}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {t(back)}
        </Link>
      </Box>
    </>
  );
}
