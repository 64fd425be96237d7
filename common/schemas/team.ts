// The company's team as its own members see it (users.view / users.manage): each member with their
// permissions at the company, whether their access to it is active, whether they own it and when
// they last entered it; and the owner transfer (PUT /api/empresa/{id}/owner).
import { z } from 'zod';
import { id } from './fields.js';

/** Columns the team list sorts by (GET /api/usuarios as a company user). */
export const TEAM_SORTS = ['nome', 'email', 'created_at', 'last_access_at'] as const;

export const teamMemberView = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The member's access to this company (their link): what disable and re-enable switch. */
  status: z.boolean(),
  /** The person's account, which only the platform's administrators switch. */
  account_status: z.boolean(),
  /** What the member may do at this company. */
  permissions: z.array(z.string()),
  /** The company's owner: nobody else may demote or disable them. */
  owner: z.boolean(),
  /** The last time the member signed in to or refreshed a session at this company. */
  last_access_at: z.string().nullable(),
  /** When the member joined the company. */
  created_at: z.string(),
});
export type TeamMemberView = z.infer<typeof teamMemberView>;

/** PUT /api/empresa/{id}/owner */
export const ownerBody = z.object({ user_id: id });
export type OwnerBody = z.input<typeof ownerBody>;
