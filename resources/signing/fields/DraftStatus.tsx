// A discreet word on the request's draft beside the dialog's buttons: being saved, saved, or not
// saved (it is tried again with the next change). Nothing before the first change.
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Typography from '@mui/material/Typography';
import { useEditorT } from './useEditorT';
import type { DraftState } from './useRequestDraft';

const ICONS = {
  saving: CloudUploadOutlinedIcon,
  saved: CloudDoneOutlinedIcon,
  failed: CloudOffOutlinedIcon,
};

export function DraftStatus({ state }: { state: DraftState }) {
  const { t } = useEditorT();
  const Icon = state === 'idle' ? null : ICONS[state];
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      role="status"
      data-testid="signing-draft-status"
      data-state={state}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1 }}
    >
      {Icon && <Icon fontSize="inherit" aria-hidden />}
      {state === 'idle' ? '' : t(`draft.${state}`)}
    </Typography>
  );
}
