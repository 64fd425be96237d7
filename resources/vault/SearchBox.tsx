// The search over the whole vault: it starts from 4 characters (the API's minimum), a moment after
// the user stops typing.
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_MIN } from './useVaultFiles';

const DELAY_MS = 300;

export function SearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const translate = useTranslate();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (value === '') setText('');
  }, [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  const short = text.trim().length > 0 && text.trim().length < SEARCH_MIN;
  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      label={translate('resources.vault.search.label')}
      helperText={short ? translate('resources.vault.search.min', { min: SEARCH_MIN }) : undefined}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('resources.vault.search.clear')}
                onClick={() => {
                  setText('');
                  onChange('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
