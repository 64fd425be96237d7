// A dynamic Pix BR Code (the "copia e cola"): EMV tag-length-value fields, the Pix merchant account
// template pointing at the charge's location (cobv: a charge with a due date), and the CRC16/CCITT-FALSE
// checksum over the whole text including "6304", in 4 upper-case hex digits.

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One field: 2-digit id, 2-digit length, value (lengths count characters; values here are ASCII). */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Letters without accents, in the characters the BR Code's name and city fields allow, cut to `max`. */
export const emvText = (s: string, max: number) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max) || 'X';

export interface PixCodeInput {
  /** The charge's location without the scheme: host/path/qr/cobv/<id>. */
  location: string;
  amountCents: number;
  merchantName: string;
  merchantCity: string;
}

export function pixPayload(input: PixCodeInput): string {
  const account = tlv('00', 'br.gov.bcb.pix') + tlv('25', input.location);
  const body = [
    tlv('00', '01'),
    // 12: a code for one payment (dynamic), as Asaas's.
    tlv('01', '12'),
    tlv('26', account),
    tlv('52', '0000'),
    tlv('53', '986'),
    tlv('54', (input.amountCents / 100).toFixed(2)),
    tlv('58', 'BR'),
    tlv('59', emvText(input.merchantName, 25)),
    tlv('60', emvText(input.merchantCity, 15)),
    tlv('62', tlv('05', '***')),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}
