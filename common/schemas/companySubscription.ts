// What a platform administrator sends to set a company's subscription by hand: a plan given without
// a charge (a courtesy, a contract signed elsewhere) and the trial's end. Days are Brasília's calendar
// days (YYYY-MM-DD): the period or trial runs to the end of that day.
import { z } from 'zod';
import { PERIODICITIES } from '../constants.js';
import { idNumber } from './fields.js';

/** How far ahead a trial may be set, in days from today. */
export const TRIAL_MAX_DAYS = 365;

const day = z.iso.date('validation.invalid');

/** PUT /api/empresa/{id}/plano. */
export const companyPlanBody = z.object({
  plano_id: idNumber,
  /** One of the periodicities the plan is sold with. */
  periodicidade: z.enum(PERIODICITIES, 'validation.in'),
  /** The last day of the period (a future day). */
  expira_em: day,
});
export type CompanyPlanBody = z.infer<typeof companyPlanBody>;

/** PUT /api/empresa/{id}/teste. */
export const companyTrialBody = z.object({
  /** The trial's last day: from today to TRIAL_MAX_DAYS ahead. */
  termina_em: day,
});
export type CompanyTrialBody = z.infer<typeof companyTrialBody>;
