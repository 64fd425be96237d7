// A bulk send as it goes: read once, then again on each `bulk.progress` event of this job (whose
// counts show at once), after the live stream comes back from a gap, and every POLL_MS while the job
// is not over (when the stream cannot reach this tab). `version` changes with each read, for
// whatever follows the job (its lines).
import { useCallback, useEffect, useState } from 'react';
import { type BulkProgressEvent, type BulkView, bulkApi } from '../../../src/providers/bulkApi';
import { useRealtime, useRealtimeReconnect } from '../../../src/providers/realtime';

const POLL_MS = 5000;

/** The figures of "N criados · N recusados · N pendentes de N". */
export const jobCounts = (job: BulkView) => ({
  criados: job.criados,
  recusados: job.recusados,
  pendentes: job.pendentes,
  total: job.total,
});

export const isOver = (job: Pick<BulkView, 'status'>) => job.status === 'done' || job.status === 'cancelled';

export function useBulkJob(id: number) {
  const [job, setJob] = useState<BulkView | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      const found = await bulkApi.job(id);
      setJob(found);
      setFailed(false);
      setVersion((v) => v + 1);
    } catch {
      setFailed(true);
    }
  }, [id]);

  useEffect(() => {
    setJob(null);
    void load();
  }, [load]);

  useRealtime('bulk.progress', (data) => {
    const event = data as BulkProgressEvent;
    if (event.id !== id) return;
    setJob((current) =>
      current
        ? {
            ...current,
            status: event.status,
            criados: event.criados,
            recusados: event.recusados,
            pendentes: event.pendentes,
          }
        : current,
    );
    void load();
  });
  useRealtimeReconnect(() => void load());

  const running = job !== null && !isOver(job);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  return { job, failed, version, reload: load, setJob };
}
