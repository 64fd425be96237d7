// One pre-registration: who, whether the e-mail was confirmed, whether it became an account, and
// the button that resends the confirmation e-mail while it is not confirmed.
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  DateField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router';
import { maskPhone } from '../../src/components/masks';
import type { PreRegistrationView } from '../../src/providers/preRegistrationsApi';
import { ConfirmedChip } from './ConfirmedChip';
import { ResendEmailButton } from './ResendEmailButton';

function ResendHint() {
  const record = useRecordContext<PreRegistrationView>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
      {translate(
        record.confirmed
          ? 'resources.preRegistrations.already_confirmed'
          : 'resources.preRegistrations.resend_hint',
      )}
    </Typography>
  );
}

export function PreRegistrationShow() {
  const { id } = useParams();
  return (
    <Show
      resource="preRegistrations"
      id={id}
      title={false}
      actions={
        <TopToolbar>
          <ResendEmailButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="email" />
        <FunctionField<PreRegistrationView> source="phone" render={(r) => maskPhone(r.phone)} />
        <FunctionField<PreRegistrationView>
          source="confirmed"
          render={(r) => <ConfirmedChip confirmed={r.confirmed} />}
        />
        <DateField source="confirmed_at" locales="pt-BR" showTime emptyText="—" />
        <BooleanField source="completed" />
        <DateField source="created_at" locales="pt-BR" showTime />
      </SimpleShowLayout>
      <ResendHint />
    </Show>
  );
}
