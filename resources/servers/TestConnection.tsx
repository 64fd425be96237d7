// "Testar conexão": asks the API to call the gateway with the stored key, toasts the answer
// (latency or why it failed) and shows it as a chip beside the server.
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import { Button, type Identifier, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { type ServerTestResult, serversApi } from '../../src/providers/serversApi';

export type TestState = { running: true } | { running: false; result: ServerTestResult };

const RUNNING: TestState = { running: true };

/** Runs connection tests and remembers the last outcome of each server. */
export function useTestConnection() {
  const notify = useNotify();
  const [states, setStates] = useState<Record<string, TestState>>({});
  const run = useCallback(
    async (id: Identifier) => {
      setStates((s) => ({ ...s, [id]: RUNNING }));
      try {
        const result = await serversApi.testConnection(id);
        setStates((s) => ({ ...s, [id]: { running: false, result } }));
        notify(result.message, { type: result.ok ? 'success' : 'warning' });
      } catch {
        // The HTTP layer already showed the failure.
        setStates(({ [id]: _, ...rest }) => rest);
      }
    },
    [notify],
  );
  return { states, run };
}

export function ConnectionChip({ state }: { state?: TestState }) {
  const translate = useTranslate();
  if (!state) return null;
  if (state.running)
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CircularProgress size={12} />}
        label={translate('resources.servers.test.running')}
      />
    );
  const { result } = state;
  return (
    <Tooltip title={result.message}>
      <Chip
        size="small"
        variant="outlined"
        color={result.ok ? 'success' : 'error'}
        label={translate(result.ok ? 'resources.servers.test.ok' : 'resources.servers.test.failed', {
          ms: result.latency_ms,
        })}
      />
    </Tooltip>
  );
}

/** The button of the edit view's toolbar, for the record in context. */
export function TestConnectionButton() {
  const record = useRecordContext();
  const { states, run } = useTestConnection();
  const state = record ? states[record.id] : undefined;
  return (
    <>
      <ConnectionChip state={state} />
      <Button
        label="resources.servers.actions.test"
        disabled={!record || state?.running}
        onClick={() => record && run(record.id)}
      >
        <NetworkCheckIcon />
      </Button>
    </>
  );
}
