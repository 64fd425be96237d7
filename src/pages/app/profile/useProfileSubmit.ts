// What every profile form does on submit: its own checks first (nothing is sent while they find
// anything), then the call; a refusal (422, 413) puts the server's field errors on the fields and its
// message in the alert, and a success toasts the server's message.
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { type FieldErrors, refusal } from './formErrors';

export function useProfileSubmit() {
  const notify = useNotify();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Clears the errors and the alert (a form opened afresh). */
  const reset = () => {
    setErrors({});
    setAlert(null);
  };

  /** A submit handler: `check`, then `send`, which does its work and gives the message to toast. */
  const submit = async (e: FormEvent, check: () => FieldErrors, send: () => Promise<{ message: string }>) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { message } = await send();
      notify(message, { type: 'success' });
    } catch (err) {
      const r = refusal(err);
      if (r) {
        setErrors(r.fields);
        setAlert(r.message);
      }
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (check: () => FieldErrors, send: () => Promise<{ message: string }>) => (e: FormEvent) =>
    void submit(e, check, send);

  return { errors, alert, busy, setBusy, reset, onSubmit };
}
