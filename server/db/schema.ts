// The database schema (PostgreSQL dialect, used unchanged on PGlite and on PostgreSQL): a barrel of
// the tables, each area in a file of its own (drizzle-kit reads this file).
export * from './accountSchema.js';
export * from './contactsSchema.js';
export * from './coreSchema.js';
export * from './devicesSchema.js';
export * from './fieldsSchema.js';
export * from './integrationsSchema.js';
export * from './lgpdSchema.js';
export * from './messagingSchema.js';
export * from './templatesSchema.js';
export * from './vaultSchema.js';
