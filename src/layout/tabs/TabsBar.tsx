// The bar of visited views: switch by clicking a tab, close with its ×; closing the current tab
// opens its neighbour (or the user's landing page when none is left).
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { closeTab, getTabs, rememberScroll, subscribeTabs } from './store';
import { useCloseTab } from './useCloseTab';

export function TabsBar() {
  const tabs = useSyncExternalStore(subscribeTabs, getTabs);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const closeCurrent = useCloseTab();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => rememberScroll(pathname, window.scrollY), 150);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname]);

  if (tabs.length === 0) return null;
  const close = (key: string) => (key === pathname ? closeCurrent() : closeTab(key));
  return (
    <Box
      component="nav"
      aria-label={translate('app.tabs.label')}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1, px: { xs: 1, sm: 0 } }}
      data-testid="tabs-bar"
    >
      {tabs.map((tab) => {
        const active = tab.key === pathname;
        return (
          <Chip
            key={tab.key}
            label={translate(tab.title)}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            onClick={() => navigate(tab.url)}
            onDelete={() => close(tab.key)}
            deleteIcon={<CloseIcon aria-label={translate('app.tabs.close')} />}
            aria-current={active ? 'page' : undefined}
            data-tab={tab.key}
          />
        );
      })}
    </Box>
  );
}
