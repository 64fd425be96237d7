// A campaign says when it should end and what sets that pace (GET /api/messages, the campaign's
// details): the device's limits — a new device's eased in by the warm-up — counted over every
// message queued on the device up to the campaign's last one, its own and those ahead of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { connectDevice, MESSAGING_ENV, sendForm } from '../helpers/messaging.js';

let app: TestApp;
let token: string;
let deviceId: number;

// Limits on (the platform's defaults), the queue worker off: what is queued stays queued.
beforeAll(async () => {
  app = await startTestApp({ ...MESSAGING_ENV, MESSAGE_LIMITS: '1', QUEUE_WORKER: '0' });
  token = (await loginAs(app, 'gestor@demo.local')).access_token;
  deviceId = (await connectDevice(app, token, 'Novo')).device.id;
});
afterAll(async () => {
  await app?.close();
});

const campaignTo = async (numbers: string[]) => {
  const res = await sendForm(app, token, {
    device: String(deviceId),
    message: 'Oi {nome}',
    recipients: numbers.map((n, i) => ({ number: n, vars: { nome: `Pessoa ${i}` } })),
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
};

describe('campaign pace', () => {
  it('a new device: warming up, paced by its eased-in hourly limit, the later campaign behind the first', async () => {
    const first = await campaignTo(['11999990001', '11999990002', '11999990003']);
    const second = await campaignTo(['11999990004', '11999990005']);
    const asked = Date.now();
    const list = await app.call('GET', `/api/messages?device_id=${deviceId}`, { token });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.map((c: { id: number }) => [c.id, c]));
    const a = byId.get(first) as { pace: Record<string, any> };
    const b = byId.get(second) as { pace: Record<string, any> };
    // Day 1 of 7: 1/8 of 20 a minute, 300 an hour, 1,500 a day.
    const warming = {
      limits: { minute: 2, hour: 37, day: 187 },
      warmup: { day: 1, days: 7 },
      reason: 'hour',
    };
    expect(a.pace).toMatchObject({ ...warming, to_send: 3 });
    expect(b.pace).toMatchObject({ ...warming, to_send: 5 });
    // 37 an hour: one message every 97.3 s.
    const spacing = 3_600_000 / 37;
    for (const [pace, n] of [
      [a.pace, 3],
      [b.pace, 5],
    ] as const) {
      const end = Date.parse(pace.ends_at);
      expect(end).toBeGreaterThanOrEqual(asked - 2_000 + n * spacing);
      expect(end).toBeLessThanOrEqual(Date.now() + 2_000 + n * spacing);
    }
    // The campaign's own details say the same.
    const details = await app.call('GET', `/api/message/${second}/detalhes`, { token });
    expect(details.body.pace).toMatchObject({ ...warming, to_send: 5 });
  });

  it("past the day's limit: the rest goes out on the next days", async () => {
    const numbers = Array.from({ length: 200 }, (_, i) => `1198888${String(i).padStart(4, '0')}`);
    const big = await campaignTo(numbers);
    const res = await app.call('GET', `/api/message/${big}/detalhes`, { token });
    expect(res.body.pace.reason).toBe('day');
    expect(res.body.pace.to_send).toBe(205);
    expect(Date.parse(res.body.pace.ends_at)).toBeGreaterThan(Date.now() + 86_400_000);
  });
});
