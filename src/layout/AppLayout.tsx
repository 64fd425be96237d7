// The authenticated layout: the app bar (language, skin, loading, user menu), the side menu built
// from the user's ambient and permissions (a column from the sm breakpoint up, a drawer on phones),
// the bar of visited views, the platform certificate's and the e-mail's warnings for administrators,
// the trial's days left and a late payment for company users, and the messaging-chat widget. react-admin notifications that repeat a toast already shown are dropped.
// Built from MUI's parts rather than react-admin's <Layout>, whose app bar, sidebar, menu and
// preferences inspector cost the first screen about 20 kB more (bench:bundle).
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { AddNotificationContext, useAddNotificationContext, useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { ChatWidget } from '../components/ChatWidget';
import { PageLoader } from '../components/PageLoader';
import { toastedJustNow, toastedRecently } from '../components/Toaster';
import { getLanguage, localeOf, subscribePreferences } from '../providers/preferences';
import { useFlash } from '../providers/useFlash';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { BillingBanner } from './BillingBanner';
import { CertificateWarning } from './CertificateWarning';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { MailBanner } from './MailBanner';
import { TrialBanner } from './TrialBanner';
import { TabsBar } from './tabs/TabsBar';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH, useSidebar } from './useSidebar';
import { VerifyEmailBanner } from './VerifyEmailBanner';

function DedupeNotifications({ children }: { children: ReactNode }) {
  const add = useAddNotificationContext();
  return (
    <AddNotificationContext.Provider
      value={(n) => {
        if (typeof n.message === 'string' && toastedRecently(n.message)) return;
        // After a server 422 our toast already says what is wrong; react-admin's generic notice adds nothing.
        if (n.message === 'ra.message.invalid_form' && toastedJustNow()) return;
        add(n);
      }}
    >
      {children}
    </AddNotificationContext.Provider>
  );
}

/** Keeps react-admin's locale on the language chosen anywhere (menu, login page, user settings). */
function LocaleSync() {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== localeOf(lang)) setLocale(localeOf(lang));
  }, [lang, locale, setLocale]);
  return null;
}

/** A link that appears on keyboard focus, before everything else, and jumps to the page's content. */
function SkipLink() {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'fixed',
        left: 16,
        top: -80,
        zIndex: 5000,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 16 },
      }}
    >
      {translate('ra.navigation.skip_nav')}
    </Box>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  // A message carried across a reload (e.g. the company just switched to).
  useFlash();
  const { phone, open, setOpen, toggle } = useSidebar();
  const { pathname } = useLocation();
  const menu = <AppMenu compact={!phone && !open} onNavigate={() => phone && setOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar sidebarOpen={open} onToggleSidebar={toggle} />
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {phone ? (
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
          >
            {menu}
          </Drawer>
        ) : (
          <Box
            sx={(theme) => ({
              width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
              flexShrink: 0,
              transition: theme.transitions.create('width'),
            })}
          >
            <Box
              sx={{
                position: 'sticky',
                top: 48,
                maxHeight: 'calc(100vh - 48px)',
                overflowY: 'auto',
                overflowX: 'hidden',
              }}
            >
              {menu}
            </Box>
          </Box>
        )}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1,
            pb: 2,
            display: 'flex',
            flexDirection: 'column',
            outline: 'none',
          }}
        >
          <DedupeNotifications>
            <LocaleSync />
            <TabsBar />
            <CertificateWarning />
            <MailBanner />
            <BillingBanner />
            <VerifyEmailBanner />
            <TrialBanner />
            <LayoutErrorBoundary location={pathname}>
              <Suspense fallback={<PageLoader />}>{children}</Suspense>
            </LayoutErrorBoundary>
            <ChatWidget />
          </DedupeNotifications>
        </Box>
      </Box>
    </Box>
  );
}
