// For platform administrators: a line at the top of every page while e-mail goes nowhere — written
// to disk because SMTP_URL is unset (and where), or refused by the mail server in the last 24 h (how
// many, the latest's time and reply). It goes once the configuration is fixed; asked once per
// sign-in, so a reload shows the news.
import { useEffect, useState } from 'react';
import { useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../providers/format';
import { type MailStatus, mailStatusApi } from '../providers/mailStatusApi';
import { LayoutNotice } from './LayoutNotice';

/** The answer for the administrator signed in now (another sign-in asks again). */
let asked: { userId: unknown; answer: Promise<MailStatus | null> } | null = null;

function statusOf(userId: unknown): Promise<MailStatus | null> {
  if (asked && asked.userId === userId) return asked.answer;
  const answer = mailStatusApi.status().catch(() => null);
  asked = { userId, answer };
  return answer;
}

export function MailBanner() {
  const translate = useTranslate();
  const locale = useLocale();
  const { identity } = useGetIdentity();
  const admin = identity?.ambient === 'A';
  const userId = identity?.id;
  const [status, setStatus] = useState<MailStatus | null>(null);

  useEffect(() => {
    if (!admin) {
      setStatus(null);
      return;
    }
    let live = true;
    void statusOf(userId).then((s) => live && setStatus(s));
    return () => {
      live = false;
    };
  }, [admin, userId]);

  if (!admin || !status) return null;
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
