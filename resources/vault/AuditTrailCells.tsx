// Cells of the trail of acts: the act (its label and, for an API call, the method, route and
// answer's code) and who did it (name over e-mail, and the API key it was done with).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AuditEntryView } from '../../src/providers/auditApi';
import { ViaKeyChip } from './AuditCells';
import { actorName } from './AuditColumns';
import { apiRequestLine, entryLabel } from './auditEntryTexts';

const mono = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;

export function EntryAct({ entry }: { entry: AuditEntryView }) {
  const translate = useTranslate();
  const call = apiRequestLine(entry, translate);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {entryLabel(entry, translate)}
      </Typography>
      {call && (
        <Typography
          variant="body2"
          component="span"
          color="text.secondary"
          sx={{ ...mono, display: 'block' }}
        >
          {call}
        </Typography>
      )}
    </Box>
  );
}

export function EntryActor({ entry }: { entry: AuditEntryView }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {actorName(entry, translate)}
      </Typography>
      {entry.ator?.email && (
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {entry.ator.email}
        </Typography>
      )}
      {entry.chave && <ViaKeyChip nome={entry.chave.nome} />}
    </Box>
  );
}
