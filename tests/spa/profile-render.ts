// Helpers for the profile-*.test.ts files: the client settings the lookups read (GET init/client
// with stub lookup URLs), and the JSONP scripts the page appends — answered here as the service
// would, by calling the callback named in the script's URL (happy-dom never loads them).
import { act } from 'react';
import type { Call } from './signing-render';
import { settle } from './signing-render';
import { waitFor } from './waitFor';

export const CEP_URL = 'http://lookup.test/cep/{cep}/json/';
export const CNPJ_URL = 'http://lookup.test/cnpj/{cnpj}';

export const CLIENT_SETTINGS = {
  app_name: 'Cofre',
  logo_url: null,
  primary_color: '#1565c0',
  secondary_color: '#00897b',
  recaptcha_site_key: null,
  trial_days: 14,
  upload: { max_bytes: 1024, allowed_types: ['pdf'], extensions: ['pdf'] },
  photo: { max_bytes: 2048 },
  lookups: { cep_url: CEP_URL, cnpj_url: CNPJ_URL },
};

/** Answers GET init/client with the stub lookups; other calls go to `handler`. */
export const withSettings =
  (handler: (call: Call) => { status?: number; body?: unknown } | undefined = () => undefined) =>
  (call: Call) =>
    call.path === '/api/init/client' ? { body: CLIENT_SETTINGS } : handler(call);

/** The JSONP scripts waiting in the page. */
export const jsonpScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src.includes('callback='));

/** Waits until `check` holds (the first load of the IBGE data module takes a moment). */
export async function until(check: () => boolean, what = 'condition'): Promise<void> {
  await waitFor(check, what);
}

/** Answers the one pending JSONP script whose URL contains `part`, with `data`. */
export async function answerJsonp(part: string, data: unknown): Promise<string> {
  await until(() => jsonpScripts().some((s) => s.src.includes(part)));
  const script = jsonpScripts().find((s) => s.src.includes(part)) as HTMLScriptElement;
  const name = new URL(script.src).searchParams.get('callback') ?? '';
  const callback = (window as unknown as Record<string, (d: unknown) => void>)[name];
  await act(async () => callback?.(data));
  await settle();
  return script.src;
}

/** Makes the pending JSONP script whose URL contains `part` fail to load. */
export async function failJsonp(part: string): Promise<void> {
  await until(() => jsonpScripts().some((s) => s.src.includes(part)));
  const script = jsonpScripts().find((s) => s.src.includes(part)) as HTMLScriptElement;
  await act(async () => {
    script.dispatchEvent(new Event('error'));
  });
  await settle();
}
