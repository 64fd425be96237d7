// An action that asks first: ask({...}) opens react-admin's Confirm dialog; confirming runs the
// call, shows its success message and runs `after`. A failed call was already shown by the HTTP
// client's error catalogue, so it only closes the dialog (any other failure says 'Houve um erro..').
import { type ReactNode, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { HttpError } from '../../providers/http';

export interface ConfirmableAction {
  /** i18n keys of the dialog, with the args both use. */
  title: string;
  content: string;
  args?: Record<string, unknown>;
  /** i18n key of the confirm button (default: ra.action.confirm). */
  confirm?: string;
  destructive?: boolean;
  run(): Promise<unknown>;
  /** i18n key of the success toast; none when what follows says it (e.g. a dialog showing the result). */
  done?: string;
  doneArgs?: Record<string, unknown>;
  after?(): void;
}

export function useConfirmAction(): { ask(action: ConfirmableAction): void; dialog: ReactNode } {
  const notify = useNotify();
  // The action stays set while the dialog fades out, so its text does not blank.
  const [pending, setPending] = useState<ConfirmableAction | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await pending.run();
      if (pending.done) notify(pending.done, { type: 'success', messageArgs: pending.doneArgs });
      pending.after?.();
    } catch (err) {
      // An HTTP failure was shown by the error catalogue; anything else, spec §8's 'Houve um erro..'.
      if (!(err instanceof HttpError)) notify('app.error_dialog', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const dialog = (
    // Inside a clickable table row: keep the dialog's clicks (they bubble through the React tree,
    // portal or not) from opening the row.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops propagation, handles nothing.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <span onClick={(e) => e.stopPropagation()}>
      <Confirm
        isOpen={open}
        loading={busy}
        title={pending?.title ?? ''}
        content={pending?.content ?? ''}
        translateOptions={pending?.args}
        confirm={pending?.confirm ?? 'ra.action.confirm'}
        confirmColor={pending?.destructive ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
      />
    </span>
  );
  return {
    ask: (action) => {
      setPending(action);
      setOpen(true);
    },
    dialog,
  };
}
