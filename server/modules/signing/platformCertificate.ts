// The platform certificate as the running API uses it: loaded once (and again when the generated
// one is due for renewal) and described to administrators, who are warned a month before it ends.
import { X509Certificate } from 'node:crypto';
import type { CertificateInfo } from '../../../common/schemas/signing.js';
import { CERTIFICATE_WARNING_DAYS } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { icpBrasilFields } from '../trust/icpBrasil.js';
import { trustServices } from '../trust/runtime.js';
import {
  CertificateUnavailableError,
  certificateInfo,
  loadPlatformCertificate,
  type PlatformCertificate,
} from './certificate/platform.js';

const loaded = new WeakMap<AppContext, Promise<PlatformCertificate>>();

const dueForRenewal = (cert: PlatformCertificate, now: Date) =>
  cert.notAfter.getTime() - now.getTime() < CERTIFICATE_WARNING_DAYS * 86_400_000;

function load(ctx: AppContext): Promise<PlatformCertificate> {
  const promise = loadPlatformCertificate({
    p12Path: ctx.config.signing.p12Path,
    p12Password: ctx.config.signing.p12Password,
    dataDir: ctx.config.dataDir,
    appName: ctx.config.brand.appName,
  });
  loaded.set(ctx, promise);
  promise.catch(() => loaded.delete(ctx));
  return promise;
}

/**
 * The certificate that seals documents. A generated one close to its end is renewed by loading
 * again (the loader issues a new one from the same CA); a configured one is what it is.
 */
export async function platformCertificate(ctx: AppContext, now = new Date()): Promise<PlatformCertificate> {
  const cached = loaded.get(ctx);
  if (cached) {
    const cert = await cached;
    if (!(cert.source === 'generated' && dueForRenewal(cert, now))) return cert;
  }
  return load(ctx);
}

/**
 * GET /api/admin/certificado: the certificate's dates and whether to warn, its ICP-Brasil fields,
 * the signature policy and where timestamps come from.
 */
export async function platformCertificateInfo(ctx: AppContext, now = new Date()): Promise<CertificateInfo> {
  try {
    const cert = await platformCertificate(ctx, now);
    return {
      ...certificateInfo(cert, now),
      icp_brasil: icpBrasilFields(new X509Certificate(cert.certificatePem)),
      politica: ctx.config.signing.policy?.oid ?? null,
      carimbo: trustServices(ctx, now).source,
    };
  } catch (err) {
    if (err instanceof CertificateUnavailableError)
      throw new HttpError(503, 'signing.certificate_unavailable');
    throw err;
  }
}
