// A link to one document of the vault, /cofre?arquivo=<id> (a notification's "Abrir"): opens the
// folder the document is in now (it may have moved since) and shows it — its signatures once a
// signing started, its details otherwise. The parameter leaves the address at once, so going back
// or reloading does not open it again. A document that is gone (or another company's) gets the HTTP
// client's message, the vault staying where it was.
import { useEffect, useRef } from 'react';
import { type FileView, vaultApi } from '../../src/providers/vaultApi';
import { useSearchParamOnce } from '../../src/routes/navigation';

export function useLinkedFile(
  open: (folderId: number | null) => Promise<void>,
  show: (file: FileView) => void,
) {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useSearchParamOnce('arquivo', (linked) => {
    const id = Number(linked);
    if (!Number.isInteger(id) || id <= 0) return;
    vaultApi.details(id).then(
      async (file) => {
        if (!mounted.current) return;
        await open(file.pasta_id);
        if (mounted.current) show(file);
      },
      () => undefined,
    );
  });
}
