// inspectSeal on sealed files: an intact seal of this platform and its report; an altered,
// truncated, extended or re-signed file; a seal by another certificate; a file sealed twice; a PDF
// without a signature; garbage (never throws).
import { randomBytes, X509Certificate } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadPlatformCertificate,
  platformFingerprints,
} from '../../server/modules/signing/certificate/platform.js';
import { commonName } from '../../server/modules/signing/certificate/x509.js';
import { inspectSeal } from '../../server/modules/signing/seal/inspect.js';
import { sealDocument } from '../../server/modules/signing/seal/seal.js';
import { cert, certificateData, flipped, NOW, original, setUpSealing, tempDir } from '../helpers/seal.js';

setUpSealing();

describe('inspectSeal', () => {
  let sealed: Uint8Array;
  let fingerprints: string[];

  beforeAll(async () => {
    sealed = (await sealDocument(original, certificateData(), cert, NOW)).bytes;
    fingerprints = platformFingerprints(cert);
  });

  it('finds an intact seal of this platform', () => {
    const ca = new X509Certificate(cert.chainPems[0] ?? '');
    expect(inspectSeal(sealed, fingerprints)).toEqual({
      presente: true,
      integro: true,
      plataforma: true,
      assinante: 'Cofre — Selo de documentos',
      assinado_em: NOW.toISOString(),
      nivel: 'B-B',
      ltv: false,
      assinaturas: [
        {
          tipo: 'assinatura',
          integra: true,
          plataforma: true,
          assinante: 'Cofre — Selo de documentos',
          assinado_em: NOW.toISOString(),
          hora_fonte: 'declarada',
          carimbo: null,
          politica: null,
          icp_brasil: null,
          // No DSS: nothing tells whether the signer's certificate was revoked.
          cadeia: [
            {
              nome: 'Cofre — Selo de documentos',
              emissor: commonName(ca.subject),
              serial: cert.serial,
              valido_de: cert.notBefore.toISOString(),
              valido_ate: cert.notAfter.toISOString(),
              revogacao: 'desconhecido',
              revogado_em: null,
            },
            expect.objectContaining({ nome: commonName(ca.subject), revogacao: 'raiz' }),
          ],
          cobre_documento_inteiro: true,
        },
      ],
    });
    // Listed by its own fingerprint or by its CA's (a signer renewed since).
    expect(inspectSeal(sealed, [cert.fingerprint256]).plataforma).toBe(true);
    expect(inspectSeal(sealed, fingerprints.slice(1)).plataforma).toBe(true);
    expect(inspectSeal(sealed, ['ab'.repeat(32)]).plataforma).toBe(false);
  });

  it('reports an altered, truncated or extended file as not intact', () => {
    expect(inspectSeal(flipped(sealed, 10), fingerprints)).toMatchObject({ presente: true, integro: false });
    expect(inspectSeal(flipped(sealed, sealed.length - 40), fingerprints)).toMatchObject({
      presente: true,
      integro: false,
    });
    expect(inspectSeal(sealed.subarray(0, sealed.length - 100), fingerprints)).toMatchObject({
      presente: true,
      integro: false,
    });
    expect(inspectSeal(Buffer.concat([sealed, Buffer.from('\n')]), fingerprints)).toMatchObject({
      integro: false,
    });
  });

  it('reports a changed signature as not intact and not the platform’s', () => {
    const bytes = Buffer.from(sealed);
    const at = bytes.lastIndexOf('/ByteRange');
    const [, , , c] = /\[\s*(\d+)\s+(\d+)\s+(\d+)/.exec(bytes.toString('latin1', at, at + 80))!.map(Number);
    // The hex of the RSA signature ends the SignerInfo, just before the zero padding.
    const hexEnd = bytes.toString('latin1', 0, c! - 1).search(/0*$/);
    const tampered = Buffer.from(bytes);
    tampered[hexEnd - 10] = tampered[hexEnd - 10] === 0x31 ? 0x32 : 0x31;
    expect(inspectSeal(tampered, fingerprints)).toMatchObject({
      presente: true,
      integro: false,
      plataforma: false,
    });
  });

  it('tells a seal by another certificate from the platform’s', async () => {
    const other = await loadPlatformCertificate({ dataDir: tempDir(), appName: 'Outra' });
    const foreign = (await sealDocument(original, certificateData(), other, NOW)).bytes;
    expect(inspectSeal(foreign, fingerprints)).toMatchObject({
      presente: true,
      integro: true,
      plataforma: false,
      assinante: 'Outra — Selo de documentos',
    });
  });

  it('reports every signature of a file sealed twice, in file order', async () => {
    const twice = (await sealDocument(sealed, certificateData(), cert, NOW)).bytes;
    const report = inspectSeal(twice, fingerprints);
    expect(report).toMatchObject({ presente: true, integro: true, plataforma: true, nivel: 'B-B' });
    expect(report.assinaturas.map((s) => [s.integra, s.cobre_documento_inteiro])).toEqual([
      [true, false],
      [true, true],
    ]);
    // The second seal changed the file after the first: each stays intact over what it signed.
    expect(
      inspectSeal(flipped(twice, twice.length - 40), fingerprints).assinaturas.map((s) => s.integra),
    ).toEqual([true, false]);
  });

  it('finds no seal in a PDF without a signature', () => {
    expect(inspectSeal(original, fingerprints)).toEqual({
      presente: false,
      integro: null,
      plataforma: false,
      assinante: null,
      assinado_em: null,
      nivel: null,
      ltv: false,
      assinaturas: [],
    });
  });

  it('never throws on garbage', () => {
    expect(inspectSeal(randomBytes(50_000), fingerprints)).toMatchObject({ presente: false, integro: null });
    expect(inspectSeal(new Uint8Array(0), fingerprints).presente).toBe(false);
    const fake = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj <</ByteRange [0 10 20 5] /Contents <3082>>> endobj',
    );
    expect(inspectSeal(fake, fingerprints)).toMatchObject({ presente: true, integro: false, nivel: null });
    expect(inspectSeal(fake, fingerprints).assinaturas).toEqual([
      expect.objectContaining({ integra: false, assinante: null, cadeia: [] }),
    ]);
    const badCms = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj <</ByteRange [0 26 34 9] /Contents <308200ff>>> endobj',
    );
    expect(inspectSeal(badCms, fingerprints)).toMatchObject({ presente: true, integro: false });
    for (let i = 0; i < 50; i++) {
      const at = Math.floor(Math.random() * sealed.length);
      expect(() => inspectSeal(flipped(sealed, at), fingerprints)).not.toThrow();
      expect(() => inspectSeal(sealed.subarray(0, at), fingerprints)).not.toThrow();
    }
  });
});
