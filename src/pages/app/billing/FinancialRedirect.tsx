// '/financeiro' (route 'financial'): the company's charges moved to "Faturas"; old links and
// bookmarks land there, and the tab the visit opened goes with it.
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { closeTab } from '../../../providers/tabs';

export default function FinancialRedirect() {
  const { pathname, search } = useLocation();
  useEffect(() => () => void closeTab(pathname), [pathname]);
  return <Navigate to={`/faturas${search}`} replace />;
}
