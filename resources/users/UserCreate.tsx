// /users/cadastrar: inviting a user. The invitee gets an e-mail with the /cadastrar-usuario/{token}
// link and joins the chosen company with the role (or the permissions) chosen here; none at all only
// as "Só assina".
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  email,
  maxLength,
  ResourceContextProvider,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { usersApi } from '../../src/providers/usersApi';
import { CompanyInput } from './CompanyInput';
import { PermissionsInput } from './PermissionsEditor';
import { submissionErrors } from './shared';

interface InviteForm {
  email: string;
  nome?: string | null;
  empresa_id: number;
  permissions?: string[];
  signer_only?: boolean;
}

function InviteToolbar() {
  return (
    <Toolbar>
      <SaveButton label="resources.users.invite.submit" icon={<SendIcon />} />
    </Toolbar>
  );
}

export default function UserCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const closeTab = useCloseTab();

  const send = async (values: Record<string, unknown>) => {
    const form = values as unknown as InviteForm;
    const address = form.email.trim();
    try {
      await usersApi.invite({
        email: address,
        nome: form.nome?.trim() || null,
        empresa_id: Number(form.empresa_id),
        permissions: form.permissions ?? [],
        ...(form.signer_only ? { signer_only: true } : {}),
      });
    } catch (err) {
      return submissionErrors(err);
    }
    notify('resources.users.notify.invite_sent', { type: 'success', messageArgs: { email: address } });
    closeTab();
    return undefined;
  };

  return (
    <ResourceContextProvider value="users">
      <Card sx={{ mt: 2 }}>
        <SimpleForm
          onSubmit={send}
          toolbar={<InviteToolbar />}
          defaultValues={{ email: '', nome: '', empresa_id: null, permissions: [], signer_only: false }}
        >
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.users.invite.intro')}
          </Typography>
          <Box sx={{ width: '100%', maxWidth: 520 }}>
            <TextInput
              source="email"
              type="email"
              validate={[required(), email(), maxLength(254)]}
              fullWidth
            />
            <TextInput source="nome" validate={maxLength(200)} fullWidth />
            <CompanyInput source="empresa_id" validate={required()} fullWidth />
          </Box>
          <PermissionsInput />
        </SimpleForm>
      </Card>
    </ResourceContextProvider>
  );
}
