// The company's WhatsApp conversations at a glance (GET /api/conversas/nao-lidas): each device and
// how many received messages nobody has read yet, for the menu's "Conversas" entry.
import { z } from 'zod';

export const unreadChatsDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Received messages not read yet, in all the device's conversations. */
  unread: z.number().int().min(0),
});
export type UnreadChatsDevice = z.infer<typeof unreadChatsDevice>;

export const unreadChatsResponse = z.object({
  /** The company's devices (not deleted), oldest first. */
  data: z.array(unreadChatsDevice),
  /** The sum over the devices. */
  total: z.number().int().min(0),
});
export type UnreadChatsView = z.infer<typeof unreadChatsResponse>;
