// Messages the API sends, in Brazilian Portuguese (the default language).
// Placeholders are written :name, as in the spec's catalogue.
import { modulesPtBR } from './modules/index.js';
import { sharedPtBR } from './shared.js';

export const ptBR = {
  ...sharedPtBR,
  ...modulesPtBR,

  'auth.failed': 'Essas credenciais não foram encontradas em nossos registros.',
  'auth.user_disabled': 'Seu usuário está desativado. Fale com os administradores da sua empresa.',
  'auth.company_disabled': 'Sua empresa está desativada. Entre em contato com o suporte.',
  'auth.selected_company_disabled': 'A empresa selecionada está desativada.',
  'auth.selected_company_invalid': 'Você não tem acesso à empresa selecionada.',
  'auth.company_required': 'Escolha a empresa com a qual deseja entrar.',
  'auth.otp_required': 'Informe o código de verificação do seu aplicativo autenticador.',
  'auth.otp_invalid': 'Código de verificação inválido.',
  'auth.throttle': 'Muitas tentativas de login. Tente novamente em :seconds segundos.',
  'limits.mail': 'Muitas tentativas. Tente novamente em :seconds segundos.',
  'auth.refresh_invalid': 'Sessão inválida ou expirada, entre novamente.',
  'auth.logout_success': 'Você saiu do sistema com sucesso.',
  'auth.company_switched': 'Agora você está em :empresa.',
  'auth.otp_enabled': 'Autenticação em dois fatores ativada.',
  'auth.otp_disabled': 'Autenticação em dois fatores desativada.',
  'auth.otp_not_enrolled': 'Gere um novo código QR antes de ativar a autenticação em dois fatores.',
  'auth.otp_already_enabled': 'A autenticação em dois fatores já está ativada.',
  'auth.otp_already_disabled': 'A autenticação em dois fatores já está desativada.',

  'register.success': 'Cadastro realizado com sucesso! Seu período de avaliação começou.',
  'register.email_taken': 'Este e-mail já está em uso.',
  'register.document_taken': 'Este documento já está cadastrado.',
  'register.company_not_found': 'Empresa não encontrada.',
  'register.recaptcha_failed': 'Não foi possível confirmar que você não é um robô. Tente novamente.',
  'register.pre_success': 'Cadastro recebido! Enviamos um link de confirmação para o seu e-mail.',
  'register.confirm_success': 'E-mail confirmado com sucesso!',
  'register.confirm_invalid': 'Link de confirmação inválido ou expirado.',
  'register.confirm_pending': 'Confirme seu e-mail antes de concluir o cadastro.',
  'register.already_completed': 'Este cadastro já foi concluído. Entre com seu e-mail e senha.',
  'register.terms_required':
    'Para criar a conta, leia e aceite os termos de uso e a política de privacidade.',
  'register.terms_changed':
    'Os termos de uso e a política de privacidade foram atualizados. Leia a versão atual e aceite novamente.',
  'register.email_unverified':
    'Confirme seu e-mail antes de enviar documentos para assinatura ou campanhas. Use o link que enviamos para :email ou peça um novo.',
  'register.verification_sent': 'Enviamos um novo link de confirmação para :email.',
  'register.email_already_verified': 'Seu e-mail já está confirmado.',

  'invite.invalid': 'Convite inválido, cancelado ou expirado.',
  'invite.accepted': 'Cadastro concluído! Você já pode usar o sistema.',
  'invite.password_mismatch':
    'Já existe uma conta com este e-mail; informe a senha dela para aceitar o convite.',

  'password.sent': 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
  'password.reset': 'Sua senha foi redefinida!',
  'password.token': 'Este link de redefinição de senha é inválido ou expirou.',

  'user.language_changed': 'Idioma alterado.',
  'user.skin_changed': 'Tema alterado.',

  'terms.must_accept': 'Você precisa aceitar os termos de uso para continuar.',
  'terms.accepted': 'Termos aceitos.',
  'terms.unknown': 'Termo de uso não encontrado ou não aprovado.',

  'eula.default':
    'Ao usar o :app você concorda em guardar e assinar documentos de acordo com a legislação brasileira, ' +
    'incluindo a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e a MP nº 2.200-2/2001.',

  'attributes.email': 'e-mail',
  'attributes.password': 'senha',
  'attributes.password_confirmation': 'confirmação da senha',
  'attributes.remember': 'lembrar-me',
  'attributes.token_otp': 'código de verificação',
  'attributes.empresa_id': 'empresa',
  'attributes.lembrar_empresa': 'entrar sempre nesta empresa',
  'attributes.empresa_padrao_id': 'empresa ao entrar',
  'attributes.company_id': 'empresa',
  'attributes.name': 'nome',
  'attributes.nome': 'nome',
  'attributes.document': 'documento',
  'attributes.documento': 'documento',
  'attributes.phone': 'telefone',
  'attributes.grecaptcha': 'reCAPTCHA',
  'attributes.token': 'token',
  'attributes.refresh_token': 'token de atualização',
  'attributes.enable': 'ativar',
  'attributes.lang': 'idioma',
  'attributes.skin': 'tema',
  'attributes.termos': 'termos',

  'mail.greeting': 'Olá, :name!',
  'mail.signature': 'Equipe :app',
  'mail.ignore': 'Se você não fez esta solicitação, ignore este e-mail.',
  'mail.confirm.subject': 'Confirme seu e-mail no :app',
  'mail.confirm.body': 'Recebemos seu cadastro. Para confirmar seu e-mail, acesse o link abaixo:',
  'mail.confirm.action': 'Confirmar e-mail',
  'mail.reset.subject': 'Redefinição de senha do :app',
  'mail.reset.body':
    'Recebemos um pedido para redefinir a senha da sua conta. O link abaixo vale por :minutes minutos:',
  'mail.reset.action': 'Redefinir senha',
  'mail.invite.subject': 'Convite para entrar na empresa :company no :app',
  'mail.invite.body': ':inviter convidou você para fazer parte da empresa :company. Conclua seu cadastro:',
  'mail.invite.action': 'Aceitar convite',
} as const;

export type ApiMessageKey = keyof typeof ptBR;
