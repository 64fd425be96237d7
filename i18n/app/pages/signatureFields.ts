// Messages of visible signatures and fields on the signer's side (the public signing page and the
// inbox) and of the marks a person adopts (the pad, the typed signature, an uploaded image, the
// profile's saved marks), in both languages. Loaded with those screens' own chunks.
import type { SameKeys } from '../resources/shape';

export const signatureFieldsPtBR = {
  types: {
    assinatura: 'Assinatura',
    rubrica: 'Rubrica',
    data: 'Data da assinatura',
    nome: 'Nome',
    cpf: 'CPF',
    email: 'E-mail',
    texto: 'Texto',
    caixa: 'Caixa de seleção',
  },
};

export const signatureFieldsEn: SameKeys<typeof signatureFieldsPtBR> = {
  types: {
    assinatura: 'Signature',
    rubrica: 'Initials',
    data: 'Signing date',
    nome: 'Name',
    cpf: 'CPF',
    email: 'E-mail',
    texto: 'Text',
    caixa: 'Checkbox',
  },
};
