// 451: the terms waiting for acceptance (from the 451 response, or fetched when the page is
// opened directly); accepting them records it on the server and returns where the user was.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/Toaster';
import { authApi } from '../../providers/authApi';
import { appApi } from '../../providers/dataProvider';
import { useT } from '../../providers/publicI18n';
import { ErrorPanel } from './ErrorPanel';
import { useLanding } from './useLanding';

interface Term {
  id: number;
  termo_descricao: string;
  approved_at: string | null;
}

export default function TermsPage() {
  const t = useT();
  const navigate = useNavigate();
  const landing = useLanding();
  const state = useLocation().state as { terms?: Term[]; from?: string } | null;
  const [terms, setTerms] = useState<Term[] | null>(state?.terms?.length ? state.terms : null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (terms === null)
      void appApi.pendingTerms().then(
        (r) => setTerms(r.data),
        () => setTerms([]),
      );
  }, [terms]);

  if (terms === null) return null;
  if (terms.length === 0)
    return <ErrorPanel code="451" title={t('app.terms.title')} text={t('app.terms.none')} home={landing} />;

  const accept = async () => {
    setBusy(true);
    try {
      await authApi.acceptTerms(terms.map((x) => x.id));
      toast('app.terms.accepted', 'success');
      navigate(state?.from && state.from !== '/451' ? state.from : landing, { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', py: 3, px: 2 }} data-testid="error-451">
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('app.terms.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('app.terms.help')}</Typography>
      {terms.map((term) => (
        <Paper
          key={term.id}
          variant="outlined"
          sx={{ p: 2, mb: 2, maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap' }}
          tabIndex={0}
        >
          {term.termo_descricao}
        </Paper>
      ))}
      <Button variant="contained" onClick={accept} disabled={busy}>
        {t('app.terms.accept')}
      </Button>
    </Box>
  );
}
