// API messages of "Meus dados" (LGPD): the data export's LEIA-ME, the deletion request and its
// decision by the platform administrators, with their notifications and e-mails.
export const lgpdPtBR = {
  'lgpd.notice':
    'Ao concluir a exclusão, seus dados pessoais são apagados ou anonimizados: nome, e-mail, CPF, telefones, endereços, foto, sessões, notificações, aceites de termos e vínculos com empresas; você não poderá mais entrar com esta conta. As provas de assinatura que a lei exige guardar ficam: os documentos assinados, as assinaturas, suas evidências (data, IP, forma de autenticação) e a trilha de auditoria. Nelas a sua conta passa a aparecer como “Usuário excluído”; os documentos já assinados e seus certificados continuam mostrando os dados com que foram assinados.',
  'lgpd.requested':
    'Solicitação de exclusão registrada. Um administrador da plataforma vai analisá-la e você receberá um e-mail quando ela for concluída.',
  'lgpd.already_pending':
    'Você já tem uma solicitação de exclusão pendente. Aguarde a análise ou cancele-a antes de fazer outra.',
  'lgpd.cancelled': 'Solicitação de exclusão cancelada.',
  'lgpd.no_pending': 'Você não tem solicitação de exclusão pendente.',
  'lgpd.not_pending': 'Esta solicitação não está mais pendente.',
  'lgpd.cannot_complete_own':
    'Você não pode concluir a exclusão da sua própria conta: peça a outro administrador da plataforma.',
  'lgpd.completed':
    'Solicitação concluída: a conta foi anonimizada e as provas de assinatura foram mantidas.',
  'lgpd.refused': 'Solicitação recusada.',
  'lgpd.export_throttle':
    'Você já baixou seus dados várias vezes há pouco. Tente novamente em :seconds segundos.',
  'notifications.lgpd_requested': ':nome pediu a exclusão da conta (LGPD).',
  'notifications.lgpd_refused': 'Sua solicitação de exclusão da conta foi recusada. Motivo: :motivo',
  'mail.lgpd_completed.subject': 'Sua conta no :app foi excluída',
  'mail.lgpd_completed.body':
    'Atendemos à sua solicitação de exclusão da conta (LGPD). Seus dados pessoais foram apagados ou anonimizados e não é mais possível entrar com esta conta. As provas de assinatura que a lei exige guardar (documentos assinados, assinaturas, suas evidências e a trilha de auditoria) foram mantidas, com a conta identificada como “Usuário excluído”.',
  'mail.lgpd_refused.subject': 'Sua solicitação de exclusão no :app',
  'mail.lgpd_refused.body':
    'Sua solicitação de exclusão da conta foi recusada. Motivo: :motivo. Seus dados continuam como estavam; se tiver dúvidas, fale com o suporte.',
  'lgpd.readme.title': 'Meus dados — o que o :app guarda sobre você',
  'lgpd.readme.intro':
    'Este arquivo foi gerado em :date a seu pedido (Lei 13.709/2018, art. 18). O arquivo dados.json (UTF-8) tem tudo o que a plataforma guarda sobre você, em partes:',
  'lgpd.readme.conta':
    'Sua conta: nome, e-mail, CPF ou CNPJ, telefone, idioma, tema, datas de criação e confirmação do e-mail, e se a verificação em duas etapas está ligada (nunca a senha nem segredos).',
  'lgpd.readme.contatos': 'Os e-mails, telefones e endereços extras do seu perfil.',
  'lgpd.readme.foto': 'Sua foto de perfil, quando houver, vai junto neste zip (foto.jpg).',
  'lgpd.readme.marcas':
    'A assinatura e a rubrica salvas no seu perfil, quando houver, com o hash de cada imagem; as imagens vão junto neste zip. As adotadas em documentos assinados ficam com esses documentos, como prova.',
  'lgpd.readme.empresas': 'As empresas às quais você está ou esteve vinculado e suas permissões em cada uma.',
  'lgpd.readme.sessoes':
    'Suas sessões: quando começaram e foram usadas pela última vez, IP e navegador (nunca os tokens).',
  'lgpd.readme.termos': 'Os termos de uso que você aceitou, quando e de onde.',
  'lgpd.readme.assinaturas':
    'Seus atos de assinatura (assinar, aprovar, tomar ciência…), as recusas e os pedidos de assinatura recebidos: documento, ato, data, IP, forma de autenticação e o SHA-256 do documento.',
  'lgpd.readme.eventos': 'Os eventos da trilha de auditoria dos arquivos em que você aparece como autor.',
  'lgpd.readme.notificacoes': 'Suas notificações.',
  'lgpd.readme.outros':
    'Pedidos de compra, campanhas de mensagens que você enviou, pré-cadastros, convites recebidos, pedidos de redefinição de senha (só as datas) e suas solicitações de exclusão.',
  'lgpd.readme.fora':
    'Fica de fora o que é de outras pessoas ou das empresas: os documentos em si, os números e as mensagens de quem recebeu suas campanhas, os dados de outros signatários e os detalhes de eventos que os citam.',
} as const;

export const lgpdEn: Record<keyof typeof lgpdPtBR, string> = {
  'lgpd.notice':
    'When the deletion is completed your personal data is erased or anonymised: name, e-mail, CPF, phones, addresses, photo, sessions, notifications, acceptances of terms and links to companies; you will no longer be able to sign in with this account. The signing evidence the law requires to be kept stays: the signed documents, the signatures, their evidence (date, IP, how you were authenticated) and the audit trail. There your account appears as “Usuário excluído” (deleted user); documents already signed and their certificates keep showing the data they were signed with.',
  'lgpd.requested':
    'Deletion request recorded. A platform administrator will review it and you will get an e-mail when it is completed.',
  'lgpd.already_pending':
    'You already have a pending deletion request. Wait for it to be reviewed or cancel it before making another.',
  'lgpd.cancelled': 'Deletion request cancelled.',
  'lgpd.no_pending': 'You have no pending deletion request.',
  'lgpd.not_pending': 'This request is no longer pending.',
  'lgpd.cannot_complete_own':
    'You cannot complete the deletion of your own account: ask another platform administrator.',
  'lgpd.completed': 'Request completed: the account was anonymised and the signing evidence kept.',
  'lgpd.refused': 'Request refused.',
  'lgpd.export_throttle':
    'You have downloaded your data several times just now. Please try again in :seconds seconds.',
  'notifications.lgpd_requested': ':nome asked for their account to be deleted (LGPD).',
  'notifications.lgpd_refused': 'Your account deletion request was refused. Reason: :motivo',
  'mail.lgpd_completed.subject': 'Your :app account was deleted',
  'mail.lgpd_completed.body':
    'We have completed your account deletion request (LGPD). Your personal data was erased or anonymised and this account can no longer sign in. The signing evidence the law requires to be kept (signed documents, signatures, their evidence and the audit trail) was kept, with the account shown as “Usuário excluído” (deleted user).',
  'mail.lgpd_refused.subject': 'Your deletion request on :app',
  'mail.lgpd_refused.body':
    'Your account deletion request was refused. Reason: :motivo. Your data stays as it was; if you have questions, contact support.',
  'lgpd.readme.title': 'My data — what :app keeps about you',
  'lgpd.readme.intro':
    'This archive was made on :date at your request (Brazilian law 13.709/2018, art. 18). The file dados.json (UTF-8) holds everything the platform keeps about you, in parts:',
  'lgpd.readme.conta':
    'Your account: name, e-mail, CPF or CNPJ, phone, language, skin, when it was created and its e-mail confirmed, and whether two-step verification is on (never the password or secrets).',
  'lgpd.readme.contatos': 'The extra e-mails, phones and addresses of your profile.',
  'lgpd.readme.foto': 'Your profile photo, when there is one, comes in this zip too (foto.jpg).',
  'lgpd.readme.marcas':
    'The signature and initials saved in your profile, when there are any, with each image’s hash; the images come in this zip. Those adopted in signed documents stay with those documents, as evidence.',
  'lgpd.readme.empresas': 'The companies you are or were linked to and your permissions in each.',
  'lgpd.readme.sessoes':
    'Your sessions: when they started and were last used, IP and browser (never the tokens).',
  'lgpd.readme.termos': 'The terms of use you accepted, when and from where.',
  'lgpd.readme.assinaturas':
    'Your signing acts (sign, approve, acknowledge…), your refusals and the signing requests you received: document, act, date, IP, how you were authenticated and the SHA-256 of the document.',
  'lgpd.readme.eventos': 'The audit-trail events of files where you appear as the actor.',
  'lgpd.readme.notificacoes': 'Your notifications.',
  'lgpd.readme.outros':
    'Purchase orders, message campaigns you sent, pre-registrations, invitations you received, password reset requests (dates only) and your deletion requests.',
  'lgpd.readme.fora':
    "Left out is what belongs to other people or to the companies: the documents themselves, the numbers and messages of your campaigns' recipients, other signatories' data and the details of events that name them.",
};
