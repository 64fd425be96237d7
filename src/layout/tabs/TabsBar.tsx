// The bar of visited views: switch by clicking a tab, close with its ×; closing the current tab
// opens its neighbour (or the user's landing page when none is left). Each tab is two buttons (go,
// close) in a pill: MUI's Chip did the same with a stylesheet of its own the first screen paid for.
// Not on phones, where a row of tabs would take the room of the work (the menu goes anywhere).
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { useIsPhone } from '../../components/list/useIsPhone';
import { closeTab, getTabs, rememberScroll, subscribeTabs } from '../../providers/tabs';
import { useCloseTab } from './useCloseTab';

export function TabsBar() {
  const tabs = useSyncExternalStore(subscribeTabs, getTabs);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const closeCurrent = useCloseTab();
  const phone = useIsPhone();

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

  if (phone || tabs.length === 0) return null;
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
          <Box
            key={tab.key}
            data-tab={tab.key}
            aria-current={active ? 'page' : undefined}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              flexShrink: 0,
              height: 32,
              borderRadius: 4,
              border: 1,
              borderColor: active ? 'primary.main' : 'divider',
              bgcolor: active ? 'primary.main' : 'transparent',
              color: active ? 'primary.contrastText' : 'text.primary',
              typography: 'body2',
              fontSize: '0.8125rem',
            }}
          >
            <ButtonBase
              onClick={() => navigate(tab.url)}
              sx={{ height: '100%', pl: 1.5, pr: 0.5, borderRadius: 4 }}
            >
              {translate(tab.title)}
            </ButtonBase>
            <ButtonBase
              aria-label={translate('app.tabs.close')}
              onClick={() => close(tab.key)}
              sx={{
                width: 24,
                height: 24,
                mr: 0.5,
                borderRadius: '50%',
                opacity: 0.8,
                '&:hover': { opacity: 1 },
              }}
            >
              <CloseIcon sx={{ fontSize: 16 }} />
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
