// "Processos anteriores": the earlier rounds of a file sent for signature again, collapsed at first;
// each with how it ended (status chip), when it was sent and closed, the reason, and what each of
// its signatories did.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useLocale } from 'react-admin';
import type { EarlierRound } from '../../common/schemas/signing';
import { formatDateTime } from '../../src/providers/format';
import { languageOf } from '../vault/bytes';
import { FileStatusChip } from '../vault/FileStatusChip';
import { SignatoryStatusChip } from './SignatoryStatusChip';
import { useActLabels } from './useActLabels';
import { useRoundsT } from './useRoundsT';

export function EarlierRounds({ rounds }: { rounds: EarlierRound[] }) {
  const rt = useRoundsT();
  const acts = useActLabels();
  const lang = languageOf(useLocale());
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (rounds.length === 0) return null;
  const date = (value: string) => formatDateTime(value, lang);
  return (
    <Box component="section" sx={{ mt: 2 }} data-testid="signing-earlier-rounds">
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        data-testid="signing-earlier-toggle"
        sx={{ px: 0 }}
      >
        {rt('earlier', { smart_count: rounds.length })}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box component="ol" id={listId} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {rounds.map((r) => (
            <Box
              component="li"
              key={r.rodada}
              data-testid="signing-earlier-round"
              data-round={r.rodada}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="h4" variant="subtitle2">
                  {rt('round', { n: r.rodada })}
                </Typography>
                <FileStatusChip status={r.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[
                  r.enviado_em && rt('sent_at', { date: date(r.enviado_em) }),
                  r.encerrado_em && rt('closed_at', { date: date(r.encerrado_em) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {r.motivo && (
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {rt('reason', { reason: r.motivo })}
                </Typography>
              )}
              <Box component="ul" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
                {r.signatarios.map((s, i) => (
                  // Reached by WhatsApp only, a signatory has no e-mail: the position is their key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a closed round's list never changes.
                  <Box component="li" key={i} sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                      {[s.nome, s.email, acts.act(s.tipo)].filter(Boolean).join(' · ')}
                    </Typography>
                    {s.status === 'pending' ? (
                      <Typography variant="body2" color="text.secondary" data-testid="signatory-status">
                        {rt('did_not_act')}
                      </Typography>
                    ) : (
                      <SignatoryStatusChip signatory={{ ...s, vez: false }} open={false} />
                    )}
                    {s.motivo && (
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                        {rt('reason', { reason: s.motivo })}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
