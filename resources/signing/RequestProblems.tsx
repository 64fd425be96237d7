// What stops "Solicitar assinaturas", at the top of the dialog where the eye is after pressing the
// send button at its bottom: the problems no field shows (the list itself, the API's refusal, the
// fields step's) and, for each one a field shows, which row and field it is ("Signatário 2 · Celular
// (WhatsApp): Informe o celular…") as a link that brings that field into view and focuses it.
// `useRevealTop` scrolls the top of the dialog into view and focuses its first alert (this one, or
// the unconfirmed e-mail's) once a send or "Próximo" found a problem.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usesWhatsapp } from '../../common/signing';
import type { FieldProblem, SignatoryDraft } from './signatoryDrafts';
import { useDeadlineT } from './useDeadlineT';
import { useRoundsT } from './useRoundsT';

/** The input of each field, by its data-testid (a company user's details show on the picker). */
const TEST_IDS: Record<string, string> = {
  user_id: 'signatory-user',
  nome: 'signatory-nome',
  email: 'signatory-email',
  phone: 'signatory-phone',
  cpf: 'signatory-cpf',
  canal: 'signatory-canal',
  device_id: 'signatory-device',
  idioma: 'signatory-idioma',
  tipo: 'signatory-tipo',
  mensagem: 'signing-message',
  prazo: 'signing-deadline',
  lembrete_dias: 'signing-reminder',
};

/** Brings a problem's input into view and focuses it. */
function focusField(from: HTMLElement, problem: FieldProblem) {
  const dialog = from.closest('[role="dialog"]') ?? document;
  const scope =
    problem.row === null ? dialog : dialog.querySelectorAll('[data-testid="signatory-row"]')[problem.row];
  const input =
    scope?.querySelector<HTMLElement>(`[data-testid="${TEST_IDS[problem.field]}"]`) ??
    scope?.querySelector<HTMLElement>('input, select, textarea');
  input?.scrollIntoView?.({ block: 'center' });
  input?.focus();
}

interface Props {
  /** Messages no field shows (already translated). */
  general: string[];
  problems: FieldProblem[];
  drafts: SignatoryDraft[];
}

export function RequestProblems({ general, problems, drafts }: Props) {
  const translate = useTranslate();
  const rt = useRoundsT();
  const { t: dt } = useDeadlineT();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.signing.${key}`, args);
  if (general.length === 0 && problems.length === 0) return null;

  const label = ({ row, field }: FieldProblem) => {
    if (row === null)
      return field === 'mensagem' ? t('fields.mensagem') : dt(field === 'prazo' ? 'prazo' : 'lembrete');
    const draft = drafts[row];
    const whatsapp = draft ? usesWhatsapp(draft.canal) : false;
    // A company user's e-mail, name and CPF (and phone, without WhatsApp) show on the picker.
    if (
      draft?.kind === 'internal' &&
      ['nome', 'email', 'cpf', ...(whatsapp ? [] : ['phone'])].includes(field)
    )
      return t('fields.user');
    const labels: Record<string, string> = {
      user_id: t('fields.user'),
      nome: t('fields.nome'),
      email: draft?.canal === 'whatsapp' ? rt('channel.email_optional') : t('fields.email'),
      phone: whatsapp ? rt('channel.phone') : t('fields.phone'),
      cpf: t('fields.cpf'),
      canal: rt('channel.label'),
      device_id: whatsapp ? rt('channel.device') : rt('channel.label'),
      idioma: rt('channel.language'),
      tipo: t('fields.tipo'),
    };
    return labels[field] ?? field;
  };
  const line = (p: FieldProblem) => {
    const message = translate(p.message, { _: p.message });
    return p.row === null
      ? rt('problems.own', { field: label(p), message })
      : rt('problems.row', { row: t('request.row', { n: p.row + 1 }), field: label(p), message });
  };

  return (
    <Alert severity="error" sx={{ mb: 2 }} role="alert" tabIndex={-1} data-testid="signing-request-problems">
      {general.map((m) => (
        <div key={m}>{m}</div>
      ))}
      {problems.length > 0 && (
        <>
          <div>{rt('problems.title')}</div>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((p) => (
              <li key={`${p.row}.${p.field}`}>
                <Link
                  component="button"
                  type="button"
                  color="inherit"
                  sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
                  onClick={(e) => focusField(e.currentTarget, p)}
                >
                  {line(p)}
                </Link>
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}

/**
 * The top of the dialog (`ref` on what holds its alerts) and `reveal()`, which, after the next
 * render, scrolls it into view and focuses its first alert.
 */
export function useRevealTop(): { ref: RefObject<HTMLDivElement | null>; reveal(): void } {
  const ref = useRef<HTMLDivElement | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const alert = ref.current?.querySelector<HTMLElement>('[role="alert"]');
    if (!alert) return;
    alert.scrollIntoView?.({ block: 'start' });
    alert.focus();
  }, [asked]);
  return { ref, reveal: useCallback(() => setAsked((n) => n + 1), []) };
}
