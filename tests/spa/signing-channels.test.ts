// A signatory reached by e-mail, by WhatsApp from one of the company's devices, or both (issue #17):
// the request dialog asks for the mobile number when WhatsApp is chosen (the e-mail then optional
// for an external person), offers the company's devices (only connected ones can be picked) and the
// messages' language, and sends them; sending again keeps them; the process view says how each
// message went (read, failed, sent by e-mail instead) and reads it again when the server says one
// moved; the signer's code field says the code goes by WhatsApp.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxSignDialog } from '../../resources/signing/InboxSignDialog';
import { RequestSignaturesDialog } from '../../resources/signing/RequestSignaturesDialog';
import { SigningProcessDialog } from '../../resources/signing/SigningProcessDialog';
import { draftsFrom, newDraft, requestBody, validateDrafts } from '../../resources/signing/signatoryDrafts';
import type { SenderDevice, SignatoryView, SignerView, SigningProcess } from '../../src/providers/signingApi';
import { emit } from './messages-render';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  mockFetch,
  one,
  pick,
  render,
  signatoryView,
  text,
  type,
} from './signing-render';

vi.mock('../../src/providers/realtime', async () => ({
  ...(await import('./messages-render')).fakeRealtime,
  useRealtimeReconnect: () => undefined,
}));

const members = [{ id: 3, nome: 'Ana Souza', email: 'ana@demo.local' }];
const devices: SenderDevice[] = [
  { id: 21, name: 'Atendimento', state: 'open' },
  { id: 22, name: 'Vendas', state: 'close' },
];

const signatory = (over: Partial<SignatoryView>) =>
  signatoryView({
    entregas: { email: 'sent', whatsapp: null, fallback: false },
    vez: true,
    enviado_em: '2026-03-05T12:00:00.000Z',
    ...over,
  });

const process = (
  signatarios: SignatoryView[],
  status: SigningProcess['status'] = 'waiting',
): SigningProcess => ({
  arquivo_id: 9,
  nome: 'contrato.pdf',
  status,
  rodada: 1,
  sequencial: false,
  mensagem: null,
  solicitante: { id: 50, nome: 'Gestor Demo' },
  enviado_em: '2026-03-05T12:00:00.000Z',
  concluido_em: null,
  encerrado_em: status === 'waiting' ? null : '2026-03-06T12:00:00.000Z',
  motivo: null,
  prazo: null,
  lembrete_dias: null,
  expirado_em: null,
  verificacao_codigo: null,
  verificacao_url: null,
  tem_assinado: false,
  tem_certificado: false,
  carimbo: null,
  nivel_pades: null,
  rodadas_anteriores: [],
  signatarios,
});

const deviceList = (list: SenderDevice[]) => ({
  body: { data: list.map((d) => ({ ...d, uuid: `u${d.id}`, number: null })), total: list.length },
});

/** The request's API: users, devices, and the POST answered by `post` (201 by default). */
function api(opts: { list?: SenderDevice[]; post?: (call: Call) => { status: number; body: unknown } } = {}) {
  return mockFetch((call) => {
    if (call.path === '/api/empresa/usuarios') return { body: { data: members } };
    if (call.path === '/api/devices') return deviceList(opts.list ?? devices);
    if (call.method === 'POST' && call.path === '/api/arquivo/7/assinaturas')
      return opts.post?.(call) ?? { status: 201, body: process([]) };
    return undefined;
  });
}

const openRequest = async () => {
  const onSent = vi.fn();
  await render(
    createElement(RequestSignaturesDialog, {
      file: { id: 7, nome: 'contrato.pdf' },
      onClose: vi.fn(),
      onSent,
    }),
  );
  return onSent;
};

const rows = () => byTestId('signatory-row');
const field = <E extends HTMLElement = HTMLInputElement>(row: number, id: string) =>
  one(id, rows()[row]) as E;
const helper = (el: HTMLElement) => el.closest('.MuiFormControl-root')?.textContent ?? '';
const external = async (row: number) => {
  const button = one('signatory-kind', rows()[row]).querySelector('button[value="external"]');
  if (!button) throw new Error('no kind button');
  await click(button);
};
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

afterEach(cleanup);

describe('signatory drafts with a channel', () => {
  it('requires the mobile number for WhatsApp; the e-mail only when it is used', () => {
    const whatsapp = { ...newDraft('external'), nome: 'Bruno Lima', canal: 'whatsapp' as const };
    const user = { ...newDraft('internal'), user_id: 3, canal: 'both' as const };
    expect(validateDrafts([whatsapp, user], '')).toEqual({
      'signatarios.0.phone': 'resources.signing.errors.phone_required',
      'signatarios.1.phone': 'resources.signing.errors.phone_required',
    });
    const reachable = { ...whatsapp, phone: '(11) 98765-4321' };
    expect(validateDrafts([reachable], '')).toEqual({});
    // Typed anyway, it must be an e-mail; by e-mail and WhatsApp, it is required.
    expect(validateDrafts([{ ...reachable, email: 'nope' }], '')).toEqual({
      'signatarios.0.email': 'resources.signing.errors.email_invalid',
    });
    expect(validateDrafts([{ ...reachable, canal: 'both' }], '')).toEqual({
      'signatarios.0.email': 'resources.signing.errors.email_invalid',
    });
  });

  it('sends the channel, the device (null: the first connected one) and the language', () => {
    const whatsapp = {
      ...newDraft('external'),
      nome: 'Bruno Lima',
      phone: '(11) 98765-4321',
      canal: 'whatsapp' as const,
      idioma: 'en' as const,
    };
    const user = {
      ...newDraft('internal'),
      user_id: 3,
      phone: '(21) 99876-5432',
      canal: 'both' as const,
      device: { id: 21, name: 'Atendimento' },
    };
    // A company user reached by e-mail only sends no phone, and no device.
    const mailed = {
      ...newDraft('internal'),
      user_id: 4,
      phone: '(21) 99876-5432',
      device: { id: 21, name: 'x' },
    };
    expect(requestBody([whatsapp, user, mailed], false, '').signatarios).toEqual([
      {
        nome: 'Bruno Lima',
        email: null,
        phone: '11987654321',
        cpf: null,
        tipo: 1,
        exige_codigo: false,
        canal: 'whatsapp',
        device_id: null,
        idioma: 'en',
      },
      {
        user_id: 3,
        phone: '21998765432',
        tipo: 1,
        exige_codigo: false,
        canal: 'both',
        device_id: 21,
        idioma: 'pt_BR',
      },
      { user_id: 4, tipo: 1, exige_codigo: false, canal: 'email', idioma: 'pt_BR' },
    ]);
  });

  it('prefills the channel, device and language of a process sent again', () => {
    const [draft] = draftsFrom(
      process([
        signatory({
          email: null,
          phone: '11987654321',
          canal: 'whatsapp',
          device: { id: 21, name: 'Atendimento' },
          idioma: 'en',
        }),
      ]),
    );
    expect(draft).toMatchObject({
      kind: 'external',
      email: '',
      phone: '(11) 98765-4321',
      canal: 'whatsapp',
      device: { id: 21, name: 'Atendimento' },
      idioma: 'en',
    });
  });
});

describe('choosing the channel in the request dialog', () => {
  it('asks for the mobile number for WhatsApp, offers the devices and sends channel, device and language', async () => {
    const calls = api();
    const onSent = await openRequest();
    await external(0);
    await type(field(0, 'signatory-nome'), 'Bruno Lima');
    // By e-mail (the default): no device, the e-mail required, the phone optional; devices not asked.
    expect(byTestId('signatory-device')).toEqual([]);
    expect(field(0, 'signatory-email').required).toBe(true);
    expect(field(0, 'signatory-phone').required).toBe(false);
    expect(calls.filter((c) => c.path === '/api/devices')).toEqual([]);
    expect(field<HTMLSelectElement>(0, 'signatory-idioma').value).toBe('pt_BR');

    await type(field(0, 'signatory-canal'), 'whatsapp');
    expect(field(0, 'signatory-phone').required).toBe(true);
    expect(helper(field(0, 'signatory-phone'))).toContain('Celular (WhatsApp)');
    expect(field(0, 'signatory-email').required).toBe(false);
    expect(helper(field(0, 'signatory-email'))).toContain('E-mail (opcional)');
    const device = field<HTMLSelectElement>(0, 'signatory-device');
    expect([...device.options].map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['', 'Primeiro dispositivo conectado', false],
      ['21', 'Atendimento', false],
      ['22', 'Vendas (Desconectado)', true],
    ]);
    expect(byTestId('signatory-no-device')).toEqual([]);

    // No number: said under the field, nothing sent.
    await click(one('signing-send'));
    expect(field(0, 'signatory-phone').getAttribute('aria-invalid')).toBe('true');
    expect(helper(field(0, 'signatory-phone'))).toContain('Informe o celular para enviar por WhatsApp.');
    expect(posts(calls)).toEqual([]);

    await type(field(0, 'signatory-phone'), '11987654321');
    await type(device, '21');
    await type(field(0, 'signatory-idioma'), 'en');
    await click(one('signing-send'));
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        sequencial: false,
        mensagem: null,
        signatarios: [
          {
            nome: 'Bruno Lima',
            email: null,
            phone: '11987654321',
            cpf: null,
            tipo: 1,
            exige_codigo: false,
            canal: 'whatsapp',
            device_id: 21,
            idioma: 'en',
          },
        ],
      },
    ]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("shows a company user's phone for WhatsApp", async () => {
    const calls = api();
    await openRequest();
    await pick(field(0, 'signatory-user'), 'Ana Souza');
    expect(byTestId('signatory-phone')).toEqual([]);
    await type(field(0, 'signatory-canal'), 'both');
    await type(field(0, 'signatory-phone'), '21998765432');
    await click(one('signing-send'));
    expect(posts(calls)[0]?.body).toMatchObject({
      signatarios: [{ user_id: 3, phone: '21998765432', canal: 'both', device_id: null, idioma: 'pt_BR' }],
    });
  });

  it("hints when no device is connected, still sends, and shows the API's answer on the device", async () => {
    const message = 'Nenhum aparelho conectado para enviar por WhatsApp.';
    const calls = api({
      list: [{ id: 22, name: 'Vendas', state: 'close' }],
      post: () => ({ status: 422, body: { message, errors: { 'signatarios.0.device_id': [message] } } }),
    });
    const onSent = await openRequest();
    await external(0);
    await type(field(0, 'signatory-nome'), 'Bruno Lima');
    await type(field(0, 'signatory-canal'), 'whatsapp');
    // Said beside the channel; connecting one needs devices.manage (signing-request-whatsapp.test.ts).
    expect(field(0, 'signatory-no-device').textContent).toContain('Nenhum WhatsApp conectado para enviar.');
    await type(field(0, 'signatory-phone'), '11987654321');
    await click(one('signing-send'));
    expect(posts(calls)).toHaveLength(1);
    const device = field(0, 'signatory-device');
    expect(device.getAttribute('aria-invalid')).toBe('true');
    expect(helper(device)).toContain(message);
    expect(one('signing-request-problems').textContent).toContain(
      `Signatário 1 · Dispositivo que envia: ${message}`,
    );
    expect(onSent).not.toHaveBeenCalled();
    // Back to e-mail: the device's error goes with it.
    await type(field(0, 'signatory-canal'), 'email');
    expect(text()).not.toContain(message);
  });
});

describe('sending again', () => {
  it('keeps each signatory’s channel, device and language', async () => {
    const earlier = process(
      [
        signatory({
          id: 12,
          nome: 'Bruno Lima',
          email: null,
          phone: '11987654321',
          canal: 'whatsapp',
          device: { id: 21, name: 'Atendimento' },
          idioma: 'en',
          status: 'denied',
        }),
      ],
      'denied',
    );
    const calls = mockFetch((call) => {
      if (call.path === '/api/empresa/usuarios') return { body: { data: members } };
      if (call.path === '/api/devices') return deviceList(devices);
      if (call.path === '/api/arquivo/9/assinaturas')
        return call.method === 'POST' ? { status: 201, body: process([]) } : { body: earlier };
      return undefined;
    });
    await render(
      createElement(SigningProcessDialog, {
        file: { id: 9, nome: 'contrato.pdf' },
        permissions: { request: true, manage: true },
        onClose: vi.fn(),
        onChanged: vi.fn(),
      }),
    );
    await click(one('signing-send-again'));
    expect(field<HTMLSelectElement>(0, 'signatory-canal').value).toBe('whatsapp');
    expect(field<HTMLSelectElement>(0, 'signatory-device').value).toBe('21');
    expect(field<HTMLSelectElement>(0, 'signatory-idioma').value).toBe('en');
    expect(field(0, 'signatory-email').value).toBe('');
    await click(one('signing-send'));
    expect(posts(calls)[0]?.body).toMatchObject({
      signatarios: [{ nome: 'Bruno Lima', email: null, canal: 'whatsapp', device_id: 21, idioma: 'en' }],
    });
  });
});

describe('deliveries in the process view', () => {
  const read = signatory({
    id: 11,
    nome: 'Bruno Lima',
    email: null,
    phone: '11987654321',
    canal: 'whatsapp',
    device: { id: 21, name: 'Atendimento' },
    idioma: 'en',
    entregas: { email: null, whatsapp: 'read', fallback: false },
  });
  const fellBack = signatory({
    id: 12,
    nome: 'Caio Prado',
    email: 'caio@x.com',
    phone: '11912345678',
    canal: 'both',
    entregas: { email: 'sent', whatsapp: 'failed', fallback: true },
  });

  const openProcess = async (answers: SigningProcess[]) => {
    let n = 0;
    const calls = mockFetch((call) =>
      call.path === '/api/arquivo/9/assinaturas'
        ? { body: answers[Math.min(n++, answers.length - 1)] }
        : undefined,
    );
    await render(
      createElement(SigningProcessDialog, {
        file: { id: 9, nome: 'contrato.pdf' },
        permissions: { request: true, manage: true },
        onClose: vi.fn(),
        onChanged: vi.fn(),
      }),
    );
    return calls;
  };
  const deliveries = (item: number) =>
    [
      ...(byTestId('signatory-item')[item]?.querySelectorAll<HTMLElement>(
        '[data-testid="signatory-delivery"]',
      ) ?? []),
    ].map((c) => c.textContent);

  it('shows each channel, how its last message went, and an e-mail sent when WhatsApp failed', async () => {
    await openProcess([process([read, fellBack])]);
    const [first, second] = byTestId('signatory-item');
    expect(one('signatory-channel', first).textContent).toBe('WhatsApp · Atendimento · English');
    expect(first?.textContent).toContain('Telefone (11) 98765-4321');
    expect(deliveries(0)).toEqual(['WhatsApp: Lido']);
    expect(first?.querySelector('[data-testid="signatory-fallback"]')).toBeNull();
    expect(one('signatory-channel', second).textContent).toBe('E-mail e WhatsApp · Português (Brasil)');
    expect(deliveries(1)).toEqual(['E-mail: Enviado', 'WhatsApp: Falhou']);
    expect(one('signatory-fallback', second).textContent).toBe('WhatsApp falhou — enviado por e-mail');
  });

  it("reads the process again when one of this file's messages moved", async () => {
    const queued = { ...read, entregas: { email: null, whatsapp: 'queued' as const, fallback: false } };
    const delivered = { ...read, entregas: { email: null, whatsapp: 'delivered' as const, fallback: false } };
    const calls = await openProcess([process([queued]), process([delivered])]);
    expect(deliveries(0)).toEqual(['WhatsApp: Na fila']);
    const event = { signatario_id: 11, canal: 'whatsapp', status: 'delivered', fallback: false };
    await emit('signing_delivery', { ...event, arquivo_id: 10 });
    expect(calls).toHaveLength(1);
    await emit('signing_delivery', { ...event, arquivo_id: 9 });
    expect(calls).toHaveLength(2);
    expect(deliveries(0)).toEqual(['WhatsApp: Entregue']);
  });
});

describe("the signer's code in the inbox", () => {
  const view: SignerView = {
    signatario: {
      id: 51,
      nome: 'Signatário Demo',
      email: null,
      tipo: 1,
      status: 'pending',
      exige_codigo: true,
      codigo_por: 'whatsapp',
      acted_at: null,
      motivo: null,
    },
    documento: {
      id: 5,
      nome: 'contrato.png',
      mime: 'image/png',
      tamanho: 1000,
      sha256: 'ab',
      status: 'waiting',
    },
    empresa: { nome: 'Demo Ltda', logo_url: null },
    remetente: null,
    mensagem: null,
    sequencial: false,
    vez: true,
    pode_agir: true,
    codigo_enviado_em: null,
    partes: [{ nome: 'Signatário Demo', tipo: 1, status: 'pending', ordem: 1 }],
    assinado_disponivel: false,
    verificacao_url: null,
    documento_url: '/api/arquivo/5/documento?sig=x',
    assinado_url: null,
    campos: [],
    marcas: { assinatura: null, rubrica: null },
    marcas_perfil: null,
  };

  it('says the code goes by WhatsApp, and to which number it went', async () => {
    mockFetch((call) => {
      if (call.path === '/api/arquivo/5/assinar') return { body: view };
      if (call.path === '/api/arquivo/5/codigo')
        return {
          body: {
            enviado_para: '(**) *****-4321',
            canal: 'whatsapp',
            expira_em: '2099-01-01T00:00:00Z',
            reenviar_em: '2000-01-01T00:00:00Z',
          },
        };
      return undefined;
    });
    await render(
      createElement(InboxSignDialog, {
        item: { arquivo_id: 5, nome: 'contrato.png' },
        onClose: vi.fn(),
        onDone: vi.fn(),
      }),
    );
    expect(one('inbox-code-hint').textContent).toBe('Este documento exige um código enviado por WhatsApp.');
    expect(one('inbox-send-code').textContent).toBe('Enviar código por WhatsApp');
    await click(one('inbox-send-code'));
    expect(one('inbox-code-hint').textContent).toBe(
      'Código enviado por WhatsApp para (**) *****-4321. Digite-o abaixo.',
    );
  });
});
