import { useLocation } from 'react-router';
import { useT } from '../../providers/publicI18n';
import { ErrorPanel } from './ErrorPanel';
import { useLanding } from './useLanding';

export function AdminNotFound() {
  const t = useT();
  const state = useLocation().state as { message?: string } | null;
  return (
    <ErrorPanel
      code="404"
      title={t('app.page.not_found')}
      text={t(state?.message ?? 'app.guard.not_found_text')}
      home={useLanding()}
    />
  );
}

export default AdminNotFound;
