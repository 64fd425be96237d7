// The list convention of every resource (DESIGN.md): GET /api/<plural>?page=&perPage=&sort=&order=&q=
// plus each resource's own filters; the answer is { data, total }.
import { z } from 'zod';
import { MIN_FILTER_LENGTH } from '../validation/index.js';

/** `page` (from 1) and `perPage` (1–100) of every paged list, with the list's default page size. */
export const paging = (perPageDefault: number) => ({
  // Bounded so that (page - 1) × perPage always fits the database's OFFSET.
  page: z.coerce
    .number()
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(10_000_000, 'validation.max.numeric')
    .default(1),
  perPage: z.coerce
    .number()
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(100, 'validation.max.numeric')
    .default(perPageDefault),
});

export const listQuery = z.object({
  ...paging(25),
  sort: z.string().max(64).optional(),
  order: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], 'validation.in'))
    .default('asc'),
  /** Free text search; like every text filter it must be longer than 3 characters. */
  q: z
    .string()
    .trim()
    .refine((s) => s.length === 0 || s.length > MIN_FILTER_LENGTH, 'validation.filter_min')
    .optional(),
});
export type ListQuery = z.output<typeof listQuery>;

/** A text filter of a list: empty means no filter; otherwise longer than 3 characters. */
export const textFilter = z
  .string()
  .trim()
  .refine((s) => s.length === 0 || s.length > MIN_FILTER_LENGTH, 'validation.filter_min')
  .optional();

/** 'true' / 'false' / '1' / '0' in a query string. */
export const boolFilter = z
  .enum(['true', 'false', '1', '0'], 'validation.boolean')
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** An ISO date or date-time bound of a date-range filter. */
export const dateFilter = z.iso
  .date('validation.invalid')
  .or(z.iso.datetime({ offset: true, message: 'validation.invalid' }))
  .optional();

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });
