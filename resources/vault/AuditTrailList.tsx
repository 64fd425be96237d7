// One page of the trail of acts: when, who (and with which API key), the act, its target and the
// IP, each with a button to its details. On a phone a compact list whose item opens them in one tap.
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListContextProvider, useList, useLocale, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import type { AuditEntryView } from '../../src/providers/auditApi';
import { formatDateTime } from '../../src/providers/format';
import { EntryAct, EntryActor } from './AuditTrailCells';
import { entryLabel, entryTarget } from './auditEntryTexts';
import { languageOf } from './bytes';

interface Props {
  entries: AuditEntryView[];
  onOpen(entry: AuditEntryView): void;
}

const COLUMNS = ['created_at', 'ator', 'acao', 'alvo', 'ip'] as const;

function PhoneEntries({ entries, onOpen }: Props) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const list = useList({ data: entries, perPage: Math.max(entries.length, 1) });
  return (
    <ListContextProvider value={list}>
      <CompactList<AuditEntryView>
        onRowClick={onOpen}
        primaryText={(e) => <EntryAct entry={e} />}
        secondaryText={(e) => (
          <>
            {[formatDateTime(e.created_at, lang), entryTarget(e, translate)].filter(Boolean).join(' · ')}
            <EntryActor entry={e} />
          </>
        )}
      />
    </ListContextProvider>
  );
}

export function AuditTrailList({ entries, onOpen }: Props) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const isPhone = useIsPhone();
  if (isPhone) return <PhoneEntries entries={entries} onOpen={onOpen} />;
  return (
    <TableContainer component={Paper}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{translate(`resources.audit.fields.${c}`)}</TableCell>
            ))}
            <TableCell>
              <Typography variant="inherit" component="span" sx={visuallyHidden}>
                {translate('resources.audit.fields.details')}
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} hover data-testid="audit-entry-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at, lang)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <EntryActor entry={e} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <EntryAct entry={e} />
              </TableCell>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                {entryTarget(e, translate) || '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.ip ?? '—'}</TableCell>
              <TableCell padding="checkbox">
                <IconButton
                  size="small"
                  aria-label={translate('resources.audit.details.open', { acao: entryLabel(e, translate) })}
                  title={translate('resources.audit.details.open', { acao: entryLabel(e, translate) })}
                  onClick={() => onOpen(e)}
                >
                  <InfoOutlinedIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
