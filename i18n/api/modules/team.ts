// API messages of a company's own team and data (members run it: list, invite, disable,
// permissions, owner), in both languages (same keys).
export const teamPtBR = {
  'team.member_outranks':
    'Você não pode alterar um membro que tem uma permissão que você não possui: :label.',
  'team.owner_protected': 'O dono da empresa não pode perder permissões nem ser desativado por outra pessoa.',
  'team.last_manager':
    'A empresa precisa de ao menos um membro ativo com a permissão Gerenciar usuários. Dê essa permissão a outra pessoa antes.',
  'team.cannot_disable_self': 'Você não pode desativar o seu próprio acesso à empresa.',
  'team.link_disabled': 'Acesso à empresa desativado. As sessões dele nesta empresa foram encerradas.',
  'team.link_enabled': 'Acesso à empresa reativado.',
  'team.invite_resent': 'Convite reenviado para :email.',
  'team.owner_only': 'Só o dono da empresa pode transferi-la.',
  'team.owner_not_member': 'O novo dono precisa ser um membro ativo da empresa.',
  'team.owner_transferred': ':name agora é o dono da empresa.',
  'companies.document_admin_only':
    'O CNPJ da empresa só pode ser alterado pela administração da plataforma. Fale com o suporte.',
  'attributes.telefone': 'telefone',
} as const;

export const teamEn: Record<keyof typeof teamPtBR, string> = {
  'team.member_outranks': 'You cannot change a member who holds a permission you do not hold: :label.',
  'team.owner_protected': "The company's owner cannot lose permissions or be disabled by anyone else.",
  'team.last_manager':
    'The company needs at least one active member holding Manage users. Give that permission to someone else first.',
  'team.cannot_disable_self': 'You cannot disable your own access to the company.',
  'team.link_disabled': 'Access to the company disabled. Their sessions in this company were ended.',
  'team.link_enabled': 'Access to the company enabled again.',
  'team.invite_resent': 'Invite sent again to :email.',
  'team.owner_only': "Only the company's owner can hand it over.",
  'team.owner_not_member': 'The new owner must be an active member of the company.',
  'team.owner_transferred': ':name now owns the company.',
  'companies.document_admin_only':
    "The company's CNPJ can only be changed by the platform's administrators. Please contact support.",
  'attributes.telefone': 'phone',
};
