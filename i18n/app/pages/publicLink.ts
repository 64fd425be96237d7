// Messages of a template's public link page (/m/:token), in both languages (same keys). Loaded with
// that page's own chunk, never with the login page.
import type { SameKeys } from '../resources/shape';

export const publicLinkPagesPtBR = {
  title: 'Documento para assinar',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  load_failed: 'Não foi possível carregar a página.',
  gone: 'Este link não está mais disponível.',
  invited: '%{empresa} convida você a preencher e assinar este documento.',
  role: 'Você assinará como %{papel}',
  pages: '%{smart_count} página |||| %{smart_count} páginas',
  intro: 'Informe seus dados. Enviaremos um código para o seu e-mail para confirmá-lo.',
  name: 'Nome completo',
  email: 'E-mail',
  cpf: 'CPF',
  send_code: 'Enviar código',
  code_sent: 'Enviamos um código de 6 dígitos para %{email}. Ele vale por 10 minutos.',
  code: 'Código de 6 dígitos',
  code_format: 'Informe os 6 dígitos do código.',
  continue: 'Continuar',
  change: 'Corrigir meus dados ou pedir outro código',
};

export const publicLinkPagesEn: SameKeys<typeof publicLinkPagesPtBR> = {
  title: 'Document to sign',
  loading: 'Loading…',
  retry: 'Try again',
  load_failed: 'The page could not be loaded.',
  gone: 'This link is no longer available.',
  invited: '%{empresa} invites you to fill in and sign this document.',
  role: 'You will sign as %{papel}',
  pages: '%{smart_count} page |||| %{smart_count} pages',
  intro: 'Enter your details. We will send a code to your e-mail to confirm it.',
  name: 'Full name',
  email: 'E-mail',
  cpf: 'CPF',
  send_code: 'Send code',
  code_sent: 'We sent a 6-digit code to %{email}. It is valid for 10 minutes.',
  code: '6-digit code',
  code_format: 'Enter the 6 digits of the code.',
  continue: 'Continue',
  change: 'Correct my details or ask for another code',
};
