// The public HTTP face of the local PKI, registered under /pki: the RFC 3161 TSA, the OCSP
// responder (POST, and GET as RFC 6960 App. A.1 gives it), the CRLs and the CA certificates that
// the TSA certificate's own extensions point to. No authentication: relying parties and PDF
// readers fetch these from anywhere, and nothing here is secret.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { crlOf } from './crl.js';
import { ocspReply } from './ocspServer.js';
import { timestampReply } from './tsaServer.js';
import type { LocalPki } from './types.js';

const TYPES = {
  tsaQuery: 'application/timestamp-query',
  tsaReply: 'application/timestamp-reply',
  ocspRequest: 'application/ocsp-request',
  ocspResponse: 'application/ocsp-response',
  crl: 'application/pkix-crl',
  cert: 'application/pkix-cert',
} as const;
/** A TimeStampReq or OCSPRequest is a few hundred bytes; this leaves room for many CertIDs. */
const BODY_LIMIT = 64 * 1024;

const mediaType = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();

/** The request's DER body when it came as `type`. */
const derBody = (req: FastifyRequest, type: string): Buffer | null =>
  mediaType(req) === type && Buffer.isBuffer(req.body) ? req.body : null;

const unsupported = (reply: FastifyReply, type: string) =>
  reply.code(415).send({ message: `O corpo deve ser enviado como ${type}.` });

const fresh = (reply: FastifyReply, type: string, body: Buffer) =>
  reply.code(200).type(type).header('cache-control', 'no-store').send(body);

export const trustPlugin: FastifyPluginAsync<{ pki: () => LocalPki }> = async (app, opts) => {
  // In this plugin's scope only: these DER bodies and nothing else (JSON included) are read here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [TYPES.tsaQuery, TYPES.ocspRequest],
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  const ocsp = (request: Buffer) => {
    const pki = opts.pki();
    return ocspReply(request, pki.cas, pki.revocations());
  };
  const ca = (name: string, extension: string) => {
    const match = new RegExp(`^([a-z]+)\\.${extension}$`).exec(name);
    return opts.pki().cas.find((c) => c.id === match?.[1]) ?? null;
  };

  app.post('/tsa', async (req, reply) => {
    const body = derBody(req, TYPES.tsaQuery);
    return body
      ? fresh(reply, TYPES.tsaReply, timestampReply(body, opts.pki().tsa))
      : unsupported(reply, TYPES.tsaQuery);
  });

  app.post('/ocsp', async (req, reply) => {
    const body = derBody(req, TYPES.ocspRequest);
    return body ? fresh(reply, TYPES.ocspResponse, ocsp(body)) : unsupported(reply, TYPES.ocspRequest);
  });

  // The router has already undone the URL encoding of the base64 (its / and + included).
  app.get<{ Params: { '*': string } }>('/ocsp/*', async (req, reply) =>
    fresh(reply, TYPES.ocspResponse, ocsp(Buffer.from(req.params['*'], 'base64'))),
  );

  app.get<{ Params: { name: string } }>('/crl/:name', async (req, reply) => {
    const found = ca(req.params.name, 'crl');
    if (!found) return reply.code(404).send({ message: 'Lista de certificados revogados não encontrada.' });
    return reply.type(TYPES.crl).send(crlOf(found, opts.pki().revocations()));
  });

  app.get<{ Params: { name: string } }>('/ca/:name', async (req, reply) => {
    const found = ca(req.params.name, 'crt');
    if (!found) return reply.code(404).send({ message: 'Certificado de autoridade não encontrado.' });
    return reply.type(TYPES.cert).send(found.certDer);
  });
};
