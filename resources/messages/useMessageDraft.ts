// The send form's state: the device, the recipients (one number, a pasted list or an imported
// spreadsheet with its phone column), the text and the attachment; and what follows from them
// (checked recipients, variables, what is still missing before "Enviar").
import { useMemo, useState } from 'react';
import { missingVariables } from '../../common/messaging/template';
import { CAMPAIGN_MAX_RECIPIENTS, MESSAGE_MAX_LENGTH } from '../../common/schemas/messaging';
import type { ImportPreview } from '../../src/providers/messagesApi';
import {
  type CheckedRecipients,
  checkRecipients,
  guessPhoneColumn,
  importedEntries,
  type RecipientEntry,
  splitNumbers,
  variableColumns,
} from './recipients';

export type RecipientMode = 'single' | 'list' | 'import';

export interface ImportedSheet extends ImportPreview {
  fileName: string;
}

/** The first thing still missing before the form can be sent (an i18n key suffix), or null. */
export type SendNeed = 'device' | 'recipients' | 'too_many' | 'message' | 'variables' | null;

export function useMessageDraft(initialDevice: number | null) {
  const [device, setDevice] = useState<number | null>(initialDevice);
  /** The chosen device as the list shows it (null until the devices are loaded). */
  const [deviceInfo, setDeviceInfo] = useState<{ name: string; ready: boolean } | null>(null);
  const [mode, setMode] = useState<RecipientMode>('single');
  const [single, setSingle] = useState('');
  const [listText, setListText] = useState('');
  const [sheet, setSheetState] = useState<ImportedSheet | null>(null);
  const [phoneColumn, setPhoneColumn] = useState('');
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);

  const variables = useMemo(
    () => (mode === 'import' && sheet ? variableColumns(sheet.columns, phoneColumn || undefined) : []),
    [mode, sheet, phoneColumn],
  );

  const checked: CheckedRecipients = useMemo(() => {
    let entries: RecipientEntry[] = [];
    if (mode === 'single') entries = single.trim() ? [{ input: single, vars: {} }] : [];
    else if (mode === 'list') entries = splitNumbers(listText).map((input) => ({ input, vars: {} }));
    else if (sheet && phoneColumn) entries = importedEntries(sheet.rows, phoneColumn, variables);
    return checkRecipients(entries);
  }, [mode, single, listText, sheet, phoneColumn, variables]);

  const missing = useMemo(
    () => missingVariables(text, Object.fromEntries(variables.map((v) => [v.key, '']))),
    [text, variables],
  );

  const count = checked.recipients.length;
  let need: SendNeed = null;
  if (device === null || !deviceInfo?.ready) need = 'device';
  else if (count === 0) need = 'recipients';
  else if (count > CAMPAIGN_MAX_RECIPIENTS) need = 'too_many';
  else if ((!text.trim() && !attachment) || text.length > MESSAGE_MAX_LENGTH) need = 'message';
  else if (missing.length > 0) need = 'variables';

  return {
    device,
    setDevice,
    deviceInfo,
    setDeviceInfo,
    mode,
    setMode,
    single,
    setSingle,
    listText,
    setListText,
    sheet,
    /** A newly read spreadsheet: its phone column guessed from the names. */
    setSheet: (next: ImportedSheet | null) => {
      setSheetState(next);
      setPhoneColumn(next ? (guessPhoneColumn(next.columns) ?? '') : '');
    },
    phoneColumn,
    setPhoneColumn,
    variables,
    checked,
    text,
    setText,
    missing,
    attachment,
    setAttachment,
    need,
  };
}

export type MessageDraft = ReturnType<typeof useMessageDraft>;
