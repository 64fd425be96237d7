// 403: the server's (or the guard's) message and the permission that was asked for.
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { isPermission, PERMISSION_LABELS } from '../../../common/permissions';
import { useLang, useT } from '../../providers/publicI18n';
import { ErrorPanel } from './ErrorPanel';
import { useLanding } from './useLanding';

export default function ForbiddenPage() {
  const t = useT();
  const lang = useLang();
  const state = useLocation().state as { message?: string; permission?: string } | null;
  const permission = state?.permission;
  const label =
    permission && isPermission(permission)
      ? `${PERMISSION_LABELS[lang][permission]} (${permission})`
      : permission;
  return (
    <ErrorPanel
      code="403"
      title={t('app.page.forbidden')}
      home={useLanding()}
      text={
        <>
          {state?.message ?? t('app.guard.forbidden_text')}
          {label && (
            <Typography
              component="span"
              sx={{ display: 'block', mt: 1, fontWeight: 600 }}
              data-testid="permission"
            >
              {t('app.guard.permission_needed', { permission: label })}
            </Typography>
          )}
        </>
      }
    />
  );
}
