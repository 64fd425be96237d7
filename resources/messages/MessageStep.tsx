// Step 3: the text (with its counter and the spreadsheet's variables), how the first valid
// recipient will read it, a warning for variables no column fills, and the optional attachment.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import { renderTemplate } from '../../common/messaging/template';
import { MESSAGE_MAX_LENGTH } from '../../common/schemas/messaging';
import { formatWhatsappNumber } from '../../common/validation/whatsapp';
import { AttachmentPicker } from './AttachmentPicker';
import type { MessageDraft } from './useMessageDraft';
import { VariableChips } from './VariableChips';

export function MessageStep({
  draft,
  textRef,
  onVariable,
}: {
  draft: MessageDraft;
  textRef: Ref<HTMLTextAreaElement>;
  onVariable(key: string): void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.messages.create.${key}`, args);
  const first = draft.checked.recipients[0];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <TextField
        fullWidth
        multiline
        minRows={5}
        maxRows={16}
        label={t('message.label')}
        value={draft.text}
        onChange={(e) => draft.setText(e.target.value)}
        inputRef={textRef}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{draft.variables.length > 0 ? t('message.helper') : ''}</span>
            <span data-testid="message-counter">
              {t('message.counter', { count: draft.text.length, max: MESSAGE_MAX_LENGTH })}
            </span>
          </Box>
        }
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      {draft.variables.length > 0 && (
        <VariableChips caption={t('message.variables')} variables={draft.variables} onClick={onVariable} />
      )}
      {draft.missing.length > 0 && (
        <Alert severity="warning" data-testid="missing-variables">
          {t('message.missing', { names: draft.missing.map((v) => `{${v}}`).join(', ') })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="message-preview">
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {first
            ? t('message.preview', { number: formatWhatsappNumber(first.number) })
            : t('message.preview_none')}
        </Typography>
        {first && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {renderTemplate(draft.text, first.vars ?? {})}
          </Typography>
        )}
      </Paper>
      <AttachmentPicker file={draft.attachment} onChange={draft.setAttachment} />
    </Box>
  );
}
