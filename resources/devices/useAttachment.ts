// A conversation's attachment (picked, pasted or dropped): refused at once, with the reason, when it
// is larger than the deployment takes for its kind (photos, audio and video; documents) — before
// any byte is uploaded. The API checks again from the bytes.
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_MESSAGE_FILE_LIMITS, fileLimitOf } from '../../common/messaging/fileLimits';
import { useClientSettings } from '../../src/providers/clientSettings';
import { formatBytes, languageOf } from '../vault/bytes';

export function useAttachment() {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = languageOf(useLocale());
  const limits = useClientSettings()?.messaging ?? DEFAULT_MESSAGE_FILE_LIMITS;
  const [file, setFile] = useState<File | null>(null);

  const attach = (next: File | null) => {
    if (next) {
      const limit = fileLimitOf(next.type, limits);
      if (next.size > limit) {
        notify(
          translate('resources.devices.chats.too_large', {
            max: formatBytes(limit, lang),
            media: formatBytes(limits.media_max_bytes, lang),
            documents: formatBytes(limits.document_max_bytes, lang),
          }),
          { type: 'error' },
        );
        return;
      }
    }
    setFile(next);
  };
  return { file, attach };
}
