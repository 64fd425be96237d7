// The authenticated layout: react-admin's, with the app bar (language, skin, loading, user menu),
// the menu built from the user's ambient and permissions, the bar of visited views, the platform
// certificate's warning for administrators, and the messaging-chat widget. react-admin
// notifications that repeat a toast already shown are dropped.
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { AddNotificationContext, Layout, useAddNotificationContext, useLocaleState } from 'react-admin';
import { ChatWidget } from '../components/ChatWidget';
import { toastedJustNow, toastedRecently } from '../components/Toaster';
import { getLanguage, localeOf, subscribePreferences } from '../providers/preferences';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { CertificateWarning } from './CertificateWarning';
import { TabsBar } from './tabs/TabsBar';

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

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      <DedupeNotifications>
        <LocaleSync />
        <TabsBar />
        <CertificateWarning />
        {children}
        <ChatWidget />
      </DedupeNotifications>
    </Layout>
  );
}
