// One signatory of a signing process as its owner sees them: order, name and e-mail, the act asked,
// where they stand, how they are reached and how the messages went (e-mail, WhatsApp), their fields
// and the signature and rubrica they adopted, when the link went and was opened, how they
// authenticated and from where, the reason of a refusal or removal; and the owner's actions on them
// (send the link again, remove).

import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { maskPhone } from '../../src/components/masks';
import { formatDateTime } from '../../src/providers/format';
import type { SignatoryView } from '../../src/providers/signingApi';
import { languageOf } from '../vault/bytes';
import { SignatoryFieldsSummary } from './fields/SignatoryFieldsSummary';
import { SignatoryDeliveries } from './SignatoryDeliveries';
import { SignatoryStatusChip } from './SignatoryStatusChip';
import { useActLabels } from './useActLabels';

interface Props {
  signatory: SignatoryView;
  sequential: boolean;
  /** The process waits for signatures. */
  open: boolean;
  canRemind: boolean;
  canRemove: boolean;
  busy: boolean;
  onRemind(): void;
  onRemove(): void;
}

export function SignatoryItem({ signatory: s, sequential, open, canRemind, canRemove, busy, ...on }: Props) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const acts = useActLabels();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.signing.process.${key}`, args);
  const date = (value: string | null) => (value ? formatDateTime(value, lang) : null);
  const facts = [
    s.cpf && t('cpf', { cpf: s.cpf }),
    s.phone && t('phone', { phone: maskPhone(s.phone) }),
    date(s.enviado_em)
      ? t('sent_link', { date: date(s.enviado_em) })
      : s.status === 'pending' && t('not_sent'),
    date(s.visualizado_em) && t('viewed', { date: date(s.visualizado_em) }),
    date(s.lembrado_em) && t('reminded_at', { date: date(s.lembrado_em) }),
    s.autenticacao && t('authenticated', { method: acts.auth(s.autenticacao) }),
    s.ip && t('ip', { ip: s.port ? `${s.ip}:${s.port}` : s.ip }),
  ].filter((f): f is string => Boolean(f));
  const pending = s.status === 'pending' && open;

  return (
    <Box
      component="li"
      data-testid="signatory-item"
      sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {sequential && (
          <Typography component="span" variant="subtitle2">
            {t('order', { n: s.ordem })}
          </Typography>
        )}
        <Typography component="span" variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
          {s.nome}
        </Typography>
        {s.email && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {s.email}
          </Typography>
        )}
        <Chip size="small" variant="outlined" label={t(s.interno ? 'internal' : 'external')} />
        {s.exige_codigo && <Chip size="small" variant="outlined" label={t('code_required')} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
        <Typography variant="body2">{t('act', { act: acts.act(s.tipo) })}</Typography>
        <SignatoryStatusChip signatory={s} open={open} />
      </Box>
      <SignatoryDeliveries signatory={s} />
      <SignatoryFieldsSummary signatory={s} />
      {s.motivo && (
        <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {t('reason', { reason: s.motivo })}
        </Typography>
      )}
      {facts.length > 0 && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {facts.join(' · ')}
        </Typography>
      )}
      {s.user_agent && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {t('agent', { agent: s.user_agent })}
        </Typography>
      )}
      {pending && (canRemind || canRemove) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {canRemind && s.vez && (
            <Button
              size="small"
              startIcon={<ForwardToInboxIcon />}
              disabled={busy}
              onClick={on.onRemind}
              data-testid="signing-remind"
            >
              {t('remind')}
            </Button>
          )}
          {canRemove && (
            <Button
              size="small"
              color="warning"
              startIcon={<PersonRemoveIcon />}
              disabled={busy}
              onClick={on.onRemove}
              data-testid="signing-remove"
            >
              {t('remove')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
