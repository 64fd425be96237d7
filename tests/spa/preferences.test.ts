import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptUserPreferences, getLanguage, getSkin } from '../../src/providers/preferences';
import { clearSession, saveTokens } from '../../src/providers/session';

let calls: string[];
beforeEach(() => {
  localStorage.clear();
  clearSession();
  saveTokens({ access_token: 'tok', expires_in: 900 });
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response('{}', { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("reconciling this browser's language and skin with the user's", () => {
  it('adopts the saved settings on a browser that has none, without sending them back', () => {
    adoptUserPreferences({ language: 'en', skin: 'skin-green' });
    expect(getLanguage()).toBe('en');
    expect(getSkin()).toBe('skin-green');
    expect(calls).toEqual([]);
  });

  it('keeps a choice made here (e.g. on the login page) and saves it on the server', async () => {
    localStorage.setItem('user_language', 'en');
    localStorage.setItem('user_skin', 'skin-red');
    adoptUserPreferences({ language: 'pt_BR', skin: 'skin-blue-light' });
    await Promise.resolve();
    expect(getLanguage()).toBe('en');
    expect(getSkin()).toBe('skin-red');
    expect(calls).toEqual(['PUT /api/usuario/change-language/en', 'PUT /api/usuario/change-skin/skin-red']);
  });

  it('changes nothing when both agree', () => {
    localStorage.setItem('user_language', 'pt_BR');
    localStorage.setItem('user_skin', 'skin-black');
    adoptUserPreferences({ language: 'pt_BR', skin: 'skin-black' });
    expect(calls).toEqual([]);
  });
});
