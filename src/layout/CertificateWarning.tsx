// For platform administrators: a banner at the top of every page while the platform's sealing
// certificate has less than a month left (spec §9), red once it has expired. Asked once per session.
import { lazy, Suspense } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatDate } from '../providers/format';
import { type CertificateInfo, signingApi } from '../providers/signingApi';
import { type AnswerCache, useAdminAnswer } from './useAdminAnswer';

// Only administrators ever see it: the banner's component loads when there is something to show.
const Alert = lazy(() => import('@mui/material/Alert'));

/** The answer for the administrator signed in now (another sign-in asks again). */
const cache: AnswerCache<CertificateInfo> = {};
const ask = () => signingApi.certificate();

export function CertificateWarning() {
  const translate = useTranslate();
  const locale = useLocale();
  const info = useAdminAnswer(cache, ask);

  if (!info?.warning) return null;
  const date = formatDate(info.valid_to, locale === 'en' ? 'en' : 'pt_BR');
  const message = info.expired
    ? translate('app.certificate.expired', { date })
    : info.days_left <= 0
      ? translate('app.certificate.today', { date })
      : translate('app.certificate.expiring', { smart_count: info.days_left, date });
  return (
    <Suspense fallback={null}>
      <Alert severity={info.expired ? 'error' : 'warning'} sx={{ mt: 1 }} data-testid="certificate-warning">
        {message}
      </Alert>
    </Suspense>
  );
}
