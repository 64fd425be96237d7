// The public verification page (/verificar, /verificar/:codigo) and the signatory's sign-up
// (/cadastro-signatario/:token), driven through the SPA root with the API answered per the
// contract: the uploaded file's verdict (found, the unsigned original, not found), the seal (intact,
// broken), signatories, the signing events and the whole chain; a code that matches nothing; the
// sign-up's prefill and server field errors.
import { afterEach, describe, expect, it } from 'vitest';
import type { VerificationResult } from '../../common/schemas/signing';
import {
  byTestId,
  cleanup,
  click,
  findTestId,
  json,
  mockApi,
  pickFile,
  renderAt,
  text,
  type,
  waitFor,
} from './signing-public-harness';

const SHA = (c: string) => c.repeat(64);

const found: VerificationResult = {
  encontrado: true,
  correspondencia: 'assinado',
  sha256: SHA('a'),
  selo: {
    presente: true,
    integro: true,
    plataforma: true,
    assinante: 'Cofre Signer',
    assinado_em: '2026-11-24T13:35:00.000Z',
    nivel: 'B-B',
    ltv: false,
    assinaturas: [],
  },
  documento: {
    nome: 'contrato.pdf',
    status: 'completed',
    empresa: 'Demo Ltda',
    sha256_original: SHA('b'),
    sha256_assinado: SHA('a'),
    concluido_em: '2026-11-24T13:35:00.000Z',
    verificacao_codigo: 'ABC123',
  },
  signatarios: [
    {
      nome: 'Ana Aprovadora',
      cpf: '***.456.789-**',
      tipo: 2,
      status: 'signed',
      acted_at: '2026-11-24T13:00:00.000Z',
      autenticacao: 'session',
      campos: [],
    },
    {
      nome: 'Joana Testemunha',
      cpf: null,
      tipo: 5,
      status: 'signed',
      acted_at: '2026-11-24T13:32:00.000Z',
      autenticacao: 'link_code',
      campos: [
        {
          tipo: 'rubrica',
          rotulo: null,
          paginas: [1, 2],
          valor: null,
          sha256: SHA('c'),
          preenchido_em: '2026-11-24T13:32:00.000Z',
        },
        {
          tipo: 'caixa',
          rotulo: 'Li e concordo',
          paginas: [2],
          valor: 'true',
          sha256: null,
          preenchido_em: null,
        },
        { tipo: 'data', rotulo: null, paginas: [2], valor: '24/11/2026', sha256: null, preenchido_em: null },
      ],
    },
  ],
  // The signing events only: the upload (#1) and the views and downloads after completion (#5, #6)
  // are the vault's own; the chain report covers all six.
  eventos: [
    {
      seq: 2,
      acao: 'signing_requested',
      created_at: '2026-11-24T12:01:00.000Z',
      ator: 'Gestor Demo',
      hash: 'h2',
    },
    { seq: 3, acao: 'signed', created_at: '2026-11-24T13:32:00.000Z', ator: 'Joana Testemunha', hash: 'h3' },
    { seq: 4, acao: 'completed', created_at: '2026-11-24T13:35:00.000Z', ator: null, hash: 'h4' },
  ],
  cadeia: { valid: true, count: 6, head: 'h6', broken_at: null, reason: null },
};

const notFound = (selo: VerificationResult['selo']): VerificationResult => ({
  encontrado: false,
  correspondencia: null,
  sha256: SHA('c'),
  selo,
  documento: null,
  signatarios: [],
  eventos: [],
  cadeia: null,
});

const pdf = () => new File(['%PDF-1.7 signed'], 'contrato-assinado.pdf', { type: 'application/pdf' });

afterEach(cleanup);

describe('the verification page', () => {
  it('uploads the file and shows an authentic document: seal, signatories, events and chain', async () => {
    const calls = mockApi({ 'POST /api/verificar': json(200, found) });
    await renderAt('/verificar');
    await findTestId('verify-page');
    expect(byTestId('verify-dropzone')).not.toBeNull();
    await pickFile(await findTestId<HTMLInputElement>('verify-file-input'), pdf());

    const verdict = await findTestId('verify-verdict');
    expect(verdict.dataset.found).toBe('true');
    expect(verdict.textContent).toContain('Documento autêntico');
    expect(verdict.textContent).toContain('documento assinado e selado');
    const sent = calls.find((c) => c.path === '/api/verificar');
    expect(sent?.method).toBe('POST');
    const uploaded = (sent?.body as FormData | undefined)?.get('file');
    expect(uploaded).toBeInstanceOf(File);
    expect((uploaded as File).name).toBe('contrato-assinado.pdf');

    const seal = byTestId('verify-seal');
    expect(seal?.dataset.intact).toBe('true');
    expect(seal?.textContent).toContain('Selo digital íntegro');

    const signatories = [...document.querySelectorAll<HTMLElement>('[data-testid="verify-signatory"]')];
    expect(signatories).toHaveLength(2);
    expect(signatories[0]?.textContent).toContain('***.456.789-**');
    expect(signatories[0]?.textContent).toContain('Aprovou · 24/11/2026 10:00');
    expect(signatories[1]?.textContent).toContain('Assinou como testemunha · 24/11/2026 10:32');
    expect(signatories[1]?.textContent).toContain('Link pessoal e código enviado por e-mail');
    // What each filled, where: a mark by its image's hash, values as burned in.
    expect(signatories[0]?.querySelector('[data-testid="verify-fields"]')).toBeNull();
    const fields = [...(signatories[1]?.querySelectorAll('[data-testid="verify-fields"] li') ?? [])];
    expect(fields.map((f) => f.textContent)).toEqual([
      `Rubrica (páginas 1, 2)SHA-256 da imagem: ${SHA('c')}`,
      'Li e concordo (página 2): marcada',
      'Data da assinatura (página 2): 24/11/2026',
    ]);

    const events = [...document.querySelectorAll<HTMLElement>('[data-testid="verify-event"]')];
    expect(events.map((e) => e.textContent)).toEqual([
      '#2Assinaturas solicitadas24/11/2026 09:01:00 · por Gestor Demo',
      '#3Ato de assinatura realizado24/11/2026 10:32:00 · por Joana Testemunha',
      '#4Documento concluído e selado24/11/2026 10:35:00',
    ]);
    expect(byTestId('verify-chain')?.dataset.valid).toBe('true');
    expect(byTestId('verify-chain')?.textContent).toContain('Nenhum dos 6 eventos foi alterado');
    // The chain is honest about what the list leaves out.
    expect(byTestId('verify-events-listed')?.textContent).toBe(
      'A cadeia tem 6 eventos; abaixo estão os 3 do processo de assinatura. Os demais são registros internos do cofre da empresa (acessos, downloads, organização do arquivo).',
    );
    expect(text()).toContain(SHA('b'));
  });

  it('says neutrally that the unsigned original is the original, not the signed copy', async () => {
    const none = {
      presente: false,
      integro: null,
      plataforma: false,
      assinante: null,
      assinado_em: null,
      nivel: null,
      ltv: false,
      assinaturas: [],
    };
    mockApi({
      'POST /api/verificar': json(200, {
        ...found,
        correspondencia: 'original',
        sha256: SHA('b'),
        selo: none,
      }),
    });
    await renderAt('/verificar');
    await pickFile(await findTestId<HTMLInputElement>('verify-file-input'), pdf());
    const verdict = await findTestId('verify-verdict');
    expect(verdict.dataset.found).toBe('true');
    expect(verdict.dataset.match).toBe('original');
    // Information, not a green "authentic document".
    expect(verdict.className).toContain('MuiAlert-outlinedInfo');
    expect(verdict.textContent).not.toContain('Documento autêntico');
    expect(verdict.textContent).toContain('Este arquivo é o original, não a cópia assinada');
    expect(verdict.textContent).toContain('a versão que vale é a cópia assinada (SHA-256 abaixo)');
    // …whose hash is shown below, beside the original's.
    expect(text()).toContain(SHA('a'));
  });

  it('rejects a file that matches nothing and says its seal is broken', async () => {
    mockApi({
      'POST /api/verificar': json(
        200,
        notFound({
          presente: true,
          integro: false,
          plataforma: true,
          assinante: 'Cofre Signer',
          assinado_em: null,
          nivel: 'B-B',
          ltv: false,
          assinaturas: [],
        }),
      ),
    });
    await renderAt('/verificar');
    await pickFile(await findTestId<HTMLInputElement>('verify-file-input'), pdf());
    const verdict = await findTestId('verify-verdict');
    expect(verdict.dataset.found).toBe('false');
    expect(verdict.textContent).toContain('Este arquivo não corresponde a nenhum documento concluído');
    const seal = byTestId('verify-seal');
    expect(seal?.dataset.intact).toBe('false');
    expect(seal?.textContent).toContain('O arquivo foi alterado depois de selado');
    expect(byTestId('verify-signatory')).toBeNull();
    expect(byTestId('verify-chain')).toBeNull();
    expect(text()).toContain(SHA('c'));
    // Another file can be checked at once.
    expect(byTestId('verify-file-input')).not.toBeNull();
  });

  it('says when a file has no seal at all', async () => {
    mockApi({
      'POST /api/verificar': json(
        200,
        notFound({
          presente: false,
          integro: null,
          plataforma: false,
          assinante: null,
          assinado_em: null,
          nivel: null,
          ltv: false,
          assinaturas: [],
        }),
      ),
    });
    await renderAt('/verificar');
    await pickFile(await findTestId<HTMLInputElement>('verify-file-input'), pdf());
    expect((await findTestId('verify-seal')).dataset.intact).toBe('none');
  });

  it('opens a document by the code printed on its certificate, or says no document has it', async () => {
    const calls = mockApi({
      'GET /api/verificar/ABC123': json(200, { ...found, correspondencia: null, sha256: null, selo: null }),
    });
    await renderAt('/verificar/ABC123');
    const verdict = await findTestId('verify-verdict');
    expect(verdict.dataset.found).toBe('true');
    expect(verdict.textContent).toContain('código de verificação ABC123');
    expect(byTestId('verify-seal')).toBeNull();
    expect(calls.some((c) => c.path === '/api/verificar/ABC123')).toBe(true);
    await cleanup();

    mockApi({ 'GET /api/verificar/NOPE99': json(404, { message: 'Não encontrado.' }) });
    await renderAt('/verificar/NOPE99');
    const none = await findTestId('verify-verdict');
    expect(none.dataset.found).toBe('false');
    expect(none.textContent).toContain('Nenhum documento concluído tem este código de verificação');
  });
});

describe("the signatory's sign-up", () => {
  const TOKEN = 'tok_signup_0123456789';
  const INFO = `/api/cadastro-signatario/${TOKEN}`;

  it('prefills the name and e-mail, then places the server field errors', async () => {
    const calls = mockApi({
      [`GET ${INFO}`]: json(200, {
        nome: 'Joana Testemunha',
        email: 'joana@example.com',
        cpf: null,
        registrado: false,
      }),
      'POST /api/signatario/cadastrar': json(422, {
        message: 'O CPF informado já está em uso.',
        errors: { documento: ['O CPF informado já está em uso.'] },
      }),
    });
    await renderAt(`/cadastro-signatario/${TOKEN}`);
    const nome = await waitFor(
      () => document.querySelector<HTMLInputElement>('input[name="nome"]'),
      'name field',
    );
    expect(nome.value).toBe('Joana Testemunha');
    const email = document.querySelector<HTMLInputElement>('input[name="email"]');
    expect(email?.value).toBe('joana@example.com');
    expect(email?.readOnly).toBe(true);

    const cpf = document.querySelector<HTMLInputElement>('input[name="documento"]') as HTMLInputElement;
    await type(cpf, '52998224725');
    expect(cpf.value).toBe('529.982.247-25');
    await type(
      document.querySelector<HTMLInputElement>('input[name="password"]') as HTMLInputElement,
      'segredo1',
    );
    await type(
      document.querySelector<HTMLInputElement>('input[name="password_confirmation"]') as HTMLInputElement,
      'segredo1',
    );
    await click(document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => cpf.getAttribute('aria-invalid') === 'true', 'CPF marked invalid');
    expect(text()).toContain('O CPF informado já está em uso.');
    expect(calls.find((c) => c.path === '/api/signatario/cadastrar')?.body).toEqual({
      token: TOKEN,
      nome: 'Joana Testemunha',
      documento: '529.982.247-25',
      password: 'segredo1',
      password_confirmation: 'segredo1',
    });
  });

  it('creates the account and points to the login', async () => {
    mockApi({
      [`GET ${INFO}`]: json(200, { nome: 'Joana', email: 'joana@example.com', cpf: null, registrado: false }),
      'POST /api/signatario/cadastrar': json(201, { message: 'Cadastro concluído.' }),
    });
    await renderAt(`/cadastro-signatario/${TOKEN}`);
    const pass = await waitFor(
      () => document.querySelector<HTMLInputElement>('input[name="password"]'),
      'form',
    );
    await type(pass, 'segredo1');
    await type(
      document.querySelector<HTMLInputElement>('input[name="password_confirmation"]') as HTMLInputElement,
      'segredo1',
    );
    await click(document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement);
    expect((await findTestId('register-done')).textContent).toBe('Cadastro concluído.');
    expect(byTestId('register-login')?.getAttribute('href')).toBe('/login');
  });

  it('sends an existing account to the login', async () => {
    mockApi({
      [`GET ${INFO}`]: json(200, { nome: 'Joana', email: 'joana@example.com', cpf: null, registrado: true }),
    });
    await renderAt(`/cadastro-signatario/${TOKEN}`);
    expect((await findTestId('register-existing')).textContent).toContain('já tem uma conta');
    expect(document.querySelector('input[name="password"]')).toBeNull();
  });
});
