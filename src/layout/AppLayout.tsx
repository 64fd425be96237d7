// The authenticated layout: react-admin's, with the app bar (language, skin, loading, user menu),
// the menu built from the user's ambient and permissions, the bar of visited views, and the
// messaging-chat widget. react-admin notifications that repeat a toast already shown are dropped.
import type { ReactNode } from 'react';
import { AddNotificationContext, Layout, useAddNotificationContext } from 'react-admin';
import { ChatWidget } from '../components/ChatWidget';
import { toastedRecently } from '../components/Toaster';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { TabsBar } from './tabs/TabsBar';

function DedupeNotifications({ children }: { children: ReactNode }) {
  const add = useAddNotificationContext();
  return (
    <AddNotificationContext.Provider
      value={(n) => {
        if (typeof n.message === 'string' && toastedRecently(n.message)) return;
        add(n);
      }}
    >
      {children}
    </AddNotificationContext.Provider>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      <DedupeNotifications>
        <TabsBar />
        {children}
        <ChatWidget />
      </DedupeNotifications>
    </Layout>
  );
}
