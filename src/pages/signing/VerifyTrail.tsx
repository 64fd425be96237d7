// The evidence behind a verified document: each signatory (masked CPF, the act in the past tense,
// when and how they were authenticated, the fields they filled and where), the signing process's
// events in order (the vault's internal ones are not listed) and whether the file's chain holds.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChainReport } from '../../../common/schemas/fileEvents';
import type { VerificationResult, VerifiedField } from '../../../common/schemas/signing';
import { FIELD_TYPE_LABELS } from '../../../common/signatureFields';
import { AUTH_METHOD_LABELS, actPastLabel } from '../../../common/signing';
import { dateTime } from './dates';
import { useSigningT } from './useSigningT';

/** What a signatory filled, where: a value as burned in, a mark by its image's hash. */
function FilledFields({ campos }: { campos: VerifiedField[] }) {
  const { t, lang } = useSigningT();
  return (
    <Box component="ul" data-testid="verify-fields" sx={{ m: 0, mt: 0.75, pl: 2.5 }}>
      {campos.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is the API's, in its order, never reordered
        <Typography component="li" variant="body2" key={i} sx={{ wordBreak: 'break-word' }}>
          {t('verify.signatories.field', {
            campo: f.rotulo ?? FIELD_TYPE_LABELS[lang][f.tipo],
            smart_count: f.paginas.length,
            paginas: f.paginas.join(', '),
          })}
          {f.valor !== null &&
            `: ${f.tipo === 'caixa' ? t(`verify.signatories.checkbox.${f.valor}`) : f.valor}`}
          {f.sha256 && (
            <Box
              component="span"
              sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}
            >
              {t('verify.signatories.image_sha', { sha256: f.sha256 })}
            </Box>
          )}
        </Typography>
      ))}
    </Box>
  );
}

export function Signatories({ signatarios }: Pick<VerificationResult, 'signatarios'>) {
  const { t, lang } = useSigningT();
  return (
    <Box component="section" aria-labelledby="verify-signatories" sx={{ mt: 3 }}>
      <Typography id="verify-signatories" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('verify.signatories.title')}
      </Typography>
      {signatarios.length === 0 && (
        <Typography color="text.secondary">{t('verify.signatories.none')}</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {signatarios.map((s) => (
          <Paper
            component="li"
            variant="outlined"
            key={`${s.nome}-${s.tipo}-${s.acted_at ?? s.status}`}
            data-testid="verify-signatory"
            data-status={s.status}
            sx={{ p: 1.5, minWidth: 0 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{s.nome}</Typography>
            {s.cpf && (
              <Typography variant="body2" color="text.secondary">
                {t('verify.signatories.cpf')} {s.cpf}
              </Typography>
            )}
            <Typography
              variant="body2"
              sx={{ fontWeight: 500, color: s.status === 'signed' ? 'success.main' : 'text.primary' }}
            >
              {s.status === 'signed'
                ? actPastLabel(lang, s.tipo)
                : t(`verify.signatories.status.${s.status}`)}
              {s.acted_at && ` · ${dateTime(s.acted_at, lang)}`}
            </Typography>
            {s.autenticacao && (
              <Typography variant="body2" color="text.secondary">
                {t('verify.signatories.auth')}: {AUTH_METHOD_LABELS[lang][s.autenticacao]}
              </Typography>
            )}
            {s.campos.length > 0 && <FilledFields campos={s.campos} />}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

export function Chain({ cadeia }: { cadeia: ChainReport }) {
  const { t } = useSigningT();
  return (
    <Alert
      severity={cadeia.valid ? 'success' : 'error'}
      variant="outlined"
      data-testid="verify-chain"
      data-valid={String(cadeia.valid)}
      sx={{ mt: 2 }}
    >
      <AlertTitle component="h3">
        {cadeia.valid ? t('verify.chain.valid') : t('verify.chain.broken', { seq: cadeia.broken_at ?? '?' })}
      </AlertTitle>
      {cadeia.valid
        ? t('verify.chain.valid_text', { count: cadeia.count })
        : cadeia.reason && t(`verify.chain.reason.${cadeia.reason}`)}
    </Alert>
  );
}

export function Events({ eventos, cadeia }: Pick<VerificationResult, 'eventos' | 'cadeia'>) {
  const { t, lang } = useSigningT();
  const label = (acao: string) => {
    const text = t(`verify.actions.${acao}`);
    return text === `verify.actions.${acao}` ? acao : text;
  };
  return (
    <Box component="section" aria-labelledby="verify-events" sx={{ mt: 3 }}>
      <Typography id="verify-events" component="h2" variant="h6">
        {t('verify.events.title')}
      </Typography>
      {cadeia && <Chain cadeia={cadeia} />}
      {/* The chain covers every event of the file; the page lists the signing process's only. */}
      {cadeia && cadeia.count > eventos.length && eventos.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="verify-events-listed">
          {t('verify.events.listed', { count: cadeia.count, smart_count: eventos.length })}
        </Typography>
      )}
      {eventos.length === 0 && <Typography color="text.secondary">{t('verify.events.none')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {eventos.map((e) => (
          <Box
            component="li"
            key={e.seq}
            data-testid="verify-event"
            data-action={e.acao}
            sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
          >
            <Typography
              sx={{ fontFamily: 'monospace', color: 'text.secondary', flexShrink: 0, minWidth: 28 }}
            >
              #{e.seq}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{label(e.acao)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {dateTime(e.created_at, lang, true)}
                {e.ator && ` · ${t('verify.events.by', { nome: e.ator })}`}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('times')}
      </Typography>
    </Box>
  );
}
