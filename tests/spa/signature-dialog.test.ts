// The dialog that adopts a signature or a rubrica, in happy-dom (no canvas: the picture of a drawing
// cannot be made here, which is what a browser blocking the canvas looks like): the ways offered (the
// saved one only when given), an empty or too small drawing refused, the typed mark prefilled and
// held back until the font can write it, an image refused for its type or size before sending, the
// server's refusal shown inside the dialog with the image kept, full screen on a phone.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AdoptMarkDialog, { type AdoptMarkDialogProps } from '../../src/components/signature/AdoptMarkDialog';
import { HttpError } from '../../src/providers/http';
import type { MarkView } from '../../src/providers/signingApi';
import { click, pickFile } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { settle, text, type } from './signing-render';
import { waitFor } from './waitFor';

const mark = (over: Partial<MarkView> = {}): MarkView => ({
  tipo: 'assinatura',
  url: '/api/marca/abc.png?assinatura=x',
  sha256: 'ab'.repeat(32),
  largura: 300,
  altura: 90,
  origem: 'desenho',
  ...over,
});

let root: Root | null = null;
/** What the dialog handed its caller. */
let adopted: MarkView[] = [];
let closed = 0;
/** The fonts the document was asked to load (the stub of document.fonts below), and whether they fail. */
let fontLoads: string[] = [];
let fontFails = false;

const getContext = HTMLCanvasElement.prototype.getContext;

beforeEach(() => {
  adopted = [];
  closed = 0;
  fontLoads = [];
  fontFails = false;
  // happy-dom has no canvas (getContext answers null, after logging that it is not implemented).
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  URL.createObjectURL = () => 'blob:mark';
  URL.revokeObjectURL = () => undefined;
  // The CSS Font Loading API, as a browser with the handwriting font reachable answers it.
  globalThis.FontFace = class {} as unknown as typeof FontFace;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: () => undefined,
      load: async (_font: string, sample: string) => {
        fontLoads.push(sample);
        if (fontFails) throw new Error('network');
        return [];
      },
      check: () => !fontFails,
    },
  });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  HTMLCanvasElement.prototype.getContext = getContext;
  // happy-dom has none of these: later test files must not see ours.
  delete (globalThis as { FontFace?: unknown }).FontFace;
  delete (document as { fonts?: unknown }).fonts;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

async function open(props: Partial<AdoptMarkDialogProps> = {}) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  const all: AdoptMarkDialogProps = {
    open: true,
    tipo: 'assinatura',
    nome: 'Ana Souza',
    adopt: async () => mark(),
    onClose: () => closed++,
    onAdopted: (m) => adopted.push(m),
    ...props,
  };
  await act(async () =>
    root?.render(createElement(ThemeProvider, { theme: createTheme() }, createElement(AdoptMarkDialog, all))),
  );
  await settle();
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const tabs = () => [...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
const tab = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (t) => t.textContent === label,
  ) as HTMLElement;
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const error = () => document.querySelector('[data-testid="adopt-mark-error"]')?.textContent ?? null;
const nameInput = () => document.querySelector('input[name="texto"]') as HTMLInputElement;
const fileInput = () => document.querySelector('[data-testid="mark-file-input"]') as HTMLInputElement;

async function draw(points: [number, number][]) {
  const pad = document.querySelector('[data-testid="signature-pad"]') as HTMLCanvasElement;
  pad.getBoundingClientRect = () => new DOMRect(0, 0, 400, 200);
  for (const [i, [x, y]] of points.entries())
    await act(async () => {
      const type = i === 0 ? 'pointerdown' : i === points.length - 1 ? 'pointerup' : 'pointermove';
      pad.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1 }));
    });
}

describe('the ways to adopt a mark', () => {
  it('offers drawing, typing and an image, named and labelled for each mark', async () => {
    await open();
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog().getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Sua assinatura',
    );
    expect(tabs()).toEqual(['Desenhar', 'Digitar', 'Enviar imagem']);
    expect(tab('Desenhar').getAttribute('aria-selected')).toBe('true');
    const panel = document.querySelector('[role="tabpanel"]') as HTMLElement;
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Desenhar').id);
    expect(text()).not.toContain('Salvar no meu perfil');
    await click(button('Cancelar'));
    expect(closed).toBe(1);
  });

  it('offers the profile’s saved mark first when there is one, and adopts it', async () => {
    let asked = 0;
    await open({
      tipo: 'rubrica',
      adoptSaved: async () => {
        asked++;
        return mark({ tipo: 'rubrica', origem: 'perfil' });
      },
      canSaveToProfile: true,
    });
    expect(tabs()).toEqual(['Usar a salva', 'Desenhar', 'Digitar', 'Enviar imagem']);
    expect(text()).toContain('Use a rubrica salva no seu perfil.');
    // Saving what is already saved makes no sense; it is offered for a new mark.
    expect(text()).not.toContain('Salvar no meu perfil');
    await click(button('Adotar'));
    expect(asked).toBe(1);
    expect(adopted).toEqual([mark({ tipo: 'rubrica', origem: 'perfil' })]);
    await click(tab('Desenhar'));
    expect(text()).toContain('Salvar no meu perfil');
  });
});

describe('drawing', () => {
  it('refuses an empty drawing, then one too small, and keeps the strokes when the canvas cannot be read', async () => {
    const sent: Blob[] = [];
    await open({
      adopt: async (image) => {
        sent.push(image);
        return mark();
      },
    });
    await click(button('Adotar'));
    expect(error()).toBe('Desenhe a sua assinatura antes de adotá-la.');

    await draw([
      [200, 100],
      [202, 103],
      [204, 101],
    ]);
    // A new stroke takes the message away.
    expect(error()).toBeNull();
    await click(button('Adotar'));
    expect(error()).toBe(
      'A assinatura está pequena ou simples demais. Desenhe-a maior, ocupando mais a área.',
    );

    await draw(Array.from({ length: 20 }, (_, i): [number, number] => [40 + i * 15, 100 + (i % 4) * 10]));
    await click(button('Adotar'));
    // happy-dom gives no canvas, as a browser blocking it would: nothing is sent, and the drawing stays.
    expect(error()).toContain('O navegador não deixou ler o desenho');
    expect(sent).toEqual([]);
    expect(button('Desfazer').disabled).toBe(false);
  });
});

describe('typing', () => {
  it('prefills the name, written once the handwriting font has loaded, and holds Adotar back without one', async () => {
    await open();
    await click(tab('Digitar'));
    expect(nameInput().value).toBe('Ana Souza');
    await waitFor(() => !button('Adotar').disabled, 'Adotar enabled for the name');
    // The Portuguese letters are asked for with the name, so none comes out in a fallback font.
    expect(fontLoads.at(-1)).toContain('çÇãÃõÕ');
    expect(fontLoads.at(-1)).toContain('Ana Souza');

    await type(nameInput(), '   ');
    expect(button('Adotar').disabled).toBe(true);
    await type(nameInput(), 'Conceição');
    await waitFor(() => !button('Adotar').disabled, 'Adotar enabled again');
    expect(fontLoads.at(-1)).toContain('Conceição');

    await type(nameInput(), 'Анна');
    expect(text()).toContain('A letra cursiva não tem estes caracteres: Ана.');
    expect(button('Adotar').disabled).toBe(true);
  });

  it('prefills a rubrica with the initials', async () => {
    await open({ tipo: 'rubrica', nome: 'João da Silva Costa' });
    await click(tab('Digitar'));
    expect(nameInput().value).toBe('J.S.C.');
    expect(document.querySelector('label')?.textContent).toContain('Suas iniciais');
  });

  it('says when the font did not load, and keeps Adotar off', async () => {
    fontFails = true;
    await open();
    await click(tab('Digitar'));
    await waitFor(() => text().includes('A letra cursiva não carregou.'), 'the font’s failure');
    expect(button('Adotar').disabled).toBe(true);
  });
});

describe('an image', () => {
  it('refuses a file that is not PNG or JPEG, or larger than 2 MB, before sending anything', async () => {
    const sent: Blob[] = [];
    await open({
      adopt: async (image) => {
        sent.push(image);
        return mark();
      },
    });
    await click(tab('Enviar imagem'));
    expect(text()).toContain('PNG ou JPEG de até 2 MB');
    expect(button('Adotar').disabled).toBe(true);

    await pickFile(fileInput(), new File(['%PDF-1.7'], 'assinatura.pdf', { type: 'application/pdf' }));
    expect(text()).toContain('Escolha uma imagem PNG ou JPEG.');
    await pickFile(
      fileInput(),
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }),
    );
    expect(text()).toContain('A imagem não pode ter mais de 2 MB.');
    expect(button('Adotar').disabled).toBe(true);
    expect(sent).toEqual([]);

    await pickFile(fileInput(), new File([new Uint8Array(100)], 'minha.jpg', { type: 'image/jpeg' }));
    expect(text()).not.toContain('A imagem não pode ter mais de 2 MB.');
    const preview = document.querySelector('[data-testid="mark-file-preview"]');
    expect(preview?.getAttribute('src')).toBe('blob:mark');
    expect(preview?.getAttribute('alt')).toBe('Imagem escolhida: minha.jpg');
    expect(button('Trocar imagem')).toBeTruthy();
    expect(button('Adotar').disabled).toBe(false);
  });

  it('shows the server’s refusal inside the dialog, keeps the image, and adopts it on the next try', async () => {
    const calls: [Blob, string, boolean][] = [];
    const answers: (() => Promise<MarkView>)[] = [
      async () => {
        throw new HttpError(
          422,
          { message: 'Dados inválidos.', errors: { imagem: 'A imagem não tem traço de assinatura.' } },
          'A imagem não tem traço de assinatura.',
        );
      },
      async () => {
        throw new HttpError(0, {}, 'network');
      },
      async () => mark({ origem: 'imagem' }),
    ];
    await open({
      canSaveToProfile: true,
      adopt: (image, origem, save) => {
        calls.push([image, origem, save]);
        return (answers.shift() as () => Promise<MarkView>)();
      },
    });
    await click(tab('Enviar imagem'));
    const file = new File([new Uint8Array(100)], 'minha.png', { type: 'image/png' });
    await pickFile(fileInput(), file);
    await click(document.querySelector('input[type="checkbox"]') as HTMLInputElement);
    await click(button('Adotar'));
    expect(calls).toEqual([[file, 'imagem', true]]);
    expect(error()).toBe('A imagem não tem traço de assinatura.');
    expect(document.querySelector('[role="alert"]')).toBeTruthy();
    expect(document.querySelector('[data-testid="mark-file-preview"]')).toBeTruthy();
    expect(adopted).toEqual([]);

    await click(button('Adotar'));
    expect(error()).toBe('Não foi possível adotar agora. Tente de novo.');

    await click(button('Adotar'));
    expect(calls).toHaveLength(3);
    expect(error()).toBeNull();
    expect(adopted).toEqual([mark({ origem: 'imagem' })]);
  });
});

describe('on a phone', () => {
  it('takes the whole screen', async () => {
    phoneScreen();
    await open();
    expect(dialog().className).toContain('MuiDialog-paperFullScreen');
  });
});
