// A campaign's recipients, a page at a time and optionally by status: kept current by `message`
// events (status and error of a row), and resent from here (the original row says it was resent,
// the new attempt appears under it).
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { type CampaignStatusFilter, messagesApi, type RecipientView } from '../../src/providers/messagesApi';
import { useRealtime } from '../../src/providers/realtime';

export interface RecipientsState {
  rows: RecipientView[];
  total: number;
  loading: boolean;
  page: number;
  perPage: number;
  status: CampaignStatusFilter | '';
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  setStatus(status: CampaignStatusFilter | ''): void;
  /** Ids of the messages whose resend is on its way. */
  resending: ReadonlySet<number>;
  resend(row: RecipientView): Promise<void>;
}

export const canResend = (row: RecipientView) =>
  (row.status === 'failed' || row.status === 'invalid') && row.resent_by === null;

export function useRecipients(campaignId: number): RecipientsState {
  const notify = useNotify();
  const [rows, setRows] = useState<RecipientView[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(25);
  const [status, setStatusState] = useState<CampaignStatusFilter | ''>('');
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const control = new AbortController();
    setLoading(true);
    messagesApi.recipients(campaignId, { page, perPage, status: status || undefined }, control.signal).then(
      (res) => {
        setRows(res.data);
        setTotal(res.total);
        setLoading(false);
      },
      () => !control.signal.aborted && setLoading(false),
    );
    return () => control.abort();
  }, [campaignId, page, perPage, status]);

  useRealtime('message', (event) => {
    if (event.campanha_id !== campaignId) return;
    setRows((all) =>
      all.some((r) => r.id === event.id)
        ? all.map((r) => (r.id === event.id ? { ...r, status: event.status, error: event.error } : r))
        : all,
    );
  });

  const resend = useCallback(
    async (row: RecipientView) => {
      setResending((s) => new Set(s).add(row.id));
      try {
        const attempt = await messagesApi.resend(row.id);
        setRows((all) =>
          all.flatMap((r) =>
            r.id === row.id
              ? [
                  { ...r, resent_by: attempt.id },
                  { ...attempt, vars: r.vars },
                ]
              : [r],
          ),
        );
        setTotal((t) => t + 1);
        notify('resources.messages.recipients.resent_ok', { type: 'success' });
      } catch {
        // The HTTP layer already showed why (409: not failed, or already resent).
      } finally {
        setResending((s) => {
          const next = new Set(s);
          next.delete(row.id);
          return next;
        });
      }
    },
    [notify],
  );

  return {
    rows,
    total,
    loading,
    page,
    perPage,
    status,
    setPage,
    setPerPage: (n) => {
      setPerPageState(n);
      setPage(1);
    },
    setStatus: (s) => {
      setStatusState(s);
      setPage(1);
    },
    resending,
    resend,
  };
}
