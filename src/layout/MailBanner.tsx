// For platform administrators: a line at the top of every page while e-mail goes nowhere — written
// to disk because SMTP_URL is unset (and where), or refused by the mail server in the last 24 h (how
// many, the latest's time and reply). It goes once the configuration is fixed; asked once per
// sign-in, so a reload shows the news.
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../providers/format';
import { type MailStatus, mailStatusApi } from '../providers/mailStatusApi';
import { LayoutNotice } from './LayoutNotice';
import { type AnswerCache, useAdminAnswer } from './useAdminAnswer';

/** The answer for the administrator signed in now (another sign-in asks again). */
const cache: AnswerCache<MailStatus> = {};
const ask = () => mailStatusApi.status();

export function MailBanner() {
  const translate = useTranslate();
  const locale = useLocale();
  const status = useAdminAnswer(cache, ask);

  if (!status) return null;
  if (status.mailer === 'capture')
    return (
      <LayoutNotice
        testId="mail-banner"
        message={`${translate('app.mail.capture')} ${translate('app.mail.capture_hint', { folder: status.pasta ?? 'DATA_DIR/mail' })}`}
      />
    );
  const last = status.falhas.ultima;
  if (!status.falhas.total_24h || !last) return null;
  return (
    <LayoutNotice
      testId="mail-banner"
      message={translate('app.mail.refused', {
        smart_count: status.falhas.total_24h,
        time: formatDateTime(last.em, locale === 'en' ? 'en' : 'pt_BR'),
        error: last.erro,
      })}
    />
  );
}
