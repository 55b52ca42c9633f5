import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentDeclined } from '../../src/payments/provider';
import { stripeProvider } from '../../src/payments/stripe-provider';

interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/**
 * The Stripe adapter against a local server standing where api.stripe.com stands (no network here):
 * what it asks Stripe for, with which idempotency keys, and how it reads a declined card.
 */
describe('the Stripe provider', () => {
  let server: Server;
  let seen: Seen[];
  let answer: (path: string) => { status: number; body: object };
  let provider: ReturnType<typeof stripeProvider>;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const path = request.url ?? '';
        seen.push({
          method: request.method ?? '',
          path,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          form: new URLSearchParams(raw),
        });
        const { status, body } = answer(path);
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = stripeProvider(
      { secretKey: 'sk_test_local', webhookSecret: 'whsec_local' },
      { host: '127.0.0.1', port, protocol: 'http' },
    );
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen = [];
  });

  it('holds task funds with a manual-capture PaymentIntent, off-session, keyed by our offer id', async () => {
    answer = () => ({ status: 200, body: { id: 'pi_1', object: 'payment_intent', status: 'requires_capture' } });
    const ref = await provider.authorize({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amountCents: 15000,
      description: 'FairGo task: Hang mirrors',
      idempotencyKey: 'hold-offer-1',
      metadata: { fairgo_task_id: 'task-1' },
    });
    expect(ref).toBe('pi_1');
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'hold-offer-1' });
    expect(Object.fromEntries(call!.form)).toMatchObject({
      amount: '15000',
      currency: 'aud',
      customer: 'cus_1',
      payment_method: 'pm_1',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      'metadata[fairgo_task_id]': 'task-1',
    });
  });

  it('captures with our key, and reads a declined card as PaymentDeclined', async () => {
    answer = () => ({ status: 200, body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } });
    await provider.capture('pi_1', 'capture-hold-1');
    expect(seen[0]).toMatchObject({ path: '/v1/payment_intents/pi_1/capture', idempotencyKey: 'capture-hold-1' });

    answer = () => ({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    });
    await expect(
      provider.authorize({
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
        amountCents: 100,
        description: 'x',
        idempotencyKey: 'hold-offer-2',
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(PaymentDeclined);
  });

  it('makes the membership checkout bound to our checkout and user, in AUD, expiring when we said', async () => {
    answer = () => ({
      status: 200,
      body: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_1' },
    });
    const expiresAt = new Date('2026-11-25T10:30:00Z');
    const page = await provider.membershipCheckout({
      checkoutId: 'checkout-1',
      user: { id: 'user-1', email: 'casey@example.com.au', name: 'Casey' },
      plan: { id: 'premium', title: '$50 a month', priceCents: 5000 },
      expiresAt,
      urls: { done: 'https://fairgo.au/find-worker', cancelled: 'https://fairgo.au/find-worker' },
    });
    expect(page).toEqual({ ref: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' });
    const [call] = seen;
    expect(call).toMatchObject({ path: '/v1/checkout/sessions', idempotencyKey: 'checkout-checkout-1' });
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: 'checkout-1',
      customer_email: 'casey@example.com.au',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '5000',
      'metadata[fairgo_user_id]': 'user-1',
      expires_at: String(expiresAt.getTime() / 1000),
    });
  });
});
