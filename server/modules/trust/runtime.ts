// The trust services as the running API uses them: the local PKI (loaded once per context, again
// when its TSA certificate is renewed), the timestamper built from TSA_URL (the local TSA in
// process when unset, none with 'off') and the collection of validation material (OCSP answered in
// process for the local CAs, over the network for any other).
import type { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import { FILES } from '../signing/certificate/generatedStore.js';
import type { SealOptions } from '../signing/seal/seal.js';
import { loadLocalPki } from './localPki.js';
import { localOcsp } from './ocspServer.js';
import { timestamper } from './tsaClient.js';
import { timestampReply } from './tsaServer.js';
import type { LocalPki, Timestamper, TsaSource } from './types.js';
import { collectValidation } from './validation.js';

export interface TrustServices {
  pki: LocalPki;
  /** null when TSA_URL=off. */
  timestamper: Timestamper | null;
  /** What sealDocument takes: policy, timestamper, validation. */
  sealOptions: SealOptions;
  /** Where timestamps come from, for administrators: 'local', the URLs, or 'off'. */
  source: string;
}

const loaded = new WeakMap<AppContext, TrustServices>();

/** The generated sealing CA (DATA_DIR/signing), whose certificates the local OCSP answers for. */
function signingCa(ctx: AppContext) {
  if (ctx.config.signing.p12Path) return null;
  const dir = join(ctx.config.dataDir, 'signing');
  try {
    return {
      keyPem: readFileSync(join(dir, FILES.caKey), 'utf8'),
      certPem: readFileSync(join(dir, FILES.caCert), 'utf8'),
    };
  } catch {
    return null;
  }
}

function build(ctx: AppContext): TrustServices {
  const { config } = ctx;
  const pki = loadLocalPki({
    dataDir: config.dataDir,
    appName: config.brand.appName,
    baseUrl: config.appUrl,
    signingCa: signingCa(ctx),
  });
  const { tsa } = config.signing;
  const sources: TsaSource[] =
    tsa.urls === 'off'
      ? []
      : tsa.urls === 'local'
        ? [{ kind: 'local', reply: (request) => timestampReply(request, pki.tsa) }]
        : tsa.urls.map((url) => ({ kind: 'url', url, user: tsa.user, password: tsa.password }));
  const stamp = sources.length ? timestamper(sources, { timeoutMs: tsa.timeoutMs }) : null;
  const answerLocally = localOcsp(pki);
  return {
    pki,
    timestamper: stamp,
    sealOptions: {
      policy: config.signing.policy,
      timestamper: stamp,
      validation: (certs: X509Certificate[]) =>
        collectValidation(certs, { localOcsp: answerLocally, timeoutMs: tsa.timeoutMs }),
    },
    source: tsa.urls === 'off' ? 'off' : tsa.urls === 'local' ? 'local' : tsa.urls.join(', '),
  };
}

/** The local TSA certificate is renewed (by loading the PKI again) this long before it ends. */
const RELOAD_BEFORE_MS = 60 * 86_400_000;

export function trustServices(ctx: AppContext, now = new Date()): TrustServices {
  const known = loaded.get(ctx);
  if (known && new Date(known.pki.tsa.cert.validTo).getTime() - now.getTime() > RELOAD_BEFORE_MS)
    return known;
  const fresh = build(ctx);
  loaded.set(ctx, fresh);
  return fresh;
}
