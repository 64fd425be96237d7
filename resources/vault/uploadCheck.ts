// The browser's check of a file before it is sent, with the limits the API enforces (init/client's
// `upload`): the same refusals the API would give (too large, empty, type not allowed), as i18n
// keys with their arguments, so nobody waits for a long upload to be turned down.
import type { Language } from '../../common/constants';
import { formatBytes } from './bytes';

export interface UploadLimits {
  max_bytes: number;
  extensions: string[];
}

export interface Refusal {
  key: string;
  args: Record<string, string>;
}

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function precheckUpload(
  file: { name: string; size: number },
  limits: UploadLimits | null | undefined,
  lang: Language = 'pt_BR',
): Refusal | null {
  if (file.size === 0) return { key: 'resources.vault.upload.empty', args: { name: file.name } };
  if (!limits) return null;
  if (file.size > limits.max_bytes)
    return {
      key: 'resources.vault.upload.too_large',
      args: { name: file.name, max: formatBytes(limits.max_bytes, lang) },
    };
  const allowed = limits.extensions.map((e) => e.toLowerCase());
  if (allowed.length > 0 && !allowed.includes(extensionOf(file.name)))
    return {
      key: 'resources.vault.upload.type_not_allowed',
      args: { name: file.name, allowed: allowed.join(', ') },
    };
  return null;
}

/** The file picker's filter: the allowed extensions as `.pdf,.png,…`. */
export const acceptAttribute = (limits: UploadLimits | null | undefined): string | undefined =>
  limits?.extensions.length ? limits.extensions.map((e) => `.${e}`).join(',') : undefined;
