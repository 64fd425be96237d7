// Step 2: who gets the message — one number, a pasted list, or a spreadsheet — with the preview
// of how each number was read.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { RecipientsPreview } from './RecipientsPreview';
import { SpreadsheetImport } from './SpreadsheetImport';
import type { MessageDraft, RecipientMode } from './useMessageDraft';

const MODES: RecipientMode[] = ['single', 'list', 'import'];

export function RecipientsStep({ draft }: { draft: MessageDraft }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.messages.create.${key}`);
  return (
    <>
      <Tabs
        value={draft.mode}
        onChange={(_e, mode: RecipientMode) => draft.setMode(mode)}
        aria-label={t('mode.label')}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {MODES.map((mode) => (
          <Tab key={mode} value={mode} label={t(`mode.${mode}`)} />
        ))}
      </Tabs>
      <Box sx={{ maxWidth: 720 }}>
        {draft.mode === 'single' && (
          <TextField
            fullWidth
            label={t('single.label')}
            value={draft.single}
            onChange={(e) => draft.setSingle(e.target.value)}
            helperText={t('single.helper')}
            inputMode="tel"
            autoComplete="off"
          />
        )}
        {draft.mode === 'list' && (
          <TextField
            fullWidth
            multiline
            minRows={4}
            maxRows={12}
            label={t('list.label')}
            value={draft.listText}
            onChange={(e) => draft.setListText(e.target.value)}
            helperText={t('list.helper')}
          />
        )}
        {draft.mode === 'import' && <SpreadsheetImport draft={draft} />}
      </Box>
      <RecipientsPreview checked={draft.checked} />
    </>
  );
}
