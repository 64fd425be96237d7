// The company's team's labels in both languages (the compiler checks English has every key), added to
// the i18n provider when one of its pages loads. The words it shares with the back office's users
// (status, permissions, invites) are the users resource's (../users/messages.ts).
import type { SameKeys } from '../../i18n/app/resources/shape';
import { addResourceMessages } from '../../src/providers/lateMessages';

const pt_BR = {
  name: 'Membro |||| Membros',
  fields: {
    nome: 'Nome',
    email: 'E-mail',
    permissions: 'Permissões',
    status: 'Acesso',
    created_at: 'Entrou em',
    last_access_at: 'Último acesso',
    q: 'Buscar (nome ou e-mail)',
  },
  list: { members: 'Membros', invite: 'Convidar', owner: 'Proprietário', never: 'Nunca' },
  action: {
    permissions: 'Editar permissões',
    disable: 'Desativar acesso',
    enable: 'Reativar acesso',
    transfer: 'Transferir propriedade',
  },
  confirm: {
    disable:
      'Desativar o acesso de %{name}? As sessões nesta empresa terminam; a conta e as outras empresas continuam.',
    enable: 'Reativar o acesso de %{name} a esta empresa?',
    transfer:
      '%{name} passa a ser o proprietário da empresa, e só ele poderá transferi-la. Vocês dois mantêm as permissões.',
  },
  notify: {
    disabled: 'Acesso desativado.',
    enabled: 'Acesso reativado.',
    transferred: 'Propriedade transferida para %{name}.',
  },
  invite: {
    title: 'Convidar para a equipe',
    intro: 'O convidado recebe por e-mail um link para entrar nesta empresa com o perfil escolhido.',
  },
  permissions: {
    title: 'Permissões de %{name}',
    help: 'Você só concede as permissões que tem; as outras aparecem desativadas.',
  },
};

const en: SameKeys<typeof pt_BR> = {
  name: 'Member |||| Members',
  fields: {
    nome: 'Name',
    email: 'E-mail',
    permissions: 'Permissions',
    status: 'Access',
    created_at: 'Joined',
    last_access_at: 'Last access',
    q: 'Search (name or e-mail)',
  },
  list: { members: 'Members', invite: 'Invite', owner: 'Owner', never: 'Never' },
  action: {
    permissions: 'Edit permissions',
    disable: 'Disable access',
    enable: 'Re-enable access',
    transfer: 'Transfer ownership',
  },
  confirm: {
    disable:
      "Disable %{name}'s access? Their sessions in this company end; their account and other companies stay.",
    enable: "Re-enable %{name}'s access to this company?",
    transfer:
      '%{name} becomes the owner of the company, and only they can hand it over again. You both keep your permissions.',
  },
  notify: {
    disabled: 'Access disabled.',
    enabled: 'Access re-enabled.',
    transferred: 'Ownership transferred to %{name}.',
  },
  invite: {
    title: 'Invite to the team',
    intro: 'The invitee gets an e-mail with a link to join this company with the role chosen.',
  },
  permissions: {
    title: "%{name}'s permissions",
    help: 'You only grant the permissions you hold; the others are shown disabled.',
  },
};

addResourceMessages('team', { pt_BR, en });
