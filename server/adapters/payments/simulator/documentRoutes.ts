// A charge's payment documents: the Pix QR code, the boleto's line and bar code, and both at once.
import type { FastifyPluginAsync } from 'fastify';
import { cardJson } from './cards.js';
import { boletoOfPayment, pixQrJson, requireBoleto } from './documents.js';
import { paramOf } from './http.js';
import { shortId } from './ids.js';
import { findPayment, hasBoleto, offersPix } from './payments.js';
import type { PaymentSimulator } from './state.js';

export const documentRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  app.get('/v3/payments/:id/pixQrCode', async (req) => pixQrJson(sim, findPayment(sim, paramOf(req, 'id'))));

  app.get('/v3/payments/:id/identificationField', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    requireBoleto(p);
    const { identificationField, barCode } = boletoOfPayment(p);
    return { identificationField, nossoNumero: p.nossoNumero, barCode };
  });

  app.get('/v3/payments/:id/billingInfo', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    const bankSlip = hasBoleto(p)
      ? {
          ...boletoOfPayment(p),
          nossoNumero: p.nossoNumero,
          bankSlipUrl: `${sim.publicUrl}/b/pdf/${shortId(p.id)}`,
          daysAfterDueDateToRegistrationCancellation: null,
        }
      : null;
    return {
      pix: offersPix(p) && !p.deleted ? await pixQrJson(sim, p) : null,
      creditCard: cardJson(p.card),
      bankSlip,
    };
  });
};
