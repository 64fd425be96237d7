// One act of the trail in full: when, who (and with which API key), the act, its target, the IP and
// the data it recorded, pretty-printed in a monospace block that scrolls inside itself (never
// widening the page).

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { codeBlock, Fact } from '../../src/components/Fact';
import { ScrollRegion } from '../../src/components/ScrollRegion';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import type { AuditEntryView } from '../../src/providers/auditApi';
import { formatDateTime } from '../../src/providers/format';
import { EntryAct, EntryActor } from './AuditTrailCells';
import { entryData, entryLabel, entryTarget } from './auditEntryTexts';
import { languageOf } from './bytes';

function Details({ entry }: { entry: AuditEntryView }) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const f = (name: string) => translate(`resources.audit.fields.${name}`);
  const data = entryData(entry);
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 1.5,
        }}
      >
        <Fact label={f('created_at')}>{formatDateTime(entry.created_at, lang)}</Fact>
        <Fact label={f('ator')}>
          <EntryActor entry={entry} />
        </Fact>
        <Fact label={f('acao')}>
          <EntryAct entry={entry} />
        </Fact>
        <Fact label={f('alvo')}>{entryTarget(entry, translate) || '—'}</Fact>
        <Fact label={f('ip')}>{entry.ip ?? '—'}</Fact>
      </Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {f('dados')}
      </Typography>
      {data ? (
        <ScrollRegion label={f('dados')} maxHeight={320}>
          <Box component="pre" sx={codeBlock} data-testid="audit-entry-data">
            {data}
          </Box>
        </ScrollRegion>
      ) : (
        <Typography variant="body2">{translate('resources.audit.details.none')}</Typography>
      )}
    </>
  );
}

export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntryView | null; onClose(): void }) {
  const translate = useTranslate();
  const fullScreen = useFullScreenDialog();
  // The act stays while the dialog fades out, so its content does not blank.
  const [shown, setShown] = useState<AuditEntryView | null>(entry);
  useEffect(() => {
    if (entry) setShown(entry);
  }, [entry]);
  const current = entry ?? shown;
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="audit-entry-title"
    >
      <DialogTitle id="audit-entry-title" sx={{ overflowWrap: 'anywhere' }}>
        {current && entryLabel(current, translate)}
      </DialogTitle>
      <DialogContent dividers sx={{ minWidth: 0 }}>
        {current && <Details entry={current} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
