// One line on a file's signing for its details: how many of the signatories have acted, refused or
// are still to act, and the deadline (or when it closed the process). Draft files have no process;
// a failure to load shows a dash.
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FileStatus } from '../../common/schemas/files';
import { deadlineDay } from '../../src/pages/signing/dates';
import { type SigningProcess, signingApi } from '../../src/providers/signingApi';
import { useDeadlineT } from './useDeadlineT';

export function signingSummaryArgs(process: SigningProcess) {
  const counted = process.signatarios.filter((s) => s.status !== 'removed');
  return {
    signed: counted.filter((s) => s.status === 'signed').length,
    smart_count: counted.length,
    denied: counted.filter((s) => s.status === 'denied').length,
  };
}

export function SigningSummary({ fileId, status }: { fileId: number; status: FileStatus }) {
  const translate = useTranslate();
  const { t: dt, lang } = useDeadlineT();
  const [process, setProcess] = useState<SigningProcess | null | 'failed'>(null);

  useEffect(() => {
    if (status === 'draft') return;
    let live = true;
    signingApi.process(fileId, 'all').then(
      (p) => live && setProcess(p),
      () => live && setProcess('failed'),
    );
    return () => {
      live = false;
    };
  }, [fileId, status]);

  if (status === 'draft') return <>{translate('resources.signing.summary.none')}</>;
  if (process === null) return <>…</>;
  if (process === 'failed' || process.signatarios.length === 0) return <>—</>;
  const args = signingSummaryArgs(process);
  const deadline = process.expirado_em
    ? dt('summary.expired', { date: deadlineDay(process.expirado_em, lang) })
    : process.prazo && process.status === 'waiting'
      ? dt('summary.prazo', { date: deadlineDay(process.prazo, lang) })
      : null;
  return (
    <span data-testid="signing-summary">
      {translate('resources.signing.summary.progress', args)}
      {args.denied > 0 && ` · ${translate('resources.signing.summary.denied', { smart_count: args.denied })}`}
      {deadline && ` · ${deadline}`}
    </span>
  );
}
