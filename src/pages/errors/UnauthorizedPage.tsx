import { useT } from '../../providers/publicI18n';
import { ErrorPanel } from './ErrorPanel';

export default function UnauthorizedPage() {
  const t = useT();
  return <ErrorPanel code="401" title={t('app.page.unauthorized')} text={t('app.guard.unauthorized_text')} />;
}
