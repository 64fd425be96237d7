// Labels of the company's team (/equipe, resources/team), in pt-BR (English: en/team.ts). The words
// it shares with the back office's users (status, permissions, invites) are the users resource's.

export const teamPtBR = {
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
