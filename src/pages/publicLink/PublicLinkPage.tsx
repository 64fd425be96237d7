// A template's public link (/m/:token): anyone with the link sees the template's name, the company
// and the role they take, confirms their e-mail with a code and goes on to sign as that role. No
// login; a revoked link, or an archived template, says the link is no longer available.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '../../providers/http';
import { type PublicTemplateView, publicLinkApi } from '../../providers/publicLinkApi';
import { useRouteParams } from '../../routes/navigation';
import { PublicLayout } from '../auth/PublicLayout';
import { Loading } from '../signing/SigningLayout';
import { usePublicLinkT } from './usePublicLinkT';
import { VisitorForm } from './VisitorForm';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; view: PublicTemplateView }
  | { kind: 'gone' }
  | { kind: 'failed' };

function TemplateSummary({ view }: { view: PublicTemplateView }) {
  const t = usePublicLinkT();
  return (
    <Box sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="public-link-summary">
      <Typography sx={{ mb: 1 }}>{t('invited', { empresa: view.empresa })}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('role', { papel: view.papel })}</Typography>
      {view.paginas !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('pages', { smart_count: view.paginas })}
        </Typography>
      )}
    </Box>
  );
}

export default function PublicLinkPage() {
  const t = usePublicLinkT();
  const token = useRouteParams('/m/:token').token ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const fetchView = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    publicLinkApi.view(token).then(
      (view) => live && setLoad({ kind: 'ready', view }),
      (err: unknown) => {
        if (live)
          setLoad(err instanceof HttpError && err.status === 404 ? { kind: 'gone' } : { kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  useEffect(() => fetchView(), [fetchView]);

  return (
    <PublicLayout title={load.kind === 'ready' ? load.view.nome : t('title')} wide>
      <Box data-testid="public-link-page">
        {load.kind === 'loading' && <Loading text={t('loading')} />}
        {load.kind === 'gone' && (
          <Alert severity="error" role="alert">
            {t('gone')}
          </Alert>
        )}
        {load.kind === 'failed' && (
          <>
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('load_failed')}
            </Alert>
            <Button onClick={() => fetchView()} variant="contained" fullWidth>
              {t('retry')}
            </Button>
          </>
        )}
        {load.kind === 'ready' && (
          <>
            <TemplateSummary view={load.view} />
            <VisitorForm token={token} />
          </>
        )}
      </Box>
    </PublicLayout>
  );
}
