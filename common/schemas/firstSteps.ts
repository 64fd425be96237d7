// A new company's guided start (GET /api/inicio/primeiros-passos): which of its first steps are
// done, read from what the company already has; shared with the SPA's checklist on /home.
import { z } from 'zod';

export const firstStepsView = z.object({
  /** A document was sent for signature (a signing request, whatever became of it). */
  documento_enviado: z.boolean(),
  /** A document is in the vault (uploaded, perhaps not sent yet). */
  documento_carregado: z.boolean(),
  /** A WhatsApp device is connected. */
  whatsapp_conectado: z.boolean(),
  /** The newest device not connected (its QR to scan), while none is; null when there is none. */
  dispositivo_pendente: z.number().int().nullable(),
  /** Someone else was invited (an invite not revoked) or the company has a second member. */
  equipe_convidada: z.boolean(),
});
export type FirstStepsView = z.infer<typeof firstStepsView>;

export const firstStepsResponse = z.object({ data: firstStepsView });
