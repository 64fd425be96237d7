// What a charge is paid with: its dynamic Pix BR Code (and the QR image), and its boleto. Both are
// offered for PIX, BOLETO and UNDEFINED charges (a boleto also for BOLETO and UNDEFINED only).
import QRCode from 'qrcode';
import { type Boleto, boletoOf } from './boleto.js';
import { addMonths } from './clock.js';
import { pixPayload } from './emv.js';
import { invalidAction, type Json } from './http.js';
import { hasBoleto, offersPix } from './payments.js';
import { MERCHANT, type PaymentSimulator } from './state.js';
import type { SimPayment } from './types.js';

/** The charge's location in the BR Code: the simulator's host and path, then /qr/cobv/<payment id>. */
function location(sim: PaymentSimulator, p: SimPayment): string {
  const url = new URL(sim.publicUrl);
  return `${url.host}${url.pathname.replace(/\/+$/, '')}/qr/cobv/${p.id}`;
}

export function pixCode(sim: PaymentSimulator, p: SimPayment): string {
  return pixPayload({
    location: location(sim, p),
    amountCents: p.valueCents,
    merchantName: MERCHANT.name,
    merchantCity: MERCHANT.city,
  });
}

export function requirePix(p: SimPayment): void {
  if (p.deleted) throw invalidAction('Não é possível gerar o QR Code de uma cobrança removida.');
  if (!offersPix(p))
    throw invalidAction('QR Code Pix disponível apenas para cobranças Pix, boleto ou a definir.');
}

/** `{encodedImage, payload, expirationDate, description}`: the image is a PNG, raw base64. */
export async function pixQrJson(sim: PaymentSimulator, p: SimPayment): Promise<Json> {
  requirePix(p);
  const payload = pixCode(sim, p);
  const png = await QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 300,
  });
  return {
    encodedImage: png.toString('base64'),
    payload,
    expirationDate: `${addMonths(p.dueDate, 12)} 23:59:59`,
    description: p.description,
  };
}

export function requireBoleto(p: SimPayment): void {
  if (p.deleted) throw invalidAction('Não é possível obter o boleto de uma cobrança removida.');
  if (!hasBoleto(p))
    throw invalidAction('Esta cobrança não possui boleto (forma de pagamento diferente de boleto).');
}

export const boletoOfPayment = (p: SimPayment): Boleto => boletoOf(p.nossoNumero, p.dueDate, p.valueCents);
