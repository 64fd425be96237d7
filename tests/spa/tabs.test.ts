import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearTabs,
  closeOthers,
  closeTab,
  getTabs,
  rememberScroll,
  visit,
} from '../../src/layout/tabs/store';

beforeEach(() => clearTabs());

describe('the bar of visited views', () => {
  it('adds one tab per visited view and none for unknown or error pages', () => {
    visit('/home');
    visit('/devices', '?page=2');
    visit('/home');
    visit('/404');
    visit('/nao-existe');
    expect(getTabs().map((t) => t.key)).toEqual(['/home', '/devices']);
    expect(getTabs()[1]).toMatchObject({ url: '/devices?page=2', title: 'app.page.devices', cache: true });
  });

  it('a cached view remembers its last URL and scroll; an uncached one reopens fresh', () => {
    visit('/devices', '?page=2');
    visit('/devices', '?page=3&sort=name');
    rememberScroll('/devices', 420);
    expect(getTabs()[0]).toMatchObject({ url: '/devices?page=3&sort=name', scrollY: 420 });
    visit('/profile', '?tab=2');
    rememberScroll('/profile', 300);
    expect(getTabs()[1]).toMatchObject({ url: '/profile', cache: false, scrollY: 0 });
  });

  it('closing a tab returns its neighbour; closing the others keeps one', () => {
    visit('/home');
    visit('/devices');
    visit('/messages');
    expect(closeTab('/devices')).toBe('/messages');
    expect(closeTab('/messages')).toBe('/home');
    expect(closeTab('/nope')).toBeUndefined();
    visit('/inbox');
    visit('/profile');
    closeOthers('/inbox');
    expect(getTabs().map((t) => t.key)).toEqual(['/inbox']);
  });

  it('keeps the tabs for the life of the browser tab', () => {
    visit('/home');
    expect(JSON.parse(sessionStorage.getItem('cofre.tabs') ?? '[]')).toHaveLength(1);
  });
});
