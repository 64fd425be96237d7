// For edit and create views (routes with closesOnSave): after a successful save, close the view's
// tab and show its neighbour, as the spec's tab bar does.
import { useGetIdentity } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { closeTab } from '../../providers/tabs';
import { landingPath } from '../../routes/public';

export function useCloseTab(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  return () => navigate(closeTab(pathname) ?? landingPath((identity?.ambient ?? null) as 'A' | 'S' | null));
}
