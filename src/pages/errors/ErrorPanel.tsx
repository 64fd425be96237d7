// The common face of the error pages: a big code, a title, a text and a way back.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../providers/publicI18n';
import { Link as RouterLink } from '../../routes/navigation';

export function ErrorPanel(props: {
  code: string;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  home?: string;
}) {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid={`error-${props.code}`}>
      <Typography component="p" variant="h2" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {props.code}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{props.text}</Typography>
      {props.action ?? (
        <Button component={RouterLink} to={props.home ?? '/login'} variant="contained">
          {t('app.go_home')}
        </Button>
      )}
    </Box>
  );
}
