// The signatories of "Solicitar assinaturas": in order or all at once, each row (SignatoryFields)
// edited, moved or taken off, and "Adicionar signatário" up to the limit, new rows of the kind the
// company can use.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SIGNATORIES_MAX } from '../../common/signing';
import type { CompanyMember, SenderDevice } from '../../src/providers/signingApi';
import { SignatoryFields } from './SignatoryFields';
import {
  type DraftErrors,
  moveDraft,
  newDraft,
  rowErrors,
  type SignatoryDraft,
  type SignatoryKind,
} from './signatoryDrafts';

interface Props {
  drafts: SignatoryDraft[];
  sequential: boolean;
  members: CompanyMember[] | null;
  devices: SenderDevice[] | null;
  errors: DraftErrors;
  disabled: boolean;
  /** The kind of a new row; undefined: the last row's. */
  newKind: SignatoryKind | undefined;
  onSequential(sequential: boolean): void;
  onChange(index: number, change: Partial<SignatoryDraft>): void;
  /** The rows moved, added or taken off. */
  onRows(next: SignatoryDraft[]): void;
  /** Connects a WhatsApp device for row `key`; absent: not allowed to this user. */
  onConnectDevice?: (key: number) => void;
}

export function SignatoryList({ drafts, sequential, errors, disabled, onRows, ...props }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.signing.${key}`);
  const { onConnectDevice } = props;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {t('request.signatories')}
        </Typography>
        <FormControlLabel
          disabled={disabled}
          control={
            <Switch
              checked={sequential}
              onChange={(e) => props.onSequential(e.target.checked)}
              slotProps={{ input: { 'data-testid': 'signing-sequential' } as object }}
            />
          }
          label={t('fields.sequencial')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(sequential ? 'request.sequential_help' : 'request.parallel_help')}
      </Typography>
      <Box component="ol" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
        {drafts.map((row, index) => (
          <SignatoryFields
            key={row.key}
            draft={row}
            index={index}
            count={drafts.length}
            sequential={sequential}
            members={props.members}
            devices={props.devices}
            errors={rowErrors(errors, index)}
            disabled={disabled}
            onChange={(change) => props.onChange(index, change)}
            onMove={(by) => onRows(moveDraft(drafts, index, by))}
            onRemove={() => onRows(drafts.filter((_d, i) => i !== index))}
            onConnectDevice={onConnectDevice && (() => onConnectDevice(row.key))}
          />
        ))}
      </Box>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1.5 }}
        disabled={disabled || drafts.length >= SIGNATORIES_MAX}
        onClick={() => onRows([...drafts, newDraft(props.newKind ?? drafts.at(-1)?.kind)])}
        data-testid="signatory-add"
      >
        {t('request.add')}
      </Button>
    </>
  );
}
