// Step 2: who gets the message — one number, a pasted list, or a spreadsheet — with the preview
// of how each number was read. Numbers come from the company's contacts too, and one typed by hand
// can be saved as a contact.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { maskPhone } from '../../src/components/masks';
import { ContactSearch, SaveContactButton } from '../contacts/ContactPicker';
import { RecipientsPreview } from './RecipientsPreview';
import { SpreadsheetImport } from './SpreadsheetImport';
import type { MessageDraft, RecipientMode } from './useMessageDraft';

const MODES: RecipientMode[] = ['single', 'list', 'import'];

export function RecipientsStep({ draft }: { draft: MessageDraft }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.messages.create.${key}`);
  /** The name to save a number typed by hand under, as a contact. */
  const [name, setName] = useState('');
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
          <Stack spacing={2}>
            <ContactSearch onPick={(c) => c.celular && draft.setSingle(maskPhone(c.celular))} />
            <TextField
              fullWidth
              label={t('single.label')}
              value={draft.single}
              onChange={(e) => draft.setSingle(e.target.value)}
              helperText={t('single.helper')}
              inputMode="tel"
              autoComplete="off"
            />
            {draft.single.trim() && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  size="small"
                  label={t('single.contact_name')}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
                <SaveContactButton contact={{ nome: name, celular: draft.single }} />
              </Stack>
            )}
          </Stack>
        )}
        {draft.mode === 'list' && (
          <ContactSearch
            label={translate('resources.contacts.pick.add')}
            onPick={(c) =>
              c.celular && draft.setListText(`${draft.listText.trim()}\n${maskPhone(c.celular)}`.trim())
            }
          />
        )}
        {draft.mode === 'list' && (
          <TextField
            sx={{ mt: 2 }}
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
