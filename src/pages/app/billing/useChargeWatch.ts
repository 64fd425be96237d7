// Follows one open charge until it is paid: the live 'billing.charge' event (sent when the provider
// confirms it), the charge read again after the stream was down (events are lost meanwhile), and,
// while someone waits for a Pix, a poll of GET /api/faturas/{id}: every 3 s when the stream is not
// open, every 30 s as a safety net when it is.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChargeStatus } from '../../../../common/constants';
import { billingApi, type FinancialRecordView } from '../../../providers/billingApi';
import { useRealtime, useRealtimeReconnect, useRealtimeStatus } from '../../../providers/realtime';

export const CHARGE_EVENT = 'billing.charge';
export const POLL_MS = 3000;
const POLL_LIVE_MS = 30_000;

/** What 'billing.charge' carries: which charge changed and how it stands now. */
export interface ChargeEvent {
  id: number;
  status: ChargeStatus;
  empresa_id: number;
}

export function isChargeEvent(data: unknown): data is ChargeEvent {
  const e = data as Partial<ChargeEvent> | null;
  return typeof e?.id === 'number' && typeof e.status === 'string';
}

export function useChargeWatch(
  id: number,
  {
    active,
    poll,
    onStatus,
    onCharge,
  }: {
    /** Whether to follow it at all (false once paid). */
    active: boolean;
    /** Whether to poll too (someone is looking at a Pix QR code). */
    poll: boolean;
    /** The event's news, at once (before the charge is read again). */
    onStatus(status: ChargeStatus): void;
    /** The charge as read again. */
    onCharge(charge: FinancialRecordView): void;
  },
) {
  const stream = useRealtimeStatus();
  const handlers = useRef({ onStatus, onCharge });
  useLayoutEffect(() => {
    handlers.current = { onStatus, onCharge };
  });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const reread = () =>
    billingApi.charge(id, 'all').then(
      (charge) => live.current && handlers.current.onCharge(charge),
      () => undefined,
    );

  useRealtime(CHARGE_EVENT, (data) => {
    if (!active || !isChargeEvent(data) || data.id !== id) return;
    handlers.current.onStatus(data.status);
    void reread();
  });
  useRealtimeReconnect(() => {
    if (active) void reread();
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reread` reads `id`, listed.
  useEffect(() => {
    if (!active || !poll) return;
    const timer = setInterval(() => void reread(), stream === 'open' ? POLL_LIVE_MS : POLL_MS);
    return () => clearInterval(timer);
  }, [id, active, poll, stream]);
}
