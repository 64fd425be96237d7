// Column helpers shared by the schema files: every timestamp is `timestamptz` read as a Date.
import { timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
