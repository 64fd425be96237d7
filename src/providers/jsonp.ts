// JSONP: asks a third-party service (the CEP and CNPJ lookups, spec §7 'External lookups') that
// answers `callback(data)` in a script. One script element and one uniquely named global per call;
// the script is removed on every outcome (answer, script error, timeout) and the timer cleared. The
// global goes too, except after a timeout: a script already on its way still runs once it arrives
// (removing the element does not stop it), so the name is left to a stand-in that ignores the late
// answer and then removes itself — instead of a "not defined" error in the console.
import { LOOKUP_TIMEOUT_MS } from '../../common/constants';

let sequence = 0;

/** `url` with `callback=<name>` appended (after '?' or '&'). */
export const withCallback = (url: string, name: string) =>
  `${url}${url.includes('?') ? '&' : '?'}callback=${encodeURIComponent(name)}`;

/**
 * Loads `url` as a script and resolves with what it passes to the callback. Rejects when the script
 * fails to load or nothing arrives within `timeoutMs` (default LOOKUP_TIMEOUT_MS, 3 s).
 */
export function jsonp<T = unknown>(url: string, timeoutMs = LOOKUP_TIMEOUT_MS): Promise<T> {
  const name = `__cofreJsonp${Date.now().toString(36)}_${++sequence}`;
  const globals = window as unknown as Record<string, unknown>;
  return new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (late = false) => {
      clearTimeout(timer);
      script.onerror = null;
      script.remove();
      if (late)
        globals[name] = () => {
          delete globals[name];
        };
      else delete globals[name];
    };
    globals[name] = (data: T) => {
      done();
      resolve(data);
    };
    script.onerror = () => {
      done();
      reject(new Error('jsonp: the script failed to load'));
    };
    timer = setTimeout(() => {
      done(true);
      reject(new Error(`jsonp: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    script.async = true;
    script.src = withCallback(url, name);
    document.head.appendChild(script);
  });
}
