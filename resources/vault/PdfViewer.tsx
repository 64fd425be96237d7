// The vault's PDF preview: the shared page-by-page viewer with react-admin's labels. Loaded on
// demand: only when a PDF is previewed (also by the inbox, which does not load the vault's labels).
import { useTranslate } from 'react-admin';
import { PdfPages } from '../../src/pages/signing/PdfPages';
import './messages';

export function PdfViewer({ url }: { url: string }) {
  const translate = useTranslate();
  return (
    <PdfPages
      url={url}
      labels={{
        failed: translate('resources.vault.preview.failed'),
        previous: translate('resources.vault.pdf.previous'),
        next: translate('resources.vault.pdf.next'),
        page: (page, pages) => translate('resources.vault.pdf.page', { page, pages }),
      }}
    />
  );
}
