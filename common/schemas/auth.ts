// Request and response shapes of the Auth calls (spec §7).
import { z } from 'zod';
import { planInfo } from './billing.js';
import { cpf, documentNumber, email, id, otpCode, password, personName, phone } from './fields.js';

export const loginBody = z.object({
  email,
  password: z.string().min(1, 'validation.required'),
  remember: z.boolean().optional().default(false),
  token_otp: z.string().trim().optional().nullable(),
  /** The company chosen on the login screen, when the user belongs to several. */
  empresa_id: id.optional().nullable(),
  /**
   * With empresa_id: true makes it the company every later login enters without asking (the
   * profile's "Empresa ao entrar" changes it back); false or absent changes nothing.
   */
  lembrar_empresa: z.boolean('validation.boolean').optional(),
});
export type LoginBody = z.input<typeof loginBody>;

/** POST /api/auth/empresa: the company to move the session to. */
export const switchCompanyBody = z.object({ empresa_id: id });

export const tokensResponse = z.object({
  access_token: z.string(),
  /**
   * Absent when the caller asked for the refresh cookie (header X-Session-Cookie: 1, as the SPA
   * does): the token then travels only in the HttpOnly cookie, out of page scripts' reach.
   */
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
});
export type TokensResponse = z.infer<typeof tokensResponse>;

/** The answer of POST /api/auth/empresa: the new session's tokens and a message naming the company. */
export const switchCompanyResponse = tokensResponse.extend({ message: z.string() });

/** The body of POST /api/refresh-token; a browser sends none and is read from its cookie. */
export const refreshBody = z.object({ refresh_token: z.string().min(1, 'validation.required').optional() });

/** A company name typed at sign-up: trimmed, empty counts as absent. */
const companyName = z
  .string()
  .trim()
  .max(200, 'validation.max.string')
  .nullish()
  .transform((s) => (s ? s : null));

/**
 * The consent every way of opening an account asks for (trial sign-up, completed pre-registration),
 * when the platform has approved terms: the service then requires it (a platform without terms asks
 * for no acceptance).
 */
const termsAcceptance = {
  /** The current terms of use and privacy policy (GET /api/eula) were read and accepted. */
  accept_terms: z.boolean().nullable().default(false),
  /** The id of the term the person read (GET /api/eula); when sent, it must still be the current one. */
  termo_id: id.optional().nullable(),
};

export const registerTrialBody = z.object({
  /** The person's name (the first user's). */
  name: personName,
  /** The company's legal name (razão social); absent: the person's name (a trial opened by a CPF). */
  company_name: companyName,
  /** The company's trade name (nome fantasia), optional. */
  trade_name: companyName,
  /** The company's document: its CNPJ, or the CPF of someone working on their own. */
  document: documentNumber,
  /**
   * The person's own CPF, kept apart from the company's CNPJ. Absent: a CPF `document` is taken as the
   * person's (someone working on their own); a CNPJ leaves the person's CPF empty.
   */
  cpf: cpf.nullish(),
  phone,
  email,
  password,
  ...termsAcceptance,
  /** Optional: the company that referred this sign-up. */
  company_id: id.optional().nullable(),
  grecaptcha: z.string().optional().nullable(),
});
export type RegisterTrialBody = z.input<typeof registerTrialBody>;

export const preRegistrationBody = z.object({
  name: personName,
  email,
  phone,
  grecaptcha: z.string().optional().nullable(),
});

/** Completes a confirmed pre-registration into an account (POST /api/usuario/confirmar). */
export const completeRegistrationBody = z
  .object({
    token: z.string().min(1, 'validation.required'),
    /** The company's document (CNPJ, or the CPF of someone working on their own). */
    document: documentNumber,
    /** The person's own CPF, as in the trial sign-up. */
    cpf: cpf.nullish(),
    password,
    password_confirmation: z.string(),
    ...termsAcceptance,
    grecaptcha: z.string().optional().nullable(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'validation.password_confirmation',
    path: ['password_confirmation'],
  });

export const passwordEmailBody = z.object({ email, grecaptcha: z.string().optional().nullable() });

export const passwordResetBody = z
  .object({
    email,
    password,
    password_confirmation: z.string(),
    token: z.string().min(1, 'validation.required'),
    grecaptcha: z.string().optional().nullable(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'validation.password_confirmation',
    path: ['password_confirmation'],
  });

/** Sign-up by invite (POST /api/usuario/cadastrar). */
export const inviteSignUpBody = z
  .object({
    token: z.string().min(1, 'validation.required'),
    nome: personName,
    documento: cpf.optional().nullable(),
    password,
    password_confirmation: z.string(),
    grecaptcha: z.string().optional().nullable(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'validation.password_confirmation',
    path: ['password_confirmation'],
  });

export const changeTwoFactorBody = z.object({
  enable: z.boolean('validation.boolean'),
  token_otp: otpCode,
});

export const companyChoice = z.object({ id: z.number().int(), nome: z.string(), status: z.boolean() });
export type CompanyChoice = z.infer<typeof companyChoice>;

export const identityResponse = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  documento: z.string().nullable(),
  phone: z.string().nullable(),
  ambient: z.enum(['A', 'S']).nullable(),
  status: z.boolean(),
  language: z.string(),
  skin: z.string(),
  two_factor: z.boolean(),
  /** Whether the person proved their e-mail (a trial owner must, before sending anything out). */
  email_verified: z.boolean(),
  /** The profile photo's signed link (an <img> loads it without the bearer header), or null. */
  foto_url: z.string().nullable(),
  empresa: z
    .object({
      id: z.number().int(),
      nome: z.string(),
      razao_social: z.string(),
      documento: z.string(),
      /** The company's logo link (loads without a session), or null. */
      logo_url: z.string().nullable(),
      trial_ends_at: z.string().nullable(),
      /** The subscribed plan (null: none yet, e.g. on the trial). */
      plano: planInfo.nullable(),
      /** False when the trial or the paid period ended: module calls answer 402. */
      assinatura_ativa: z.boolean(),
      /** Whether the user owns this company (only the owner hands it over). */
      owner: z.boolean(),
      empresa_niveis: z.array(z.unknown()),
    })
    .nullable(),
  empresas: z.array(companyChoice),
  permissoes: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type Identity = z.infer<typeof identityResponse>;
