import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { developmentProvider } from '../payments/development/development-provider';
import type { PaymentProvider } from '../payments/provider';
import { stripeProvider } from '../payments/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider of architecture.md#the-api: Stripe when configured, the development provider otherwise. */
    payments: PaymentProvider;
  }
}

/** Chooses the payment provider once, by configuration, and says at start-up which one takes the money. */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const settings = config.payments;
    const provider =
      settings.provider === 'stripe'
        ? stripeProvider(settings)
        : developmentProvider({ db: app.db, siteUrl: config.siteUrl, now: app.now });
    app.decorate('payments', provider);
    app.addHook('onReady', async () => {
      if (provider.name === 'stripe') app.log.info('payments: Stripe');
      else if (config.production)
        app.log.warn('payments: the development provider (PAYMENTS_PROVIDER=development): no card is charged');
      else app.log.info('payments: the development provider: no card is charged');
    });
  },
  { name: 'payments', dependencies: ['database'] },
);
