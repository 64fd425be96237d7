// icpBrasilFields on certificates made with openssl: an e-CNPJ (CNPJ, the responsible person's name
// and data), a person’s e-CPF, zero-filled fields, certificates without ICP-Brasil names; and the
// names of the ICP-Brasil PAdES signature policies.
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { icpBrasilFields } from '../../server/modules/trust/icpBrasil.js';
import { policyName } from '../../server/modules/trust/policies.js';

const dir = mkdtempSync(join(tmpdir(), 'cofre-icp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let made = 0;
/** A self-signed certificate with the given subjectAltName (openssl's syntax), or none. */
function certificate(subjectAltName: string | null): X509Certificate {
  const out = join(dir, `${++made}.pem`);
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  args.push('-keyout', join(dir, `${made}.key`), '-out', out, '-days', '2', '-subj', '/CN=Teste');
  if (subjectAltName) args.push('-addext', `subjectAltName=${subjectAltName}`);
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openssl req failed: ${result.stderr}`);
  return new X509Certificate(readFileSync(out));
}

// Birth date (8), CPF (11), NIS (11), RG (15), issuer and UF (6).
const personData = (cpf: string) => `15031980${cpf}12345678901000000012345678SSPSP`;

describe('icpBrasilFields', () => {
  it('reads an e-CNPJ: the CNPJ, the responsible person’s name and CPF', () => {
    const cert = certificate(
      [
        `otherName:2.16.76.1.3.4;OCTETSTRING:${personData('12345678909')}`,
        'otherName:2.16.76.1.3.2;PRINTABLESTRING:MARIA DA SILVA',
        'otherName:2.16.76.1.3.3;OCTETSTRING:12345678000195',
        'otherName:2.16.76.1.3.7;OCTETSTRING:000000000000',
        'email:contato@example.com',
      ].join(','),
    );
    expect(icpBrasilFields(cert)).toEqual({
      cnpj: '12345678000195',
      cpf: '12345678909',
      responsavel: 'MARIA DA SILVA',
    });
  });

  it('reads a person’s CPF, whatever string type holds it', () => {
    expect(icpBrasilFields(certificate(`otherName:2.16.76.1.3.1;UTF8:${personData('98765432100')}`))).toEqual(
      {
        cnpj: null,
        cpf: '98765432100',
        responsavel: null,
      },
    );
    expect(
      icpBrasilFields(certificate(`otherName:2.16.76.1.3.1;PRINTABLESTRING:${personData('98765432100')}`))
        ?.cpf,
    ).toBe('98765432100');
  });

  it('leaves out a field filled with zeros (not informed)', () => {
    const cert = certificate(
      `otherName:2.16.76.1.3.4;OCTETSTRING:${personData('00000000000')},otherName:2.16.76.1.3.3;OCTETSTRING:12345678000195`,
    );
    expect(icpBrasilFields(cert)).toEqual({ cnpj: '12345678000195', cpf: null, responsavel: null });
  });

  it('gives null for a certificate without ICP-Brasil names', () => {
    expect(icpBrasilFields(certificate('DNS:cofre.example.com,email:selo@example.com'))).toBeNull();
    expect(icpBrasilFields(certificate('otherName:1.3.6.1.4.1.311.20.2.3;UTF8:selo@example.com'))).toBeNull();
    expect(icpBrasilFields(certificate(null))).toBeNull();
  });
});

describe('policyName', () => {
  it('names the ICP-Brasil PAdES policies, with the version their OID carries', () => {
    expect(policyName('2.16.76.1.7.1.12.1.1')).toBe('ICP-Brasil PAdES AD-RT v1.1');
    expect(policyName('2.16.76.1.7.1.11.1.3')).toBe('ICP-Brasil PAdES AD-RB v1.3');
    expect(policyName('2.16.76.1.7.1.14.1')).toBe('ICP-Brasil PAdES AD-RA');
    expect(policyName('2.16.76.1.7.1.13.1.2')).toBe('ICP-Brasil PAdES AD-RC v1.2');
  });

  it('gives null for another policy', () => {
    expect(policyName('2.16.76.1.7.1.1.2.3')).toBeNull(); // a CAdES policy, not PAdES
    expect(policyName('2.16.76.1.7.1.15.1')).toBeNull();
    expect(policyName('1.3.6.1.4.1.99999.1.1')).toBeNull();
  });
});
