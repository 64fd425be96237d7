// Every signature and document timestamp the verified PDF carries, in file order: what it is (the
// platform's seal, a signature, a document timestamp), who made it, whether it still matches the
// file, when it was made and where that time comes from, its own timestamp, signature policy and
// ICP-Brasil fields, and — folded away, for whoever wants to check — its certificate chain with
// each certificate's revocation status at signing time.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CertificateReport, SignatureReport } from '../../../common/schemas/signing';
import { Fact } from '../../components/Fact';
import { maskDocument } from '../../components/masks';
import { dateTime } from './dates';
import { useSigningT } from './useSigningT';

/** Chips whose label may be longer than a phone's line wrap instead of widening the page. */
const wrappingChip = {
  maxWidth: '100%',
  height: 'auto',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
};

const REVOCATION_COLORS: Record<CertificateReport['revogacao'], ChipProps['color']> = {
  valido: 'success',
  revogado: 'error',
  desconhecido: 'default',
  raiz: 'default',
};

function RevocationChip({ cert }: { cert: CertificateReport }) {
  const { t, lang } = useSigningT();
  const label =
    cert.revogacao === 'revogado' && cert.revogado_em
      ? t('verify.signatures.revocation.revogado_em', { data: dateTime(cert.revogado_em, lang) })
      : t(`verify.signatures.revocation.${cert.revogacao}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REVOCATION_COLORS[cert.revogacao]}
      label={label}
      data-testid="verify-revocation"
      sx={wrappingChip}
    />
  );
}

/** The chain, signer's certificate first, behind a disclosure: most readers never open it. */
function CertificateChain({ cadeia }: { cadeia: CertificateReport[] }) {
  const { t, lang } = useSigningT();
  const id = useId();
  return (
    <Accordion
      disableGutters
      elevation={0}
      slotProps={{ heading: { component: 'h4' } }}
      sx={{
        mt: 1,
        bgcolor: 'transparent',
        borderTop: 1,
        borderColor: 'divider',
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        id={`${id}-summary`}
        aria-controls={`${id}-region`}
        expandIcon={<ExpandMoreIcon />}
        data-testid="verify-certificates"
        sx={{ px: 0 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t('verify.signatures.chain', { count: cadeia.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0 }}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {cadeia.map((c) => (
            <Box
              component="li"
              key={`${c.emissor}-${c.serial}`}
              data-testid="verify-certificate"
              data-revocation={c.revogacao}
              sx={{ minWidth: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
                  {c.nome}
                </Typography>
                <RevocationChip cert={c} />
              </Box>
              <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
                <Fact label={t('verify.signatures.issuer')}>{c.emissor}</Fact>
                <Fact label={t('verify.signatures.serial')}>
                  <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {c.serial}
                  </Box>
                </Fact>
                <Fact label={t('verify.signatures.validity')}>
                  {t('verify.signatures.validity_value', {
                    de: dateTime(c.valido_de, lang),
                    ate: dateTime(c.valido_ate, lang),
                  })}
                </Fact>
              </Box>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

function SignatureItem({ s }: { s: SignatureReport }) {
  const { t, lang } = useSigningT();
  const stamp = s.tipo === 'carimbo_documento';
  const kind = stamp ? 'carimbo_documento' : s.plataforma ? 'selo' : 'assinatura';
  const verdict = stamp
    ? t(s.integra ? 'verify.signatures.stamp_intact' : 'verify.signatures.stamp_altered')
    : t(s.integra ? 'verify.signatures.intact' : 'verify.signatures.altered');
  const when = dateTime(s.assinado_em, lang);
  const icp = s.icp_brasil;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="verify-signature"
      data-kind={s.tipo}
      data-valid={String(s.integra)}
      sx={{ p: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {t(`verify.signatures.kind.${kind}`)}
        </Typography>
        <Chip
          size="small"
          color={s.integra ? 'success' : 'error'}
          label={verdict}
          data-testid="verify-signature-state"
          sx={wrappingChip}
        />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {s.assinante && (
          <Fact label={t(stamp ? 'verify.signatures.tsa' : 'verify.signatures.signer')}>{s.assinante}</Fact>
        )}
        {when && (
          <Fact label={t('verify.signatures.when')}>
            {s.hora_fonte
              ? t('verify.signatures.when_value', {
                  data: when,
                  fonte: t(`verify.time_source.${s.hora_fonte}`),
                })
              : when}
          </Fact>
        )}
        {/* A document timestamp is its own token: its TSA and time are already above. */}
        {!stamp && s.carimbo && (
          <Fact label={t('verify.signatures.timestamp')}>
            {t(
              s.carimbo.valido ? 'verify.signatures.timestamp_valid' : 'verify.signatures.timestamp_invalid',
              {
                tsa: s.carimbo.tsa ?? '—',
                data: dateTime(s.carimbo.em, lang) || '—',
              },
            )}
          </Fact>
        )}
        {s.politica && <Fact label={t('verify.signatures.policy')}>{s.politica.nome ?? s.politica.oid}</Fact>}
        {icp?.cnpj && <Fact label={t('verify.signatures.cnpj')}>{maskDocument(icp.cnpj)}</Fact>}
        {icp?.responsavel && <Fact label={t('verify.signatures.responsible')}>{icp.responsavel}</Fact>}
        {/* Arrives masked on this public page: shown as given. */}
        {icp?.cpf && <Fact label={t('verify.signatures.cpf')}>{icp.cpf}</Fact>}
      </Box>
      {s.cadeia.length > 0 && <CertificateChain cadeia={s.cadeia} />}
    </Paper>
  );
}

export function SignatureList({ assinaturas }: { assinaturas: SignatureReport[] }) {
  const { t } = useSigningT();
  return (
    <Box component="section" aria-labelledby="verify-signatures" sx={{ mt: 3 }}>
      <Typography id="verify-signatures" component="h2" variant="h6">
        {t('verify.signatures.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('verify.signatures.intro')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {assinaturas.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the file's signatures, in file order, never reordered
          <SignatureItem key={i} s={s} />
        ))}
      </Box>
    </Box>
  );
}
