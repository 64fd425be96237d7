// The app's chrome on a phone keeps its room for the work: no row of visited-view tabs, and the
// language and the skin in the user menu instead of two buttons of the bar; from the sm breakpoint
// up both stay where they were (the tabs' row, the bar's two buttons).
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppBar } from '../../src/layout/AppBar';
import { TabsBar } from '../../src/layout/tabs/TabsBar';
import { getLanguage, getSkin } from '../../src/providers/preferences';
import { clearTabs } from '../../src/providers/tabs';
import { byTestId, cleanup, click, mockApi, render } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { visitTab } from './visitTab';

const bar = () => createElement(AppBar, { sidebarOpen: false, onToggleSidebar: () => undefined });
const at = { path: '/home', pattern: '/home' };
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('header button')].filter((b) => b.getAttribute('aria-label') === name);
/** The user menu's button (react-admin's "user menu" reads "Perfil" in pt-BR). */
const userButton = () => buttonNamed('Perfil')[0] as Element;
const menuItems = () => [...document.querySelectorAll('[role="menuitem"]')].map((m) => m.textContent);
const menuItem = (name: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (m) => m.textContent === name,
  );
  if (!found) throw new Error(`no menu item ${name} in ${JSON.stringify(menuItems())}`);
  return found;
};

beforeEach(() => {
  localStorage.clear();
  clearTabs();
  mockApi(() => undefined);
});
afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('on a phone', () => {
  beforeEach(phoneScreen);

  it('shows no tabs of the views visited', async () => {
    visitTab('/home');
    visitTab('/devices');
    await render(createElement(TabsBar), at);
    expect(byTestId('tabs-bar')).toHaveLength(0);
  });

  it('moves the language and the skin from the bar into the user menu, where they still switch', async () => {
    await render(bar(), at);
    expect(buttonNamed('Idioma')).toHaveLength(0);
    expect(buttonNamed('Tema')).toHaveLength(0);

    await click(userButton());
    expect(menuItems()).toEqual(['Perfil', 'Idioma', 'Tema', 'Sair']);
    await click(menuItem('Idioma'));
    expect(menuItems()).toEqual(['Português (Brasil)', 'English']);
    await click(menuItem('English'));
    expect(getLanguage()).toBe('en');
    expect(menuItems()).toEqual([]);

    // (The test's messages stay in Portuguese: the app's own provider follows the language.)
    await click(userButton());
    await click(menuItem('Tema'));
    await click(document.querySelector('[data-skin="skin-green"]') as Element);
    expect(getSkin()).toBe('skin-green');
    expect(menuItems()).toEqual([]);
  });
});

describe('from the sm breakpoint up', () => {
  it('keeps the tabs of the views visited', async () => {
    visitTab('/home');
    visitTab('/devices');
    await render(createElement(TabsBar), at);
    expect(byTestId('tabs-bar')[0]?.querySelectorAll('[data-tab]')).toHaveLength(2);
  });

  it('keeps the language and the skin as buttons of the bar, not in the user menu', async () => {
    await render(bar(), at);
    expect(buttonNamed('Idioma')).toHaveLength(1);
    expect(buttonNamed('Tema')).toHaveLength(1);
    await click(userButton());
    expect(menuItems()).toEqual(['Perfil', 'Sair']);
  });
});
