// API messages of a template's public link (/m/{token}): the visitor's confirmation code, its
// e-mail, and the refusals, in both languages (same keys).
export const publicLinkPtBR = {
  'public_link.not_found': 'Este link não está mais disponível.',
  'public_link.rate_limited': 'Muitas tentativas. Tente novamente em alguns minutos.',
  'public_link.code_sent': 'Enviamos um código de 6 dígitos para :email.',
  'public_link.code_required': 'Peça o código e digite-o para continuar.',
  'public_link.code_invalid': 'Código incorreto. Restam :left tentativas.',
  'public_link.code_expired': 'O código expirou. Peça um novo.',
  'public_link.code_attempts': 'Muitas tentativas erradas. Peça um novo código.',
  'public_link.owner_unavailable':
    'Quem criou este modelo não pode mais enviar documentos para assinatura. Avise a empresa que divulgou o link.',
  'public_link.misconfigured':
    'Este link precisa ser revisto pela empresa que o divulgou antes de ser usado. Avise-a.',
  'public_link.plan_limit': 'Não é possível criar o documento agora. Avise a empresa que divulgou o link.',
  'mail.public_link.code.subject': 'Seu código para ":template"',
  'mail.public_link.code.body':
    'Use o código :code para confirmar seu e-mail e continuar o documento ":template" de :company. Ele vale por :minutes minutos.',
  'mail.public_link.code.action': 'Voltar ao formulário',
} as const;

export const publicLinkEn: Record<keyof typeof publicLinkPtBR, string> = {
  'public_link.not_found': 'This link is no longer available.',
  'public_link.rate_limited': 'Too many attempts. Please try again in a few minutes.',
  'public_link.code_sent': 'We sent a 6-digit code to :email.',
  'public_link.code_required': 'Ask for the code and type it to continue.',
  'public_link.code_invalid': 'Wrong code. :left attempts left.',
  'public_link.code_expired': 'The code has expired. Ask for a new one.',
  'public_link.code_attempts': 'Too many wrong attempts. Ask for a new code.',
  'public_link.owner_unavailable':
    'Whoever created this template can no longer send documents for signature. Let the company that shared the link know.',
  'public_link.misconfigured':
    'The company that shared this link needs to review it before it can be used. Let them know.',
  'public_link.plan_limit': 'The document cannot be created now. Let the company that shared the link know.',
  'mail.public_link.code.subject': 'Your code for ":template"',
  'mail.public_link.code.body':
    'Use the code :code to confirm your e-mail and go on with the document ":template" from :company. It is valid for :minutes minutes.',
  'mail.public_link.code.action': 'Back to the form',
};
