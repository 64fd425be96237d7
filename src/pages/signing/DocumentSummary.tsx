// Who sends the document (the company's logo, when it has one, above its name), their message,
// and the document itself (name, size, preview with the signer's fields over its pages and, while
// they may act, the guide through them).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../../common/bytes';
import type { SignerView } from '../../../common/schemas/signing';
import { DocumentPreview } from './DocumentPreview';
import { FieldGuide } from './fields/FieldGuide';
import { FieldLayer } from './fields/FieldOverlay';
import { useSignerFields } from './fields/SignerFields';
import { useSigningT } from './useSigningT';

const LOGO_STYLE = {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'contain',
  objectPosition: 'left center',
  margin: '8px 0',
} as const;

export function Sender({ view }: { view: SignerView }) {
  const { t } = useSigningT();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {t('sign.from')}
      </Typography>
      {view.empresa.logo_url && (
        // The box is reserved before the image arrives (3:1, as the 480×160 the server fits logos
        // in): nothing below moves when it loads.
        <img
          src={view.empresa.logo_url}
          alt={view.empresa.nome}
          width={240}
          height={80}
          data-testid="sign-company-logo"
          style={LOGO_STYLE}
        />
      )}
      <Typography data-testid="sign-sender">
        {view.remetente
          ? t('sign.sender', { nome: view.remetente.nome, empresa: view.empresa.nome })
          : view.empresa.nome}
      </Typography>
      {view.mensagem && (
        <Box
          component="figure"
          sx={{ m: 0, mt: 2, pl: 2, borderLeft: 4, borderColor: 'primary.light', whiteSpace: 'pre-line' }}
        >
          <Typography component="figcaption" variant="body2" color="text.secondary">
            {t('sign.message')}
          </Typography>
          <Typography component="blockquote" sx={{ m: 0 }} data-testid="sign-message">
            {view.mensagem}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

export function DocumentSection({ view, onFieldsDone }: { view: SignerView; onFieldsDone(): void }) {
  const { t, lang } = useSigningT();
  const fields = useSignerFields();
  return (
    <Box component="section" aria-labelledby="sign-document" sx={{ mt: 3 }}>
      <Typography id="sign-document" component="h2" variant="h6">
        {t('preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatBytes(view.documento.tamanho, lang)}
      </Typography>
      <DocumentPreview
        url={view.documento_url}
        nome={view.documento.nome}
        mime={view.documento.mime}
        paginas={view.documento.paginas}
        // Once the signed copy is offered (SignOutcome), it is the page's only download.
        download={!(view.assinado_disponivel && view.assinado_url)}
        overlay={
          fields.pages.size
            ? (page, size) => <FieldLayer page={page} ratio={size.altura / size.largura} />
            : undefined
        }
      />
      <FieldGuide onFinish={onFieldsDone} />
    </Box>
  );
}
