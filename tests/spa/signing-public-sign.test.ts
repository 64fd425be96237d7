// The signer's page (/assinar/:token) driven through the real SPA root with the API answered per
// the contract: the act asked, the one-time code (sent, then refused with the server's message next
// to the field), the act performed with its past tense and time, the denial that needs a reason,
// and the states with nothing to do (expired link, the process' deadline passed, not their turn yet).
import { afterEach, describe, expect, it } from 'vitest';
import type { SignerView } from '../../common/schemas/signing';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  findTestId,
  json,
  mockApi,
  renderAt,
  text,
  type,
  waitFor,
} from './signing-public-harness';

const TOKEN = 'tok_0123456789abcdef';
const PAGE = `/api/assinar/${TOKEN}`;

function signerView(
  over: Partial<SignerView> = {},
  signatario: Partial<SignerView['signatario']> = {},
): SignerView {
  return {
    signatario: {
      id: 3,
      nome: 'Joana Testemunha',
      email: 'joana@example.com',
      tipo: 5,
      status: 'pending',
      exige_codigo: true,
      codigo_por: 'email',
      acted_at: null,
      motivo: null,
      ...signatario,
    },
    documento: {
      id: 42,
      nome: 'contrato.png',
      mime: 'image/png',
      tamanho: 2048,
      sha256: 'ab'.repeat(32),
      status: 'waiting',
    },
    empresa: { nome: 'Demo Ltda', logo_url: null },
    remetente: { nome: 'Gestor Demo', email: 'gestor@demo.local' },
    mensagem: 'Por favor, assine até sexta.',
    sequencial: true,
    vez: true,
    pode_agir: true,
    codigo_enviado_em: null,
    partes: [
      { nome: 'Ana Aprovadora', tipo: 2, status: 'signed', ordem: 1 },
      { nome: 'Joana Testemunha', tipo: 5, status: 'pending', ordem: 2 },
    ],
    assinado_disponivel: false,
    verificacao_url: null,
    documento_url: `/api/assinar/${TOKEN}/documento?versao=original`,
    assinado_url: null,
    campos: [],
    marcas: { assinatura: null, rubrica: null },
    marcas_perfil: null,
    ...over,
  };
}

const codeSent = () => ({
  enviado_para: 'j***@e***.com',
  canal: 'email' as const,
  expira_em: new Date(Date.now() + 600_000).toISOString(),
  reenviar_em: new Date(Date.now() + 60_000).toISOString(),
});

const consent = () => findTestId<HTMLInputElement>('sign-consent');
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method !== 'GET' && c.path === path);

afterEach(cleanup);

describe('the signing page', () => {
  it("shows the company's logo above its name, its box reserved; none when it has no logo", async () => {
    mockApi({
      [`GET ${PAGE}`]: json(
        200,
        signerView({ empresa: { nome: 'Demo Ltda', logo_url: '/api/empresa/logo/5.abc.sig' } }),
      ),
    });
    await renderAt(`/assinar/${TOKEN}`);
    const logo = await findTestId<HTMLImageElement>('sign-company-logo');
    expect(logo.getAttribute('src')).toBe('/api/empresa/logo/5.abc.sig');
    expect(logo.getAttribute('alt')).toBe('Demo Ltda');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['240', '80']);
    expect(
      logo.compareDocumentPosition(byTestId('sign-sender') as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await cleanup();

    mockApi({ [`GET ${PAGE}`]: json(200, signerView()) });
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('sign-sender');
    expect(byTestId('sign-company-logo')).toBeNull();
  });

  it('shows who asks what on which document, then sends the code to the masked e-mail', async () => {
    const calls = mockApi({
      [`GET ${PAGE}`]: json(200, signerView()),
      [`POST ${PAGE}/codigo`]: json(200, codeSent()),
    });
    await renderAt(`/assinar/${TOKEN}`);

    expect((await findTestId('sign-act-label')).textContent).toBe('Assinar como testemunha');
    expect(byTestId('sign-page')).not.toBeNull();
    expect(byTestId('sign-sender')?.textContent).toContain('Gestor Demo');
    expect(text()).toContain('Demo Ltda');
    expect(text()).toContain('Por favor, assine até sexta.');
    expect(byTestId('sign-preview')?.querySelector('img')?.getAttribute('src')).toBe(
      `/api/assinar/${TOKEN}/documento?versao=original`,
    );
    expect(document.querySelectorAll('[data-testid="sign-party"]')).toHaveLength(2);
    expect(text()).toContain('Aprovou');
    expect(byTestId('sign-consent')?.closest('label')?.textContent).toContain(
      'concordo em assinar como testemunha por meio eletrônico. Declaro que sou Joana Testemunha',
    );
    expect(byTestId('sign-submit')?.textContent).toBe('Assinar como testemunha');
    // No code field until one is asked for.
    expect(byTestId('sign-code')).toBeNull();

    await click(await findTestId('sign-send-code'));
    await waitFor(() => text().includes('Código enviado para j***@e***.com'), 'code sent message');
    const code = await findTestId<HTMLInputElement>('sign-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const resend = byTestId<HTMLButtonElement>('sign-send-code');
    expect(resend?.disabled).toBe(true);
    const wait = Number(/Reenviar código em (\d+) s/.exec(resend?.textContent ?? '')?.[1]);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(posts(calls, `${PAGE}/codigo`)).toHaveLength(1);
  });

  it('says the code goes by WhatsApp when the sender chose it, and where it went', async () => {
    const calls = mockApi({
      [`GET ${PAGE}`]: json(200, signerView({}, { email: null, codigo_por: 'whatsapp' })),
      [`POST ${PAGE}/codigo`]: json(200, {
        ...codeSent(),
        enviado_para: '(**) *****-4321',
        canal: 'whatsapp',
      }),
    });
    await renderAt(`/assinar/${TOKEN}`);
    const send = await findTestId<HTMLButtonElement>('sign-send-code');
    expect(send.textContent).toBe('Enviar código por WhatsApp');
    expect(text()).toContain('enviaremos um código de 6 dígitos por WhatsApp.');
    expect(text()).not.toContain('para o seu e-mail');

    await click(send);
    await waitFor(
      () => text().includes('Código enviado por WhatsApp para (**) *****-4321.'),
      'code sent by WhatsApp',
    );
    expect(posts(calls, `${PAGE}/codigo`)).toHaveLength(1);
  });

  it('offers the code by e-mail otherwise', async () => {
    mockApi({ [`GET ${PAGE}`]: json(200, signerView()) });
    await renderAt(`/assinar/${TOKEN}`);
    expect((await findTestId('sign-send-code')).textContent).toBe('Enviar código por e-mail');
    expect(text()).toContain('enviaremos um código de 6 dígitos para o seu e-mail.');
  });

  it("shows the server's message next to the code field when the code is wrong", async () => {
    const calls = mockApi({
      [`GET ${PAGE}`]: json(200, signerView({ codigo_enviado_em: new Date().toISOString() })),
      [`POST ${PAGE}`]: json(422, {
        message: 'Código inválido ou expirado.',
        errors: { codigo: ['Código inválido ou expirado.'] },
      }),
    });
    await renderAt(`/assinar/${TOKEN}`);
    // A code was already sent before the page opened: the field is there at once.
    const code = await findTestId<HTMLInputElement>('sign-code');
    await click(await consent());
    await type(code, '12a3456');
    expect(code.value).toBe('123456');
    await click(await findTestId('sign-submit'));

    await waitFor(() => code.getAttribute('aria-invalid') === 'true', 'code marked invalid');
    const help = document.getElementById(code.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Código inválido ou expirado.');
    expect(posts(calls, PAGE)[0]?.body).toEqual({ consentimento: true, codigo: '123456' });
    expect(byTestId('sign-done')).toBeNull();
  });

  it('asks for consent and the code before calling the API', async () => {
    const calls = mockApi({
      [`GET ${PAGE}`]: json(200, signerView({ codigo_enviado_em: new Date().toISOString() })),
    });
    await renderAt(`/assinar/${TOKEN}`);
    await click(await findTestId('sign-submit'));
    expect(text()).toContain('Marque a caixa para confirmar que leu e concorda.');
    expect(text()).toContain('Digite o código de 6 dígitos que você recebeu.');
    expect(posts(calls, PAGE)).toHaveLength(0);
  });

  it('signs and shows the act in the past tense, with the time in Brasília', async () => {
    const signed = signerView(
      { pode_agir: false },
      { status: 'signed', acted_at: '2026-11-24T13:32:00.000Z' },
    );
    const calls = mockApi({
      [`GET ${PAGE}`]: json(200, signerView()),
      [`POST ${PAGE}/codigo`]: json(200, codeSent()),
      [`POST ${PAGE}`]: json(200, signed),
    });
    await renderAt(`/assinar/${TOKEN}`);
    await click(await findTestId('sign-send-code'));
    await type(await findTestId<HTMLInputElement>('sign-code'), '654321');
    await click(await consent());
    await click(await findTestId('sign-submit'));

    const done = await findTestId('sign-done');
    expect(done.textContent).toContain('Você assinou como testemunha em 24/11/2026 10:32.');
    expect(done.textContent).toContain('Criar minha conta');
    expect(done.querySelector('a[data-testid="sign-register-link"]')?.getAttribute('href')).toBe(
      `/cadastro-signatario/${TOKEN}`,
    );
    expect(posts(calls, PAGE)[0]?.body).toEqual({ consentimento: true, codigo: '654321' });
    expect(byTestId('sign-submit')).toBeNull();
  });

  it('offers the sealed PDF and its verification once every party has finished', async () => {
    mockApi({
      [`GET ${PAGE}`]: json(
        200,
        signerView(
          {
            pode_agir: false,
            assinado_disponivel: true,
            assinado_url: `/api/assinar/${TOKEN}/documento?versao=assinado`,
            verificacao_url: 'http://localhost/verificar/ABC123',
            documento: { ...signerView().documento, status: 'completed' },
          },
          { status: 'signed', acted_at: '2026-11-24T13:32:00.000Z' },
        ),
      ),
    });
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('sign-done');
    expect(byTestId('sign-download-signed')?.getAttribute('href')).toBe(
      `/api/assinar/${TOKEN}/documento?versao=assinado`,
    );
    expect(byTestId('sign-verify-link')?.getAttribute('href')).toBe('http://localhost/verificar/ABC123');
  });

  it('refuses only with a reason of three characters or more', async () => {
    const denied = signerView(
      { pode_agir: false, documento: { ...signerView().documento, status: 'denied' } },
      { status: 'denied', acted_at: '2026-11-24T13:40:00.000Z', motivo: 'Valor errado' },
    );
    const calls = mockApi({
      [`GET ${PAGE}`]: json(
        200,
        signerView({ signatario: { ...signerView().signatario, exige_codigo: false } }),
      ),
      'PUT /api/arquivo/42/negar-publico': json(200, denied),
    });
    await renderAt(`/assinar/${TOKEN}`);
    await click(await findTestId('sign-deny'));
    const reason = await findTestId<HTMLTextAreaElement>('sign-deny-reason');
    await type(reason, ' ok ');
    await click(await findTestId('sign-deny-confirm'));
    expect(text()).toContain('Escreva o motivo (pelo menos 3 caracteres).');
    expect(posts(calls, '/api/arquivo/42/negar-publico')).toHaveLength(0);

    await type(reason, 'Valor errado');
    await click(await findTestId('sign-deny-confirm'));
    const state = await findTestId('sign-denied');
    expect(state.textContent).toContain('Você recusou este documento em 24/11/2026 10:40.');
    expect(state.textContent).toContain('Motivo: Valor errado');
    expect(posts(calls, '/api/arquivo/42/negar-publico')[0]?.body).toEqual({
      token: TOKEN,
      motivo: 'Valor errado',
    });
  });

  it('says the link expired (410) or is unknown (404)', async () => {
    mockApi({ [`GET ${PAGE}`]: json(410, { message: 'Link expirado.' }) });
    await renderAt(`/assinar/${TOKEN}`);
    expect((await findTestId('sign-expired')).textContent).toBe(
      'Este link expirou. Peça um novo ao remetente.',
    );
    await cleanup();

    mockApi({ [`GET ${PAGE}`]: json(404, { message: 'Não encontrado.' }) });
    await renderAt(`/assinar/${TOKEN}`);
    expect((await findTestId('sign-unknown')).textContent).toContain('Este link não é válido.');
  });

  const deadlinePassed = json(410, {
    message: 'O prazo para assinar este documento terminou em 30/11/2026.',
    code: 'DEADLINE_PASSED',
    prazo: '2026-12-01T02:59:59.999Z',
    documento: { nome: 'contrato.png' },
  });

  it('says the deadline passed (410 DEADLINE_PASSED), naming the document and the day', async () => {
    mockApi({ [`GET ${PAGE}`]: deadlinePassed });
    await renderAt(`/assinar/${TOKEN}`);
    const panel = await findTestId('sign-deadline');
    expect(panel.getAttribute('role')).toBe('alert');
    expect(panel.querySelector('h2')?.textContent).toBe('Prazo encerrado');
    expect(byTestId('sign-deadline-text')?.textContent).toBe(
      'O prazo para assinar este documento terminou em 30/11/2026. Fale com quem enviou o documento.',
    );
    expect(document.querySelector('h1')?.textContent).toBe('contrato.png');
    expect(byTestId('sign-expired')).toBeNull();
    expect(byTestId('sign-unknown')).toBeNull();
    await cleanup();

    localStorage.setItem('user_language', 'en');
    mockApi({ [`GET ${PAGE}`]: deadlinePassed });
    await renderAt(`/assinar/${TOKEN}`);
    expect((await findTestId('sign-deadline-text')).textContent).toBe(
      'The deadline to sign this document ended on 30/11/2026. Please contact whoever sent you the document.',
    );
  });

  it('turns to the deadline page when the act finds the deadline passed', async () => {
    const calls = mockApi({
      [`GET ${PAGE}`]: json(200, signerView({}, { exige_codigo: false })),
      [`POST ${PAGE}`]: deadlinePassed,
    });
    await renderAt(`/assinar/${TOKEN}`);
    await click(await consent());
    await click(await findTestId('sign-submit'));
    const text = await findTestId('sign-deadline-text');
    expect(text.textContent).toContain('terminou em 30/11/2026');
    expect(posts(calls, PAGE)).toHaveLength(1);
    expect(byTestId('sign-submit')).toBeNull();
  });

  it('waits for whoever comes before', async () => {
    mockApi({ [`GET ${PAGE}`]: json(200, signerView({ vez: false, pode_agir: false })) });
    await renderAt(`/assinar/${TOKEN}`);
    const state = await findTestId('sign-state');
    expect(state.dataset.state).toBe('notTurn');
    expect(state.textContent).toContain('Aguardando a assinatura de quem vem antes de você');
    expect(byTestId('sign-submit')).toBeNull();
  });

  it('speaks English when English was chosen', async () => {
    localStorage.setItem('user_language', 'en');
    mockApi({ [`GET ${PAGE}`]: json(200, signerView()) });
    await renderAt(`/assinar/${TOKEN}`);
    expect((await findTestId('sign-act-label')).textContent).toBe('Sign as a witness');
    expect(byTestId('sign-consent')?.closest('label')?.textContent).toContain(
      'agree to sign as a witness electronically',
    );
    expect(byTestId('sign-deny')?.textContent).toBe('Decline');
  });
});
