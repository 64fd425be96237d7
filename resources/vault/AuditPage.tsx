// /auditoria (audit.view): the company's audit in two tabs — "Arquivos", the vault's file events
// (the default), and "Ações" (?aba=acoes, so the tab can be linked and returned to), the trail of
// acts outside the files: team, company, API keys, webhooks and writes made with an API key.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { AuditFileEvents } from './AuditFileEvents';
import { AuditTrail } from './AuditTrail';

const TABS = ['files', 'actions'] as const;
/** The `aba` of the "Ações" tab; the file events' tab has none. */
const ACTIONS_TAB = 'acoes';

export function AuditPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === ACTIONS_TAB ? 1 : 0;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        // The file list keeps its filters and page in react-admin's store, so "Arquivos" finds them again.
        onChange={(_e, v: number) => setParams(v === 1 ? { aba: ACTIONS_TAB } : {}, { replace: true })}
        aria-label={translate('resources.audit.tabs.label')}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name, i) => (
          <Tab
            key={name}
            label={translate(`resources.audit.tabs.${name}`)}
            id={`audit-tab-${i}`}
            aria-controls={`audit-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`audit-panel-${tab}`}
        aria-labelledby={`audit-tab-${tab}`}
        sx={{ minWidth: 0 }}
      >
        {tab === 0 ? <AuditFileEvents /> : <AuditTrail />}
      </Box>
    </Box>
  );
}
