// inspectSeal on long-term seals made with an openssl PKI (root CA, sealing certificate, TSA, OCSP
// responder): a B-B seal given its signature timestamp here (an openssl token in the CMS's unsigned
// attributes), then a DSS and a document timestamp (B-T, B-LT, B-LTA). The report gives every
// signature, the times and TSA of the tokens, the chains with their revocation status from the DSS;
// a revoked TSA, a changed DSS, a changed token and a changed document are reported as such; a
// signature policy is named; a DSS in compressed object streams is read; a 5 MB file is verified
// quickly.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadPlatformCertificate,
  type PlatformCertificate,
  platformFingerprints,
} from '../../server/modules/signing/certificate/platform.js';
import {
  bytesOf,
  children,
  fromDer,
  OIDS,
  oid,
  seq,
  set,
  tagged,
  toDer,
} from '../../server/modules/signing/seal/der.js';
import { readDss } from '../../server/modules/signing/seal/dss.js';
import { inspectSeal } from '../../server/modules/signing/seal/inspect.js';
import { addDocumentTimestamp, addDss } from '../../server/modules/signing/seal/ltv.js';
import { sealDocument } from '../../server/modules/signing/seal/seal.js';
import { readTimestampToken } from '../../server/modules/trust/tstInfo.js';
import type { Timestamper, TimestampToken, ValidationMaterial } from '../../server/modules/trust/types.js';
import {
  issueCert,
  makeTestPki,
  opensslCrl,
  opensslOcspResponse,
  opensslTimestamper,
  revokeCert,
  type TestCert,
  type TestPki,
} from '../helpers/openssl-pki.js';
import { certificateData, NOW, original, setUpSealing, tempDir } from '../helpers/seal.js';

setUpSealing();

const asBytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** The seal's /ByteRange offsets b and c: its /Contents hex string is [b, c). */
function contentsSpan(pdf: Buffer): { b: number; c: number } {
  const at = pdf.indexOf('/ByteRange');
  const m = /\[\s*\d+\s+(\d+)\s+(\d+)/.exec(pdf.toString('latin1', at, at + 80));
  if (!m) throw new Error('No /ByteRange');
  return { b: Number(m[1]), c: Number(m[2]) };
}

function sealCms(pdf: Buffer) {
  const { b, c } = contentsSpan(pdf);
  const cms = fromDer(Buffer.from(pdf.toString('latin1', b + 1, c - 1), 'hex'), true);
  const signerInfo = children(children(children(children(cms)[1])[0]).at(-1))[0];
  if (!signerInfo || !Array.isArray(signerInfo.value)) throw new Error('No SignerInfo');
  return { cms, signerInfo, b, c };
}

/**
 * The seal made B-T: a token over SHA-256 of its signature value added as the unsigned attribute
 * id-aa-signatureTimeStampToken, the CMS written back over the same /Contents (zero padded).
 */
async function withSignatureTimestamp(
  pdf: Uint8Array,
  stamp: Timestamper,
): Promise<{ bytes: Buffer; token: TimestampToken }> {
  const bytes = Buffer.from(pdf);
  const { cms, signerInfo, b, c } = sealCms(bytes);
  const signature = bytesOf(children(signerInfo)[5]);
  if (!signature) throw new Error('No signature value');
  const token = await stamp(createHash('sha256').update(signature).digest());
  if (!token) throw new Error('No timestamp');
  (signerInfo.value as unknown[]).push(
    tagged(1, seq(oid(OIDS.signatureTimeStampToken), set(fromDer(token.der)))),
  );
  const hex = toDer(cms).toString('hex');
  if (hex.length > c - b - 2) throw new Error('The token does not fit in the placeholder');
  bytes.write(hex.padEnd(c - b - 2, '0'), b + 1, 'latin1');
  return { bytes, token };
}

/** A byte flipped (one hex digit to another inside a /Contents string). */
function changed(pdf: Buffer, at: number): Buffer {
  const copy = Buffer.from(pdf);
  copy[at] = copy[at] === 0x30 ? 0x31 : 0x30;
  return copy;
}

/** An incremental update that writes the given objects again (a change to the document). */
function appendUpdate(pdf: Buffer, objects: Record<number, string>): Buffer {
  const tail = pdf.toString('latin1', Math.max(0, pdf.length - 4096));
  const root = [...tail.matchAll(/\/Root\s+(\d+\s+\d+\s+R)/g)].at(-1)?.[1];
  const size = Number([...tail.matchAll(/\/Size\s+(\d+)/g)].at(-1)?.[1]);
  const prev = Number([...tail.matchAll(/startxref\s+(\d+)/g)].at(-1)?.[1]);
  let body = '\n';
  let xref = 'xref\n';
  for (const [num, text] of Object.entries(objects)) {
    xref += `${num} 1\n${String(pdf.length + body.length).padStart(10, '0')} 00000 n\r\n`;
    body += `${num} 0 obj\n${text}\nendobj\n`;
  }
  const at = pdf.length + body.length;
  const trailer = `trailer\n<< /Size ${size} /Root ${root} /Prev ${prev} >>\nstartxref\n${at}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(`${body}${xref}${trailer}`, 'latin1')]);
}

/** A token from the test TSA asked without certReq: it carries no certificate. */
async function tokenWithoutCertificates(pki: TestPki, imprint: Buffer): Promise<TimestampToken> {
  const query = join(pki.dir, 'nocert.tsq');
  const reply = join(pki.dir, 'nocert.tsr');
  execFileSync('openssl', ['ts', '-query', '-digest', imprint.toString('hex'), '-sha256', '-out', query]);
  execFileSync(
    'openssl',
    ['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', query, '-token_out', '-out', reply],
    {
      cwd: pki.dir,
    },
  );
  const der = readFileSync(reply);
  const genTime = readTimestampToken(der)?.genTime;
  if (!genTime) throw new Error('Unreadable token');
  return { der, genTime, tsaName: '', certificates: [], tsaNotAfter: genTime, source: 'openssl', ms: 0 };
}

/** A PDF of about `bytes` bytes: one page with a large (incompressible) stream attached. */
async function largePdf(bytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const noise = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 32) createHash('sha256').update(String(i)).digest().copy(noise, i);
  const stream = doc.context.register(PDFRawStream.of(doc.context.obj({}), noise));
  doc.catalog.set(PDFName.of('PieceInfo'), stream);
  return doc.save({ useObjectStreams: false });
}

describe('inspectSeal on long-term seals', () => {
  let pki: TestPki;
  let sealer: TestCert;
  let sealCert: PlatformCertificate;
  let fingerprints: string[];
  let stamp: Timestamper;
  let material: ValidationMaterial;
  let bb: Buffer;
  let bt: Buffer;
  let sealToken: TimestampToken;
  let blt: Buffer;
  let blta: Buffer;
  let docToken: TimestampToken;
  let revokedTsaOcsp: Buffer;

  beforeAll(async () => {
    const dir = tempDir();
    pki = makeTestPki(dir);
    sealer = issueCert(pki, 'selo');
    execFileSync('openssl', [
      'pkcs12',
      '-export',
      '-in',
      sealer.path,
      '-inkey',
      sealer.keyPath,
      '-certfile',
      pki.ca.path,
      '-passout',
      'pass:teste',
      '-out',
      join(dir, 'selo.p12'),
    ]);
    sealCert = await loadPlatformCertificate({
      p12Path: join(dir, 'selo.p12'),
      p12Password: 'teste',
      dataDir: dir,
      appName: 'Cofre',
    });
    fingerprints = platformFingerprints(sealCert);
    stamp = opensslTimestamper(pki);

    // A timestamper that never answers: a B-B seal, with the room a token needs kept in its /Contents.
    const silent: Timestamper = async () => null;
    bb = asBytes(
      (await sealDocument(original, certificateData(), sealCert, NOW, { timestamper: silent })).bytes,
    );
    ({ bytes: bt, token: sealToken } = await withSignatureTimestamp(bb, stamp));
    material = {
      certs: [sealer.der, pki.tsa.der, pki.ca.der],
      ocsps: [opensslOcspResponse(pki, sealer.path), opensslOcspResponse(pki, pki.tsa.path)],
      crls: [],
    };
    blt = asBytes(await addDss(bt, material));
    const stamped = await addDocumentTimestamp(blt, stamp);
    if (!stamped) throw new Error('No document timestamp');
    blta = asBytes(stamped.bytes);
    docToken = stamped.token;
    // Revoked after the material above was collected: only later OCSP answers say so.
    revokeCert(pki, pki.tsa.path);
    revokedTsaOcsp = opensslOcspResponse(pki, pki.tsa.path);
  });

  it('reports a B-LTA seal: the signature and the document timestamp, their times, TSA and chains', () => {
    const report = inspectSeal(blta, fingerprints);
    const tsa = 'Cofre teste tsa';
    const validChain = (leaf: string) => [
      expect.objectContaining({
        nome: leaf,
        emissor: 'Cofre teste raiz',
        revogacao: 'valido',
        revogado_em: null,
      }),
      expect.objectContaining({ nome: 'Cofre teste raiz', emissor: 'Cofre teste raiz', revogacao: 'raiz' }),
    ];
    expect(report).toEqual({
      presente: true,
      integro: true,
      plataforma: true,
      assinante: 'Cofre teste selo',
      assinado_em: sealToken.genTime.toISOString(),
      nivel: 'B-LTA',
      ltv: true,
      assinaturas: [
        {
          tipo: 'assinatura',
          integra: true,
          plataforma: true,
          assinante: 'Cofre teste selo',
          assinado_em: sealToken.genTime.toISOString(),
          hora_fonte: 'carimbo',
          carimbo: { valido: true, em: sealToken.genTime.toISOString(), tsa },
          politica: null,
          icp_brasil: null,
          cadeia: validChain('Cofre teste selo'),
          cobre_documento_inteiro: false,
        },
        {
          tipo: 'carimbo_documento',
          integra: true,
          // The TSA's issuer is the sealing certificate's: a CA the platform's fingerprints list.
          plataforma: true,
          assinante: tsa,
          assinado_em: docToken.genTime.toISOString(),
          hora_fonte: 'carimbo',
          carimbo: { valido: true, em: docToken.genTime.toISOString(), tsa },
          politica: null,
          icp_brasil: null,
          cadeia: validChain(tsa),
          cobre_documento_inteiro: true,
        },
      ],
    });
    expect(report.assinaturas[0]?.cadeia[0]).toMatchObject({
      serial: sealer.cert.serialNumber.toUpperCase(),
      valido_ate: new Date(sealer.cert.validTo).toISOString(),
    });
  });

  it('gives each level its name: B-B, B-T, and B-LT (intact) while no document timestamp covers the DSS', () => {
    expect(inspectSeal(bb, fingerprints)).toMatchObject({
      integro: true,
      nivel: 'B-B',
      ltv: false,
      assinado_em: NOW.toISOString(),
    });
    expect(inspectSeal(bb, fingerprints).assinaturas[0]).toMatchObject({
      hora_fonte: 'declarada',
      carimbo: null,
    });
    expect(inspectSeal(bt, fingerprints)).toMatchObject({ integro: true, nivel: 'B-T', ltv: false });
    const lt = inspectSeal(blt, fingerprints);
    expect(lt).toMatchObject({ presente: true, integro: true, nivel: 'B-LT', ltv: true });
    expect(lt.assinaturas).toHaveLength(1);
    expect(lt.assinaturas[0]).toMatchObject({ integra: true, cobre_documento_inteiro: false });
  });

  it('reports a TSA certificate the DSS says is revoked', async () => {
    const revoked = asBytes(
      await addDss(bt, { ...material, ocsps: [opensslOcspResponse(pki, sealer.path), revokedTsaOcsp] }),
    );
    const stamped = await addDocumentTimestamp(revoked, stamp);
    const report = inspectSeal(asBytes(stamped?.bytes ?? revoked), fingerprints);
    const tsaCert = report.assinaturas[1]?.cadeia[0];
    expect(tsaCert).toMatchObject({ nome: 'Cofre teste tsa', revogacao: 'revogado' });
    expect(new Date(tsaCert?.revogado_em ?? 0).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(report.assinaturas[0]?.cadeia[0]?.revogacao).toBe('valido');
  });

  it('reads revocation from a CRL when the DSS has no OCSP answer', async () => {
    const withCrl = asBytes(await addDss(bt, { ...material, ocsps: [], crls: [opensslCrl(pki)] }));
    const report = inspectSeal(withCrl, fingerprints);
    expect(report).toMatchObject({ integro: true, nivel: 'B-LT', ltv: true });
    expect(report.assinaturas[0]?.cadeia.map((c) => c.revogacao)).toEqual(['valido', 'raiz']);
  });

  it('ignores an OCSP answer signed by a certificate not entitled to give it', async () => {
    // The TSA's key signs it: issued by the same CA, but without the OCSPSigning usage.
    const forged = opensslOcspResponse(pki, sealer.path, pki.tsa);
    const report = inspectSeal(asBytes(await addDss(bt, { ...material, ocsps: [forged] })), fingerprints);
    expect(report.assinaturas[0]?.cadeia.map((c) => c.revogacao)).toEqual(['desconhecido', 'raiz']);
    expect(report).toMatchObject({ integro: true, nivel: 'B-T', ltv: false });
  });

  it('keeps a re-timestamped file intact: the DSS extended, then a second document timestamp', async () => {
    const extended = asBytes(
      await addDss(blta, { certs: [], ocsps: [revokedTsaOcsp], crls: [opensslCrl(pki)] }),
    );
    expect(inspectSeal(extended, fingerprints)).toMatchObject({ integro: true, nivel: 'B-LTA', ltv: true });
    const again = await addDocumentTimestamp(extended, stamp);
    const report = inspectSeal(asBytes(again?.bytes ?? extended), fingerprints);
    expect(report).toMatchObject({ integro: true, nivel: 'B-LTA' });
    expect(report.assinaturas.map((a) => [a.tipo, a.integra, a.cobre_documento_inteiro])).toEqual([
      ['assinatura', true, false],
      ['carimbo_documento', true, false],
      ['carimbo_documento', true, true],
    ]);
  });

  it('reads a DSS another tool wrote in compressed object streams', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const { context } = doc;
    const streams = (ders: Buffer[]) => ders.map((der) => context.register(context.flateStream(der)));
    const dss = context.obj({ Type: 'DSS', Certs: streams(material.certs), OCSPs: streams(material.ocsps) });
    doc.catalog.set(PDFName.of('DSS'), context.register(dss));
    const file = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect(file.includes('/ObjStm')).toBe(true);
    expect(readDss(file)).toEqual({ certs: material.certs, ocsps: material.ocsps, crls: [] });
    expect(readDss(Buffer.from(await PDFDocument.create().then((d) => d.save())))).toBeNull();
  });

  it('reports a DSS changed after the document timestamp: that timestamp breaks, the file is not intact', () => {
    // A byte of the first stream the DSS update wrote (after the B-T file, before the timestamp's update).
    const stream = blta.indexOf('stream', bt.length);
    expect(stream).toBeGreaterThan(bt.length);
    expect(stream).toBeLessThan(blt.length);
    const tampered = Buffer.from(blta);
    tampered[stream + 20] = (tampered[stream + 20] ?? 0) ^ 0x01;
    const report = inspectSeal(tampered, fingerprints);
    expect(report.integro).toBe(false);
    expect(report.assinaturas.map((s) => s.integra)).toEqual([true, false]);
    expect(report.assinaturas[1]?.carimbo?.valido).toBe(false);
  });

  it('reports a changed signature timestamp: the seal breaks and its timestamp is not valid', () => {
    // The token ends the SignerInfo, and its TSA's signature value ends the token.
    const { b } = contentsSpan(bt);
    const cmsEnd = b + 1 + 2 * toDer(sealCms(bt).cms).length;
    for (const file of [bt, blta]) {
      const report = inspectSeal(changed(file, cmsEnd - 6), fingerprints);
      expect(report.integro).toBe(false);
      expect(report.assinaturas[0]).toMatchObject({ integra: false, hora_fonte: 'declarada' });
      expect(report.assinaturas[0]?.carimbo?.valido).toBe(false);
      expect(report.nivel).not.toBe('B-LTA');
    }
  });

  it('reports a change to the document after the last signature as not intact', () => {
    expect(inspectSeal(appendUpdate(blt, { 1: '<< /Changed true >>' }), fingerprints).integro).toBe(false);
    expect(inspectSeal(appendUpdate(blta, { 1: '<< /Changed true >>' }), fingerprints).integro).toBe(false);
    // A new object nobody refers to changes nothing, but it is not validation material either.
    expect(inspectSeal(appendUpdate(bt, { 999: '<< /Extra true >>' }), fingerprints).integro).toBe(false);
  });

  it('names the signature policy the seal declares', async () => {
    const policy = {
      oid: '2.16.76.1.7.1.12.1.1',
      hash: createHash('sha256').update('PA_PAdES_AD_RT_v1_1.der').digest(),
      uri: 'http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RT_v1_1.der',
    };
    const sealed = await sealDocument(original, certificateData(), sealCert, NOW, { policy });
    const report = inspectSeal(sealed.bytes, fingerprints);
    expect(report.integro).toBe(true);
    expect(report.assinaturas[0]?.politica).toEqual({
      oid: '2.16.76.1.7.1.12.1.1',
      nome: 'ICP-Brasil PAdES AD-RT v1.1',
    });
    expect(inspectSeal(bb, fingerprints).assinaturas[0]?.politica).toBeNull();
  });

  it('verifies a 5 MB B-LTA file quickly', async () => {
    const big = asBytes(
      (
        await sealDocument(await largePdf(5_000_000), certificateData(), sealCert, NOW, {
          timestamper: async () => null,
        })
      ).bytes,
    );
    const { bytes } = await withSignatureTimestamp(big, stamp);
    const stamped = await addDocumentTimestamp(asBytes(await addDss(bytes, material)), stamp);
    const file = asBytes(stamped?.bytes ?? bytes);
    expect(file.length).toBeGreaterThan(5_000_000);
    inspectSeal(file, fingerprints); // warm: the first run compiles the code paths
    const started = performance.now();
    const report = inspectSeal(file, fingerprints);
    const ms = performance.now() - started;
    expect(report).toMatchObject({ integro: true, nivel: 'B-LTA', ltv: true });
    expect(ms).toBeLessThan(300);
  });

  it('finds the TSA certificate in the DSS when the token does not carry it', async () => {
    const { bytes, token } = await withSignatureTimestamp(bb, (imprint) =>
      tokenWithoutCertificates(pki, imprint),
    );
    expect(token.certificates).toHaveLength(0);
    const alone = inspectSeal(bytes, fingerprints);
    expect(alone.assinaturas[0]?.carimbo).toEqual({
      valido: false,
      em: token.genTime.toISOString(),
      tsa: null,
    });
    expect(alone.integro).toBe(false);
    const withDss = inspectSeal(asBytes(await addDss(bytes, material)), fingerprints);
    expect(withDss.assinaturas[0]?.carimbo).toEqual({
      valido: true,
      em: token.genTime.toISOString(),
      tsa: 'Cofre teste tsa',
    });
    expect(withDss).toMatchObject({ integro: true, nivel: 'B-LT', ltv: true });
  });
});
