// The one-time code through the real API: asked for by the owner, e-mailed to the signer on
// request (not again within a minute), required for the act, counted when wrong (an event each),
// dead after five wrong tries or once expired; the right one records the act as link_code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatoryView } from '../../common/schemas/signing.js';
import type { TestApp } from '../helpers/app.js';
import {
  actByLink,
  actionsOf,
  ago,
  appWithOwner,
  askCode,
  codeFrom,
  eventsOf,
  external,
  linkToken,
  type Member,
  mailsTo,
  processOf,
  sendForSignature,
  setSignatory,
  viewByLink,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;

beforeAll(async () => {
  ({ app, owner } = await appWithOwner());
});
afterAll(async () => app?.close());

const signerHeaders = { 'user-agent': 'Vitest Signer/1.0', 'x-real-port': '54321' };
const signerOf = async (fileId: number, email: string) =>
  (await processOf(app, owner.token, fileId)).signatarios.find((s) => s.email === email) as SignatoryView;

describe('the one-time code', () => {
  async function withCode() {
    const person = external();
    const { file, process } = await sendForSignature(app, owner.token, {
      signatarios: [{ ...person, exige_codigo: true }, external()],
    });
    return { file, person, sid: process.signatarios[0]?.id as number, token: linkToken(app, person.email) };
  }

  it('is required, sent by e-mail, counted when wrong, and proves the act (link_code)', async () => {
    const { file, person, sid, token } = await withCode();
    expect((await viewByLink(app, token)).body.signatario.exige_codigo).toBe(true);

    const without = await actByLink(app, token);
    expect(without.status).toBe(422);
    expect(without.body.errors.codigo).toEqual(['Peça o código e digite-o para continuar.']);

    const sent = await askCode(app, token);
    expect(sent.status).toBe(200);
    expect(sent.body.enviado_para).toMatch(/^.\*\*\*@.\*\*\*\.com$/);
    expect(Date.parse(sent.body.expira_em)).toBeGreaterThan(Date.now());
    const mail = mailsTo(app, person.email).at(-1);
    expect(mail?.subject).toBe(`Seu código para o documento "${file.nome}"`);
    const code = codeFrom(app, person.email);
    expect(code).toMatch(/^\d{6}$/);

    const soon = await askCode(app, token);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Aguarde \d+ segundos para pedir outro código\.$/);

    const wrong = await actByLink(app, token, {
      consentimento: true,
      codigo: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.codigo).toEqual(['Código incorreto. Restam 4 tentativas.']);
    const failed = (await eventsOf(app, owner.token, file.id)).data.filter((e) => e.acao === 'code_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.dados).toMatchObject({ signatario_id: sid, tentativa: 1 });

    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const res = await actByLink(
      app,
      token,
      { consentimento: true, codigo: spaced },
      { headers: signerHeaders },
    );
    expect(res.status).toBe(200);
    expect(await signerOf(file.id, person.email)).toMatchObject({
      status: 'signed',
      autenticacao: 'link_code',
      port: 54321,
      user_agent: 'Vitest Signer/1.0',
      ip: expect.any(String),
    });
    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events)).toEqual(expect.arrayContaining(['code_sent', 'code_failed', 'signed']));
    expect(events.chain.valid).toBe(true);
  });

  it('five wrong codes: 429 and the code no longer works', async () => {
    const { person, token } = await withCode();
    await askCode(app, token);
    const code = codeFrom(app, person.email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let left = 4; left >= 1; left--) {
      const res = await actByLink(app, token, { consentimento: true, codigo: wrongCode });
      expect(res.status).toBe(422);
      expect(res.body.errors.codigo).toEqual([`Código incorreto. Restam ${left} tentativas.`]);
    }
    const fifth = await actByLink(app, token, { consentimento: true, codigo: wrongCode });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Muitas tentativas erradas. Peça um novo código.');
    const right = await actByLink(app, token, { consentimento: true, codigo: code });
    expect(right.status).toBe(422);
    expect(right.body.errors.codigo).toBeDefined();
    expect((await viewByLink(app, token)).body.signatario.status).toBe('pending');
  });

  it('an expired code is refused; a minute later a new one can be asked and the old stops working', async () => {
    const { person, sid, token } = await withCode();
    await askCode(app, token);
    const first = codeFrom(app, person.email);
    await setSignatory(app, sid, { codigoExpiresAt: ago(1) });
    const expired = await actByLink(app, token, { consentimento: true, codigo: first });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.codigo).toEqual(['O código expirou. Peça um novo.']);

    await setSignatory(app, sid, { codigoEnviadoEm: ago(61) });
    expect((await askCode(app, token)).status).toBe(200);
    const second = codeFrom(app, person.email);
    if (second !== first)
      expect((await actByLink(app, token, { consentimento: true, codigo: first })).status).toBe(422);
    expect((await actByLink(app, token, { consentimento: true, codigo: second })).status).toBe(200);
  });

  it('is not sent when the owner did not ask for one (422)', async () => {
    const person = external();
    await sendForSignature(app, owner.token, { signatarios: [person] });
    const res = await askCode(app, linkToken(app, person.email));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Este documento não exige código.');
  });
});
