// Google reCAPTCHA v2 on the public forms, shown only when the deployment has a site key
// (RECAPTCHA_SITE_KEY, handed over by init/client); the form sends the solved challenge's token as
// `grecaptcha`, which the API checks when it has the secret.
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClientSettings } from '../providers/clientSettings';
import { useLang, useT } from '../providers/publicI18n';

interface Grecaptcha {
  ready(cb: () => void): void;
  render(el: HTMLElement, options: { sitekey: string }): number;
  getResponse(widget?: number): string;
  reset(widget?: number): void;
}
const grecaptcha = () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
const SCRIPT_ID = 'recaptcha-v2';

export interface Recaptcha {
  /** True when the deployment asks for reCAPTCHA. */
  enabled: boolean;
  /** Ref for the element the widget renders into (it may appear after the page, e.g. once data loaded). */
  box: (el: HTMLDivElement | null) => void;
  /**
   * What to add to the form's body: `{ grecaptcha }` when enabled and solved, `{}` when reCAPTCHA
   * is off; null when enabled but not solved yet, after telling `ask` (in the user's language) to
   * solve the challenge first.
   */
  solved(ask: (message: string) => void): { grecaptcha?: string } | null;
  /** Clears the widget: a token is good for one call only. */
  reset(): void;
}

/** Loads Google's script once (explicit rendering) and renders the widget into `box`. */
export function useRecaptcha(): Recaptcha {
  const client = useClientSettings();
  const lang = useLang();
  const t = useT();
  const siteKey = client?.recaptcha_site_key ?? null;
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const widget = useRef<{ el: HTMLElement; id: number } | null>(null);

  useEffect(() => {
    if (!siteKey || !el) return;
    let live = true;
    const render = () =>
      grecaptcha()?.ready(() => {
        if (!live || widget.current?.el === el) return;
        const id = grecaptcha()?.render(el, { sitekey: siteKey });
        if (id !== undefined) widget.current = { el, id };
      });
    if (grecaptcha()) {
      render();
      return () => {
        live = false;
      };
    }
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${lang === 'en' ? 'en' : 'pt-BR'}`;
      script.async = true;
      document.head.appendChild(script);
    }
    const loading = script;
    loading.addEventListener('load', render);
    return () => {
      live = false;
      loading.removeEventListener('load', render);
    };
  }, [siteKey, el, lang]);

  const token = useCallback(() => {
    const w = widget.current;
    return w ? (grecaptcha()?.getResponse(w.id) ?? '') : '';
  }, []);

  const payload = () => {
    if (!siteKey) return {};
    const solvedToken = token();
    return solvedToken ? { grecaptcha: solvedToken } : null;
  };
  return {
    enabled: Boolean(siteKey),
    box: setEl,
    solved: (ask) => {
      const captcha = payload();
      if (!captcha) ask(t('app.signup.recaptcha_required'));
      return captcha;
    },
    reset: () => {
      const w = widget.current;
      if (w) grecaptcha()?.reset(w.id);
    },
  };
}

/** Where the widget goes in a form; nothing when reCAPTCHA is off. */
export function RecaptchaBox({ recaptcha }: { recaptcha: Recaptcha }) {
  if (!recaptcha.enabled) return null;
  return (
    <Box ref={recaptcha.box} data-testid="recaptcha" sx={{ mt: 2, maxWidth: '100%', overflowX: 'auto' }} />
  );
}
