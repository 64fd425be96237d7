import { useT } from '../../providers/publicI18n';
import { PublicLayout } from '../auth/PublicLayout';
import { ErrorPanel } from './ErrorPanel';

export default function PublicNotFound() {
  const t = useT();
  return (
    <PublicLayout title={t('app.page.not_found')}>
      <ErrorPanel code="404" title={t('app.page.not_found')} text={t('app.guard.not_found_text')} />
    </PublicLayout>
  );
}
