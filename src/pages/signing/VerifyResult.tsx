// The verdict on a checked file or code: authentic (and which of the document's files it is), the
// unsigned original (said neutrally: it is not the signed copy) or not found, the digital seal's
// state (its PAdES level, the timestamp its time rests on, whether it carries long-term validation
// material) followed by every signature in the file, and the document as recorded.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SealCheck, SignatureReport, VerificationResult } from '../../../common/schemas/signing';
import { dateTime } from './dates';
import { useSigningT } from './useSigningT';
import { SignatureList } from './VerifySignatures';

/** A label above its value; hashes and codes in a monospaced font that may break anywhere. */
function Field({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <Box sx={{ py: 0.75, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          ...(mono ? { fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' } : {}),
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

export function Verdict({ result, byCode }: { result: VerificationResult; byCode: string | null }) {
  const { t } = useSigningT();
  const found = result.encontrado;
  // The unsigned original is known, but it is not what counts: said neutrally, pointing to the signed copy.
  const original = found && result.correspondencia === 'original';
  const text = !found
    ? t(byCode ? 'verify.code_not_found_text' : 'verify.not_found_text')
    : result.correspondencia
      ? t(`verify.match.${result.correspondencia}`)
      : t('verify.match.code', { codigo: result.documento?.verificacao_codigo ?? byCode ?? '' });
  const title = !found
    ? t(byCode ? 'verify.code_not_found' : 'verify.not_found')
    : original
      ? t('verify.found_original')
      : t('verify.found');
  return (
    <Alert
      severity={!found ? 'error' : original ? 'info' : 'success'}
      variant={original ? 'outlined' : 'filled'}
      role="status"
      data-testid="verify-verdict"
      data-found={String(found)}
      data-match={result.correspondencia ?? ''}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1.15rem' }}>
        {title}
      </AlertTitle>
      {text}
    </Alert>
  );
}

/** 'true' intact, 'false' altered after sealing, 'none' no seal. */
export const sealState = (selo: SealCheck): 'true' | 'false' | 'none' =>
  !selo.presente || selo.integro === null ? 'none' : selo.integro ? 'true' : 'false';

/** The seal among the file's signatures: the platform's, else the first one. */
const sealSignature = (selo: SealCheck): SignatureReport | undefined =>
  selo.assinaturas.find((s) => s.tipo === 'assinatura' && s.plataforma) ??
  selo.assinaturas.find((s) => s.tipo === 'assinatura');

/**
 * The timestamp the seal's time rests on: its own (B-T), or else the first document timestamp (a
 * seal made while no TSA answered gets one afterwards).
 */
function sealTimestamp(
  selo: SealCheck,
  seal: SignatureReport | undefined,
): { key: 'timestamp' | 'document_timestamp'; tsa: string; em: string } | null {
  const own = seal?.carimbo;
  if (own?.em) return { key: 'timestamp', tsa: own.tsa ?? '—', em: own.em };
  const later = selo.assinaturas.find((s) => s.tipo === 'carimbo_documento')?.carimbo;
  return later?.em ? { key: 'document_timestamp', tsa: later.tsa ?? '—', em: later.em } : null;
}

export function Seal({ selo }: { selo: SealCheck }) {
  const { t, lang } = useSigningT();
  const state = sealState(selo);
  const severity = state === 'true' ? 'success' : state === 'false' ? 'error' : 'info';
  const seal = sealSignature(selo);
  const source = seal?.hora_fonte;
  const stamp = sealTimestamp(selo, seal);
  return (
    <>
      <Alert
        severity={severity}
        variant="outlined"
        data-testid="verify-seal"
        data-intact={state}
        data-level={selo.nivel ?? ''}
        sx={{ mt: 2 }}
      >
        <AlertTitle component="h2">
          {state === 'true'
            ? t('verify.seal.intact')
            : state === 'false'
              ? t('verify.seal.broken')
              : t('verify.seal.none')}
        </AlertTitle>
        {state !== 'none' && (
          <>
            {selo.nivel && (
              <Chip
                size="small"
                variant="outlined"
                label={t('verify.seal.level', { nivel: selo.nivel })}
                data-testid="verify-seal-level"
                sx={{ mb: 0.5 }}
              />
            )}
            <Typography variant="body2">
              {state === 'true' ? t('verify.seal.intact_text') : t('verify.seal.broken_text')}
            </Typography>
            <Typography variant="body2">
              {selo.plataforma ? t('verify.seal.platform') : t('verify.seal.other')}
            </Typography>
            {selo.assinante && (
              <Typography variant="body2">{t('verify.seal.signer', { nome: selo.assinante })}</Typography>
            )}
            {selo.assinado_em && (
              <Typography variant="body2">
                {source
                  ? t('verify.seal.signed_at_source', {
                      data: dateTime(selo.assinado_em, lang),
                      fonte: t(`verify.time_source.${source}`),
                    })
                  : t('verify.seal.signed_at', { data: dateTime(selo.assinado_em, lang) })}
              </Typography>
            )}
            <Typography variant="body2" data-testid="verify-seal-timestamp">
              {stamp
                ? t(`verify.seal.${stamp.key}`, { tsa: stamp.tsa, data: dateTime(stamp.em, lang) })
                : t('verify.seal.no_timestamp')}
            </Typography>
            <Typography variant="body2" data-testid="verify-seal-ltv" data-ltv={String(selo.ltv)}>
              {selo.ltv ? t('verify.seal.ltv') : t('verify.seal.no_ltv')}
            </Typography>
          </>
        )}
      </Alert>
      {selo.assinaturas.length > 0 && <SignatureList assinaturas={selo.assinaturas} />}
    </>
  );
}

export function DocumentFacts({ result }: { result: VerificationResult }) {
  const { t, lang } = useSigningT();
  const doc = result.documento;
  return (
    <Box
      component="section"
      aria-labelledby={doc ? 'verify-document' : undefined}
      sx={{ mt: 3 }}
      data-testid="verify-document"
    >
      {doc && (
        <Typography id="verify-document" component="h2" variant="h6">
          {t('verify.document.title')}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        {doc && (
          <>
            <Field label={t('verify.document.name')}>{doc.nome}</Field>
            <Field label={t('verify.document.company')}>{doc.empresa}</Field>
            <Field label={t('verify.document.status')}>{t(`file_status.${doc.status}`)}</Field>
            {doc.concluido_em && (
              <Field label={t('verify.document.completed_at')}>{dateTime(doc.concluido_em, lang)}</Field>
            )}
            <Field label={t('verify.document.code')} mono>
              {doc.verificacao_codigo}
            </Field>
          </>
        )}
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        {result.sha256 && (
          <Field label={t('verify.sha_uploaded')} mono>
            {result.sha256}
          </Field>
        )}
        {doc && (
          <Field label={t('verify.document.sha_original')} mono>
            {doc.sha256_original}
          </Field>
        )}
        {doc?.sha256_assinado && (
          <Field label={t('verify.document.sha_signed')} mono>
            {doc.sha256_assinado}
          </Field>
        )}
      </Box>
    </Box>
  );
}
