// /v3/customers: create (name and a valid CPF/CNPJ required), find by cpfCnpj or externalReference, get.
import type { FastifyPluginAsync } from 'fastify';
import { isValidDocument, unmask } from './cards.js';
import { badRequest, bodyOf, type Json, notFound, page, paramOf, queryOf, textOf } from './http.js';
import { customerId } from './ids.js';
import type { PaymentSimulator } from './state.js';
import type { SimCustomer } from './types.js';

const TEXT_FIELDS = [
  'email',
  'phone',
  'mobilePhone',
  'address',
  'addressNumber',
  'complement',
  'province',
  'postalCode',
  'externalReference',
  'additionalEmails',
  'municipalInscription',
  'stateInscription',
  'observations',
  'groupName',
  'company',
] as const;
const FLAG_FIELDS = ['notificationDisabled', 'foreignCustomer'] as const;

export function customerJson(c: SimCustomer): Json {
  const f = c.fields;
  return {
    object: 'customer',
    id: c.id,
    dateCreated: c.dateCreated,
    name: c.name,
    email: f.email ?? null,
    phone: f.phone ?? null,
    mobilePhone: f.mobilePhone ?? null,
    address: f.address ?? null,
    addressNumber: f.addressNumber ?? null,
    complement: f.complement ?? null,
    province: f.province ?? null,
    city: null,
    cityName: null,
    state: null,
    country: 'Brasil',
    postalCode: f.postalCode ?? null,
    cpfCnpj: c.cpfCnpj,
    personType: c.cpfCnpj.length === 11 ? 'FISICA' : 'JURIDICA',
    deleted: c.deleted,
    additionalEmails: f.additionalEmails ?? null,
    externalReference: f.externalReference ?? null,
    notificationDisabled: f.notificationDisabled ?? false,
    observations: f.observations ?? null,
    foreignCustomer: f.foreignCustomer ?? false,
  };
}

export const customerRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  app.post('/v3/customers', async (req) => {
    const body = bodyOf(req);
    const name = textOf(body.name);
    if (!name) throw badRequest('invalid_name', 'O nome do cliente deve ser informado.');
    const cpfCnpj = unmask(textOf(body.cpfCnpj) ?? '');
    if (!cpfCnpj) throw badRequest('invalid_cpfCnpj', 'O CPF ou CNPJ do cliente deve ser informado.');
    if (!isValidDocument(cpfCnpj)) throw badRequest('invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    const fields: SimCustomer['fields'] = {};
    for (const k of TEXT_FIELDS) fields[k] = textOf(body[k]);
    for (const k of FLAG_FIELDS) fields[k] = typeof body[k] === 'boolean' ? body[k] : false;
    if (fields.postalCode) fields.postalCode = String(fields.postalCode).replace(/\D/g, '');
    const customer: SimCustomer = {
      id: customerId(),
      dateCreated: sim.today(),
      name,
      cpfCnpj,
      fields,
      deleted: false,
    };
    sim.customers.set(customer.id, customer);
    return customerJson(customer);
  });

  app.get('/v3/customers', async (req) => {
    const q = queryOf(req);
    const cpfCnpj = q.cpfCnpj ? unmask(q.cpfCnpj) : null;
    const found = [...sim.customers.values()]
      .filter(
        (c) =>
          !c.deleted &&
          (cpfCnpj === null || c.cpfCnpj === cpfCnpj) &&
          (q.externalReference === undefined || c.fields.externalReference === q.externalReference) &&
          (q.email === undefined || c.fields.email === q.email) &&
          (q.name === undefined || c.name.toLowerCase().includes(q.name.toLowerCase())),
      )
      .reverse();
    return page(req, found.map(customerJson));
  });

  app.get('/v3/customers/:id', async (req) => {
    const c = sim.customers.get(paramOf(req, 'id'));
    if (!c) throw notFound('Cliente não encontrado.');
    return customerJson(c);
  });
};
