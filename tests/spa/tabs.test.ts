import { beforeEach, describe, expect, it } from 'vitest';
import { clearTabs, closeOthers, closeTab, getTabs, rememberScroll } from '../../src/providers/tabs';
import { visitTab } from './visitTab';

beforeEach(() => clearTabs());

describe('the bar of visited views', () => {
  it('adds one tab per visited view and none for error pages', () => {
    visitTab('/home');
    visitTab('/devices', '?page=2');
    visitTab('/home');
    visitTab('/404');
    expect(getTabs().map((t) => t.key)).toEqual(['/home', '/devices']);
    expect(getTabs()[1]).toMatchObject({
      url: '/devices?page=2',
      title: 'resources.devices.page.devices',
      cache: true,
    });
  });

  it('a cached view remembers its last URL and scroll; an uncached one reopens fresh', () => {
    visitTab('/devices', '?page=2');
    visitTab('/devices', '?page=3&sort=name');
    rememberScroll('/devices', 420);
    expect(getTabs()[0]).toMatchObject({ url: '/devices?page=3&sort=name', scrollY: 420 });
    visitTab('/profile', '?tab=2');
    rememberScroll('/profile', 300);
    expect(getTabs()[1]).toMatchObject({ url: '/profile', cache: false, scrollY: 0 });
  });

  it('closing a tab returns its neighbour; closing the others keeps one', () => {
    visitTab('/home');
    visitTab('/devices');
    visitTab('/messages');
    expect(closeTab('/devices')).toBe('/messages');
    expect(closeTab('/messages')).toBe('/home');
    expect(closeTab('/nope')).toBeUndefined();
    visitTab('/inbox');
    visitTab('/profile');
    closeOthers('/inbox');
    expect(getTabs().map((t) => t.key)).toEqual(['/inbox']);
  });

  it('keeps the tabs for the life of the browser tab', () => {
    visitTab('/home');
    expect(JSON.parse(sessionStorage.getItem('cofre.tabs') ?? '[]')).toHaveLength(1);
  });
});
