// What each role of the invite and permission editors means (Administrador, Operador, Só assina,
// Personalizado), in both languages (same keys). Loaded with those editors' chunks, never with the
// first screen's; the roles' names stay in resources.users.roles (lists show them).
import type { SameKeys } from '../resources/shape';

export const rolesPtBR = {
  label: 'O que a pessoa poderá fazer',
  admin_help: 'Todas as permissões que você pode conceder, inclusive gerenciar a equipe e a empresa.',
  operator_help:
    'Vê e envia documentos, pede assinaturas, manda mensagens e mantém os contatos; não exclui documentos nem gerencia a equipe, a empresa ou os dispositivos.',
  signer_help: 'Nenhuma permissão na empresa: assina os documentos enviados a ela, na página A assinar.',
  custom_help: 'Escolha as permissões uma a uma.',
  includes: 'Inclui: %{list}.',
  none: 'Sem nenhuma permissão, a pessoa só assina os documentos enviados a ela, na página A assinar.',
};

export const rolesEn: SameKeys<typeof rolesPtBR> = {
  label: 'What the person may do',
  admin_help: 'Every permission you can grant, managing the team and the company included.',
  operator_help:
    'Sees and uploads documents, asks for signatures, sends messages and keeps the contacts; deletes no documents and manages neither the team, the company nor the devices.',
  signer_help: 'No permission in the company: signs the documents sent to them, on the To sign page.',
  custom_help: 'Choose the permissions one by one.',
  includes: 'Includes: %{list}.',
  none: 'With no permission, the person only signs the documents sent to them, on the To sign page.',
};
