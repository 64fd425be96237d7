// The search bar of a conversation: what is typed (from 4 characters) filters its messages; how
// many were found is read out; Escape or the close button ends the search.
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { SEARCH_MIN } from './useChatMessages';

export function ChatSearch({
  value,
  onChange,
  onClose,
  found,
}: {
  value: string;
  onChange(value: string): void;
  onClose(): void;
  /** How many messages match (null while nothing is searched yet). */
  found: number | null;
}) {
  const translate = useTranslate();
  const short = value.trim().length < SEARCH_MIN;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="flex-start"
      sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        autoFocus
        size="small"
        fullWidth
        type="search"
        label={translate('resources.devices.chats.search_label')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
        helperText={
          short
            ? translate('resources.devices.chats.search_min')
            : found !== null
              ? translate('resources.devices.chats.search_results', { smart_count: found })
              : ' '
        }
        slotProps={{ formHelperText: { role: 'status' } }}
      />
      <IconButton aria-label={translate('resources.devices.chats.close_search')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
