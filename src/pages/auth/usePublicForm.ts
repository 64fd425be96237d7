// The behaviour every public form shares: values and field errors (i18n keys from the client
// checks, or the server's own text), a check before any call, focus on the first wrong field,
// the server's 422 field errors placed on the same fields, and an alert with the server's message.
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../common/validation';
import { type Mask, maskInput } from '../../components/masks';
import type { ErrorBody } from '../../providers/errorCatalogue';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';

export type FormErrors = Partial<Record<string, string>>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The new-password pair every form checks the same way; adds to `e`. */
export function validatePasswordPair(
  v: { password: string; password_confirmation: string },
  e: FormErrors,
): FormErrors {
  if (v.password.length < MIN_PASSWORD_LENGTH) e.password = 'validation.password_min';
  if (!v.password_confirmation) e.password_confirmation = 'app.signup.required';
  else if (v.password_confirmation !== v.password) e.password_confirmation = 'app.signup.password_mismatch';
  return e;
}

/** The first message of each field of a Laravel-shaped 422 body. */
export function fieldMessages(errors: ErrorBody['errors']): FormErrors {
  const out: FormErrors = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) out[field] = first;
  }
  return out;
}

export function usePublicForm<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: F, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const focusFirst = (found: FormErrors) => {
    const first = fields.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  /** Props of a TextInput bound to `name`; with a mask, the typed text is masked as it goes. */
  const field = (name: F, opts: { required?: boolean; mask?: Mask } = {}) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : undefined,
    required: opts.required ?? true,
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      set(
        name,
        opts.mask
          ? maskInput(e.target, values[name], opts.mask, (e.nativeEvent as InputEvent).inputType)
          : e.target.value,
      ),
  });

  /**
   * A submit handler: `validate` first (no call while anything is wrong), then `send`. Failures the
   * HTTP client did not already toast (422, 429, 404) show in the alert; 422 also on the fields.
   */
  const onSubmit =
    (
      validate: (v: Record<F, string>) => FormErrors,
      send: (v: Record<F, string>) => Promise<void>,
      onFail?: () => void,
    ) =>
    async (e: FormEvent) => {
      e.preventDefault();
      setAlert(null);
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length) {
        focusFirst(found);
        return;
      }
      setBusy(true);
      try {
        await send(values);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        onFail?.();
        if (err.status === 422) {
          const server = fieldMessages(err.body.errors);
          setErrors(server);
          focusFirst(server);
        }
        if ([422, 429, 404].includes(err.status)) setAlert(err.message);
      } finally {
        setBusy(false);
      }
    };

  return { form, values, set, errors, alert, setAlert, busy, field, onSubmit };
}
