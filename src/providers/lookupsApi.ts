// The CEP (postal code) and CNPJ (company registry) lookups: JSONP calls to the services named in
// GET init/client (`lookups`), ViaCEP and ReceitaWS by default. Every failure — no settings,
// a script error, the 3 s timeout, an unknown code — resolves to null, so the user types instead.
import { isValidCnpj, onlyDigits, stripDocumentMask } from '../../common/validation';
import { clientSettings } from './clientSettings';
import { jsonp } from './jsonp';

export interface CepResult {
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
  /** 7-digit IBGE code of the municipality, when the service gives it. */
  municipio_id: number | null;
  /** IBGE code of the state (11–53): the first two digits of the municipality's code. */
  estado_id: number | null;
}

export interface CnpjResult {
  razao_social: string;
  nome_fantasia: string;
  /** 8 digits, or '' when unknown. */
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

/** ViaCEP's answer (https://viacep.com.br): `erro` when the CEP does not exist. */
interface ViaCep {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
}

/** ReceitaWS's answer (https://receitaws.com.br): status 'ERROR' with a message when unknown. */
interface ReceitaWs {
  status?: string;
  nome?: string;
  fantasia?: string;
  cep?: string;
  logradouro?: string;
  numero?: string;
  complemento?: string;
  bairro?: string;
  municipio?: string;
  uf?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

async function ask<T>(pick: 'cep_url' | 'cnpj_url', placeholder: string, code: string): Promise<T | null> {
  try {
    const template = (await clientSettings()).lookups?.[pick];
    if (!template) return null;
    const data = await jsonp<T>(template.replace(placeholder, encodeURIComponent(code)));
    return data && typeof data === 'object' ? data : null;
  } catch {
    return null;
  }
}

/** The address of a CEP (8 digits, mask allowed), or null when it is unknown or the service fails. */
export async function lookupCep(cep: string): Promise<CepResult | null> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) return null;
  const data = await ask<ViaCep>('cep_url', '{cep}', digits);
  if (!data || data.erro === true || data.erro === 'true') return null;
  const ibge = /^\d{7}$/.test(text(data.ibge)) ? Number(data.ibge) : null;
  const result: CepResult = {
    logradouro: text(data.logradouro),
    bairro: text(data.bairro),
    cidade: text(data.localidade),
    uf: text(data.uf).toUpperCase(),
    municipio_id: ibge,
    estado_id: ibge === null ? null : Math.floor(ibge / 100_000),
  };
  return result.cidade || result.uf || result.logradouro ? result : null;
}

/**
 * The registry's data of a CNPJ (mask allowed), or null. An alphanumeric CNPJ (the 2026 format) is
 * not asked for — the registry service does not know it — and resolves to null at once.
 */
export async function lookupCnpj(cnpj: string): Promise<CnpjResult | null> {
  const chars = stripDocumentMask(cnpj).toUpperCase();
  if (!/^\d{14}$/.test(chars) || !isValidCnpj(chars)) return null;
  const data = await ask<ReceitaWs>('cnpj_url', '{cnpj}', chars);
  if (!data || text(data.status).toUpperCase() === 'ERROR' || !text(data.nome)) return null;
  return {
    razao_social: text(data.nome),
    nome_fantasia: text(data.fantasia),
    cep: onlyDigits(text(data.cep)).length === 8 ? onlyDigits(text(data.cep)) : '',
    logradouro: text(data.logradouro),
    numero: text(data.numero),
    complemento: text(data.complemento),
    bairro: text(data.bairro),
    cidade: text(data.municipio),
    uf: text(data.uf).toUpperCase(),
  };
}
