// Each area's API messages live in a file of its own; the catalogues merge them.
import { billingEn, billingPtBR } from './billing.js';
import { bulkEn, bulkPtBR } from './bulk.js';
import { companiesEn, companiesPtBR } from './companies.js';
import { contactsEn, contactsPtBR } from './contacts.js';
import { dashboardEn, dashboardPtBR } from './dashboard.js';
import { fieldsEn, fieldsPtBR } from './fields.js';
import { filesEn, filesPtBR } from './files.js';
import { foldersEn, foldersPtBR } from './folders.js';
import { integrationsEn, integrationsPtBR } from './integrations.js';
import { lgpdEn, lgpdPtBR } from './lgpd.js';
import { messagingEn, messagingPtBR } from './messaging.js';
import { notificationsEn, notificationsPtBR } from './notifications.js';
import { paymentsEn, paymentsPtBR } from './payments.js';
import { pipelineEn, pipelinePtBR } from './pipeline.js';
import { plansEn, plansPtBR } from './plans.js';
import { preRegistrationsEn, preRegistrationsPtBR } from './preRegistrations.js';
import { profileEn, profilePtBR } from './profile.js';
import { publicLinkEn, publicLinkPtBR } from './publicLink.js';
import { recordsEn, recordsPtBR } from './records.js';
import { requestsEn, requestsPtBR } from './requests.js';
import { serversEn, serversPtBR } from './servers.js';
import { signingEn, signingPtBR } from './signing.js';
import { teamEn, teamPtBR } from './team.js';
import { templatesEn, templatesPtBR } from './templates.js';
import { termsEn, termsPtBR } from './terms.js';
import { usersEn, usersPtBR } from './users.js';
import { vaultEn, vaultPtBR } from './vault.js';

export const modulesPtBR = {
  ...requestsPtBR,
  ...recordsPtBR,
  ...plansPtBR,
  ...billingPtBR,
  ...serversPtBR,
  ...usersPtBR,
  ...teamPtBR,
  ...companiesPtBR,
  ...termsPtBR,
  ...preRegistrationsPtBR,
  ...vaultPtBR,
  ...foldersPtBR,
  ...filesPtBR,
  ...signingPtBR,
  ...fieldsPtBR,
  ...messagingPtBR,
  ...dashboardPtBR,
  ...notificationsPtBR,
  ...profilePtBR,
  ...lgpdPtBR,
  ...integrationsPtBR,
  ...contactsPtBR,
  ...templatesPtBR,
  ...pipelinePtBR,
  ...bulkPtBR,
  ...publicLinkPtBR,
  ...paymentsPtBR,
} as const;

export const modulesEn: Record<keyof typeof modulesPtBR, string> = {
  ...requestsEn,
  ...recordsEn,
  ...plansEn,
  ...billingEn,
  ...serversEn,
  ...usersEn,
  ...teamEn,
  ...companiesEn,
  ...termsEn,
  ...preRegistrationsEn,
  ...vaultEn,
  ...foldersEn,
  ...filesEn,
  ...signingEn,
  ...fieldsEn,
  ...messagingEn,
  ...dashboardEn,
  ...notificationsEn,
  ...profileEn,
  ...lgpdEn,
  ...integrationsEn,
  ...contactsEn,
  ...templatesEn,
  ...pipelineEn,
  ...bulkEn,
  ...publicLinkEn,
  ...paymentsEn,
};
