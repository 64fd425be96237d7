// The JSONP client and the CEP/CNPJ lookups (spec §7 'External lookups'): one script per call with
// a unique callback, a 3 s timeout, the script and the global removed on every outcome (a late answer
// after a timeout taken by a stand-in that removes itself); ViaCEP's
// and ReceitaWS's answers mapped, anything else (unknown code, failure, timeout) null.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonp } from '../../src/providers/jsonp';
import { lookupCep, lookupCnpj } from '../../src/providers/lookupsApi';
import { answerJsonp, failJsonp, jsonpScripts, withSettings } from './profile-render';
import { mockFetch, settle } from './signing-render';

const globalsNamed = (prefix: string) => Object.keys(window).filter((k) => k.startsWith(prefix));

afterEach(() => {
  vi.useRealTimers();
  for (const s of jsonpScripts()) s.remove();
});

describe('jsonp', () => {
  it('loads one script with a unique callback and resolves with what it passes, then cleans up', async () => {
    const first = jsonp<{ ok: number }>('http://svc.test/a?x=1');
    const second = jsonp<{ ok: number }>('http://svc.test/b');
    const [a, b] = jsonpScripts();
    const nameA = new URL(a?.src ?? '').searchParams.get('callback');
    const nameB = new URL(b?.src ?? '').searchParams.get('callback');
    expect(a?.src).toMatch(/^http:\/\/svc\.test\/a\?x=1&callback=/);
    expect(b?.src).toMatch(/^http:\/\/svc\.test\/b\?callback=/);
    expect(nameA).not.toBe(nameB);

    await answerJsonp('/b', { ok: 2 });
    await answerJsonp('/a', { ok: 1 });
    await expect(first).resolves.toEqual({ ok: 1 });
    await expect(second).resolves.toEqual({ ok: 2 });
    expect(jsonpScripts()).toHaveLength(0);
    expect(globalsNamed('__cofreJsonp')).toEqual([]);
  });

  it('gives up after 3 s without an answer, removes the script and takes a late answer quietly', async () => {
    vi.useFakeTimers();
    const pending = jsonp('http://svc.test/slow');
    const outcome = pending.then(
      () => 'resolved',
      (err: Error) => err.message,
    );
    expect(jsonpScripts()).toHaveLength(1);
    expect(globalsNamed('__cofreJsonp')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(jsonpScripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/no answer within 3000 ms/);
    expect(jsonpScripts()).toHaveLength(0);
    // The script may still arrive and call its callback: that call must neither throw nor linger.
    const [name] = globalsNamed('__cofreJsonp');
    const late = (window as unknown as Record<string, unknown>)[name ?? ''];
    expect(typeof late).toBe('function');
    expect(() => (late as (data: unknown) => void)({ tarde: true })).not.toThrow();
    expect(globalsNamed('__cofreJsonp')).toEqual([]);
  });

  it('fails at once when the script cannot load, and cleans up', async () => {
    const pending = jsonp('http://svc.test/down');
    const outcome = pending.then(
      () => 'resolved',
      (err: Error) => err.message,
    );
    await failJsonp('/down');
    expect(await outcome).toMatch(/failed to load/);
    expect(jsonpScripts()).toHaveLength(0);
    expect(globalsNamed('__cofreJsonp')).toEqual([]);
  });
});

describe('lookupCep', () => {
  it("maps ViaCEP's answer, with the IBGE codes of the municipality and its state", async () => {
    mockFetch(withSettings());
    const found = lookupCep('01001-000');
    const src = await answerJsonp('/cep/', {
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    });
    expect(src).toMatch(/^http:\/\/lookup\.test\/cep\/01001000\/json\/\?callback=/);
    expect(await found).toEqual({
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      cidade: 'São Paulo',
      uf: 'SP',
      municipio_id: 3550308,
      estado_id: 35,
    });
  });

  it('is null for an unknown CEP, a failed script and a short CEP (which asks nothing)', async () => {
    mockFetch(withSettings());
    const unknown = lookupCep('99999999');
    await answerJsonp('/cep/99999999', { erro: 'true' });
    expect(await unknown).toBeNull();

    const failed = lookupCep('01001000');
    await failJsonp('/cep/01001000');
    expect(await failed).toBeNull();

    expect(await lookupCep('0100100')).toBeNull();
    await settle();
    expect(jsonpScripts()).toHaveLength(0);
  });
});

describe('lookupCnpj', () => {
  it("maps ReceitaWS's answer", async () => {
    mockFetch(withSettings());
    const found = lookupCnpj('11.222.333/0001-81');
    await answerJsonp('/cnpj/11222333000181', {
      status: 'OK',
      nome: 'EMPRESA EXEMPLO LTDA',
      fantasia: 'EXEMPLO',
      cep: '01.001-000',
      logradouro: 'PRACA DA SE',
      numero: '100',
      complemento: 'SALA 1',
      bairro: 'SE',
      municipio: 'SAO PAULO',
      uf: 'SP',
    });
    expect(await found).toEqual({
      razao_social: 'EMPRESA EXEMPLO LTDA',
      nome_fantasia: 'EXEMPLO',
      cep: '01001000',
      logradouro: 'PRACA DA SE',
      numero: '100',
      complemento: 'SALA 1',
      bairro: 'SE',
      cidade: 'SAO PAULO',
      uf: 'SP',
    });
  });

  it("is null for the registry's ERROR answer", async () => {
    mockFetch(withSettings());
    const found = lookupCnpj('11222333000181');
    await answerJsonp('/cnpj/', { status: 'ERROR', message: 'CNPJ inválido' });
    expect(await found).toBeNull();
  });

  it('skips an alphanumeric CNPJ (unknown to the registry) and an invalid one without asking', async () => {
    mockFetch(withSettings());
    expect(await lookupCnpj('12.ABC.345/01DE-35')).toBeNull();
    expect(await lookupCnpj('11.222.333/0001-80')).toBeNull();
    await settle();
    expect(jsonpScripts()).toHaveLength(0);
  });
});
