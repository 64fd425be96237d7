// One of the profile's saved marks (the signature or the rubrica): its image on white, as it goes on
// the pages, or a line saying there is none; "Criar" or "Substituir", and "Remover" when there is one.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MarkType } from '../../../../common/signatureFields';
import type { MarkView } from '../../../providers/profileApi';
import { useProfileT } from './useProfileT';

export interface SavedMarkProps {
  tipo: MarkType;
  mark: MarkView | null;
  disabled?: boolean;
  onEdit(): void;
  onRemove(): void;
}

export function SavedMark({ tipo, mark, disabled, onEdit, onRemove }: SavedMarkProps) {
  const t = useProfileT();
  const name = t(`marks.names.${tipo}`);
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} data-testid={`saved-mark-${tipo}`}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t(`marks.types.${tipo}`)}
      </Typography>
      <Box
        sx={{
          height: 96,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 1,
          mb: 1,
          bgcolor: '#fff',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {mark ? (
          <Box
            component="img"
            src={mark.url}
            alt={t(`marks.image.${tipo}`)}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography color="text.secondary">{t(`marks.none.${tipo}`)}</Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          startIcon={mark ? <EditIcon /> : <AddIcon />}
          onClick={onEdit}
          disabled={disabled}
          aria-label={t(mark ? 'marks.named.replace' : 'marks.named.create', { mark: name })}
        >
          {t(mark ? 'marks.replace' : 'marks.create')}
        </Button>
        {mark && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('marks.named.remove', { mark: name })}
          >
            {t('actions.remove')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
