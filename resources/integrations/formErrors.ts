// A form's failed save: the API's field errors (422) land under the fields the form shows; an error
// on a field it does not show, or a refusal (403), is the API's message as a toast. Anything else
// was already shown by the HTTP client's error catalogue.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { HttpError } from '../../src/providers/http';
import { fieldErrors } from '../users/shared';

export function useFormErrors(fields: readonly string[]) {
  const notify = useNotify();
  const key = fields.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `fields`' content.
  return useCallback(
    (err: unknown): Record<string, string> => {
      if (!(err instanceof HttpError) || (err.status !== 422 && err.status !== 403)) return {};
      const all = err.status === 422 ? (fieldErrors(err.body.errors) ?? {}) : {};
      const shown = Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
      if (Object.keys(shown).length === 0)
        notify(err.message, { type: 'error', messageArgs: { _: err.message } });
      return shown;
    },
    [notify, key],
  );
}
