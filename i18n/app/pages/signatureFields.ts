// Messages of visible signatures and fields on the signer's side (the public signing page and the
// inbox) and of the marks a person adopts (the pad, the typed signature, an uploaded image, the
// profile's saved marks), in both languages. Loaded with those screens' own chunks.
import { FIELD_TYPE_LABELS } from '../../../common/signatureFields';
import type { SameKeys } from '../resources/shape';

export const signatureFieldsPtBR = {
  types: FIELD_TYPE_LABELS.pt_BR,
  /** The marks a person adopts: the dialog, the pad, the typed mark, the uploaded image. */
  marks: {
    dialog: {
      title: { assinatura: 'Sua assinatura', rubrica: 'Sua rubrica' },
      methods: 'Como fazer a marca',
      tabs: { saved: 'Usar a salva', draw: 'Desenhar', type: 'Digitar', upload: 'Enviar imagem' },
      saved_hint: {
        assinatura: 'Use a assinatura salva no seu perfil.',
        rubrica: 'Use a rubrica salva no seu perfil.',
      },
      save_to_profile: 'Salvar no meu perfil',
      adopt: 'Adotar',
      cancel: 'Cancelar',
      failed: 'Não foi possível adotar agora. Tente de novo.',
      canvas_blocked:
        'O navegador não deixou ler o desenho (proteção contra rastreamento). Permita o canvas para este site, ou use “Digitar” ou “Enviar imagem”.',
    },
    pad: {
      label: { assinatura: 'Área de desenho da assinatura', rubrica: 'Área de desenho da rubrica' },
      instructions:
        'Desenhe com o dedo, a caneta ou o mouse, sobre a linha tracejada. Sem como desenhar? Use “Digitar” ou “Enviar imagem”.',
      undo: 'Desfazer',
      clear: 'Limpar',
      empty: {
        assinatura: 'Desenhe a sua assinatura antes de adotá-la.',
        rubrica: 'Desenhe a sua rubrica antes de adotá-la.',
      },
      too_small: {
        assinatura: 'A assinatura está pequena ou simples demais. Desenhe-a maior, ocupando mais a área.',
        rubrica: 'A rubrica está pequena ou simples demais. Desenhe-a maior, ocupando mais a área.',
      },
    },
    typed: {
      label: { assinatura: 'Seu nome', rubrica: 'Suas iniciais' },
      hint: 'Escrito em letra cursiva, como aparece abaixo.',
      loading: 'Carregando a letra cursiva…',
      preview: 'Como fica: %{text}',
      font_failed: 'A letra cursiva não carregou. Verifique a conexão, ou desenhe ou envie a sua marca.',
      missing:
        'A letra cursiva não tem estes caracteres: %{chars}. Troque-os, ou desenhe ou envie a sua marca.',
    },
    upload: {
      hint: 'Uma foto ou digitalização da sua marca em papel: PNG ou JPEG de até %{size}, de preferência com fundo branco. A imagem é recortada rente à tinta.',
      choose: 'Escolher imagem',
      change: 'Trocar imagem',
      not_image: 'Escolha uma imagem PNG ou JPEG.',
      too_big: 'A imagem não pode ter mais de %{size}.',
      preview: 'Imagem escolhida: %{name}',
    },
  },
  /** The signer's page and the inbox: the fields over the pages, the guide, the text sheet. */
  signer: {
    name_required: '%{field}, página %{page}, obrigatório',
    name_optional: '%{field}, página %{page}, opcional',
    place: '%{field}, página %{page}:',
    required: 'Obrigatório',
    empty: 'Não preenchido',
    filled: 'Preenchido: %{value}',
    adopted: {
      assinatura: 'Assinatura adotada (toque para trocar)',
      rubrica: 'Rubrica adotada (toque para trocar)',
    },
    guide: {
      next: 'Próximo campo (%{n} de %{total})',
      left: 'Falta 1 campo obrigatório |||| Faltam %{smart_count} campos obrigatórios',
      required_done: 'Obrigatórios preenchidos',
      all_done: 'Tudo preenchido',
      finish: 'Concluir',
    },
    sheet: {
      save: 'Confirmar',
      cancel: 'Cancelar',
      count: '%{count}/%{max}',
      required: 'Preencha este campo.',
      cpf_hint: 'Só os números: os pontos e o traço entram sozinhos.',
      cpf_invalid: 'CPF inválido: confira os números.',
    },
  },
};

export const signatureFieldsEn: SameKeys<typeof signatureFieldsPtBR> = {
  types: FIELD_TYPE_LABELS.en,
  marks: {
    dialog: {
      title: { assinatura: 'Your signature', rubrica: 'Your initials' },
      methods: 'How to make your mark',
      tabs: { saved: 'Use the saved one', draw: 'Draw', type: 'Type', upload: 'Upload image' },
      saved_hint: {
        assinatura: 'Use the signature saved in your profile.',
        rubrica: 'Use the initials saved in your profile.',
      },
      save_to_profile: 'Save in my profile',
      adopt: 'Adopt',
      cancel: 'Cancel',
      failed: 'It could not be adopted now. Please try again.',
      canvas_blocked:
        'The browser did not let the drawing be read (anti-fingerprinting protection). Allow canvas for this site, or use “Type” or “Upload image”.',
    },
    pad: {
      label: { assinatura: 'Signature drawing area', rubrica: 'Initials drawing area' },
      instructions:
        'Draw with your finger, a pen or the mouse, on the dashed line. Cannot draw? Use “Type” or “Upload image”.',
      undo: 'Undo',
      clear: 'Clear',
      empty: {
        assinatura: 'Draw your signature before adopting it.',
        rubrica: 'Draw your initials before adopting them.',
      },
      too_small: {
        assinatura: 'The signature is too small or too simple. Draw it bigger, filling more of the area.',
        rubrica: 'The initials are too small or too simple. Draw them bigger, filling more of the area.',
      },
    },
    typed: {
      label: { assinatura: 'Your name', rubrica: 'Your initials' },
      hint: 'Written in cursive, as shown below.',
      loading: 'Loading the cursive font…',
      preview: 'How it looks: %{text}',
      font_failed: 'The cursive font did not load. Check your connection, or draw or upload your mark.',
      missing:
        'The cursive font lacks these characters: %{chars}. Replace them, or draw or upload your mark.',
    },
    upload: {
      hint: 'A photo or scan of your mark on paper: PNG or JPEG up to %{size}, preferably on white. The image is cropped close to the ink.',
      choose: 'Choose image',
      change: 'Change image',
      not_image: 'Choose a PNG or JPEG image.',
      too_big: 'The image cannot be larger than %{size}.',
      preview: 'Chosen image: %{name}',
    },
  },
  signer: {
    name_required: '%{field}, page %{page}, required',
    name_optional: '%{field}, page %{page}, optional',
    place: '%{field}, page %{page}:',
    required: 'Required',
    empty: 'Not filled in',
    filled: 'Filled in: %{value}',
    adopted: {
      assinatura: 'Signature adopted (tap to change it)',
      rubrica: 'Initials adopted (tap to change them)',
    },
    guide: {
      next: 'Next field (%{n} of %{total})',
      left: 'One required field left |||| %{smart_count} required fields left',
      required_done: 'Required fields done',
      all_done: 'All filled in',
      finish: 'Finish',
    },
    sheet: {
      save: 'Confirm',
      cancel: 'Cancel',
      count: '%{count}/%{max}',
      required: 'Fill in this field.',
      cpf_hint: 'Digits only: the dots and the dash go in by themselves.',
      cpf_invalid: 'Invalid CPF: check the digits.',
    },
  },
};
