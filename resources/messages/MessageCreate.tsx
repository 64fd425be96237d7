// /message/cadastrar: one page in four steps — the device (?device= preselects it), the recipients,
// the message and the send. "Enviar" posts everything as multipart (fields before the attachment);
// once queued, the tab closes and the campaigns list opens.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { type ReactNode, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MESSAGE_MAX_LENGTH } from '../../common/schemas/messaging';
import { HttpError } from '../../src/providers/http';
import { sendMessages } from '../../src/providers/messagesApi';
import { closeTab } from '../../src/providers/tabs';
import { DeviceStep } from './DeviceStep';
import { MessageStep } from './MessageStep';
import { RecipientsStep } from './RecipientsStep';
import { type SendState, SendStep } from './SendStep';
import { useMessageDraft } from './useMessageDraft';

/** Refusals shown beside the button (unknown device, not connected, attachment refused, validation). */
const SHOWN_HERE = [404, 409, 413, 415, 422];

const idParam = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

export function MessageCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const draft = useMessageDraft(idParam(params.get('device')));
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<SendState>({ sending: false, progress: null, error: null });

  /** Puts `{key}` where the cursor is in the text (or at its end). */
  const insertVariable = (key: string) => {
    const el = textRef.current;
    const token = `{${key}}`;
    const { text } = draft;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + token + text.slice(end);
    if (next.length > MESSAGE_MAX_LENGTH) return;
    draft.setText(next);
    setTimeout(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const send = async () => {
    if (draft.need !== null || draft.device === null) return;
    const attachment = draft.attachment;
    setState({ sending: true, progress: attachment ? 0 : null, error: null });
    try {
      await sendMessages(
        { device: draft.device, message: draft.text, recipients: draft.checked.recipients, attachment },
        (loaded, total) => attachment && setState((s) => ({ ...s, progress: (100 * loaded) / total })),
        SHOWN_HERE,
      );
      notify('resources.messages.create.send.queued', { type: 'success' });
      closeTab(pathname);
      navigate('/messages');
    } catch (err) {
      const shown = err instanceof HttpError && SHOWN_HERE.includes(err.status);
      setState({ sending: false, progress: null, error: shown ? err.message : null });
    }
  };

  const { need } = draft;
  const steps: { key: string; done: boolean; content: ReactNode }[] = [
    { key: 'device', done: need !== 'device', content: <DeviceStep draft={draft} /> },
    {
      key: 'recipients',
      done: draft.checked.recipients.length > 0 && need !== 'too_many',
      content: <RecipientsStep draft={draft} />,
    },
    {
      key: 'message',
      done: (draft.text.trim() !== '' || draft.attachment !== null) && draft.missing.length === 0,
      content: <MessageStep draft={draft} textRef={textRef} onVariable={insertVariable} />,
    },
    {
      key: 'send',
      done: false,
      content: (
        <SendStep
          need={need}
          count={draft.checked.recipients.length}
          deviceName={draft.deviceInfo?.name ?? ''}
          state={state}
          onSend={send}
        />
      ),
    },
  ];

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stepper orientation="vertical" nonLinear>
          {steps.map((step, i) => (
            <Step key={step.key} index={i} completed={step.done} active expanded>
              <StepLabel>{translate(`resources.messages.create.steps.${step.key}`)}</StepLabel>
              <StepContent>{step.content}</StepContent>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
