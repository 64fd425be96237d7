// /auditoria's "Arquivos" tab: the company's file events, newest first — when, which file, what was
// done, by whom (and with which API key), from where (IP and browser) and what changed — filtered by
// user, action, file name and dates, and exported to Excel. On a phone each event is a compact list
// item (file, action, when, who, what).
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DataTable, List, TopToolbar, useLocale, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { excelExporter } from '../../src/components/list/excelExporter';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import type { AuditEventView } from '../../src/providers/filesApi';
import { formatDateTime } from '../../src/providers/format';
import { AuditAction, AuditActor, AuditUserAgent } from './AuditCells';
import { actorWithKey, auditColumns, eventSummary } from './AuditColumns';
import { auditFilters } from './AuditFilters';
import { languageOf } from './bytes';

const AuditToolbar = () => (
  <TopToolbar>
    {/* The API pages at most 100 rows per call; the export reads them page by page. */}
    <ExportButton />
  </TopToolbar>
);

function AuditEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <HistoryIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.vaultEvents.empty.title')}
      </Typography>
      <Typography color="text.secondary">{translate('resources.vaultEvents.empty.text')}</Typography>
    </Box>
  );
}

export function AuditFileEvents() {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const isPhone = useIsPhone();
  const exporter = useMemo(
    () =>
      excelExporter<AuditEventView>(
        translate('resources.vaultEvents.export_file'),
        auditColumns(translate, lang),
        translate,
      ),
    [translate, lang],
  );
  return (
    <List
      resource="vaultEvents"
      title={false}
      filters={auditFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<AuditToolbar />}
      exporter={exporter}
      empty={<AuditEmpty />}
    >
      {isPhone ? (
        <CompactList<AuditEventView>
          primaryText={(e) => e.arquivo?.nome ?? eventSummary(e, translate, lang)}
          tertiaryText={(e) => <AuditAction acao={e.acao} />}
          secondaryText={(e) =>
            [
              formatDateTime(e.created_at, lang),
              actorWithKey(e, translate),
              e.arquivo && eventSummary(e, translate, lang),
            ]
              .filter(Boolean)
              .join(' · ')
          }
        />
      ) : (
        <DataTable<AuditEventView> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col
            source="created_at"
            render={(e) => formatDateTime(e.created_at, lang)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <DataTable.Col source="arquivo" disableSort render={(e) => e.arquivo?.nome ?? ''} />
          <DataTable.Col source="acao" disableSort render={(e) => <AuditAction acao={e.acao} />} />
          <DataTable.Col
            source="ator"
            disableSort
            render={(e) => <AuditActor event={e as AuditEventView} />}
          />
          <DataTable.Col source="ip" disableSort />
          <DataTable.Col
            source="user_agent"
            disableSort
            render={(e) => <AuditUserAgent value={e.user_agent} />}
          />
          <DataTable.Col
            source="dados"
            disableSort
            render={(e) => eventSummary(e as AuditEventView, translate, lang)}
          />
        </DataTable>
      )}
    </List>
  );
}
