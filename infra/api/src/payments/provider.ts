import Stripe from 'stripe';

/*
 * One payment flow, two providers (architecture.md#the-api). FairGo asks the provider for hosted pages bound
 * to the signed-in user, and for money operations keyed by its own ids; the provider confirms what a
 * person did on its pages by a signed webhook. Stripe speaks this protocol; the development provider
 * (./development) speaks the same one, with Stripe's event shapes and signature scheme, so the code
 * that grants a membership or marks payouts ready is the same everywhere (./payment-events.ts).
 */

/** A page of the provider's, opened in a new tab; `ref` is what its webhook will name. */
export interface HostedPage {
  ref: string;
  url: string;
}

export interface PayingUser {
  id: string;
  email: string;
  name: string;
}

/** Where the provider sends the person back to when they are done (or give up). */
export interface ReturnUrls {
  done: string;
  cancelled: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'development';
  /** The customer that pays for `user`'s tasks (the same one for every call: the key is the user's id). */
  customerFor(user: PayingUser): Promise<string>;
  /** The account that receives `user`'s payouts (the same one for every call). */
  payoutAccountFor(user: PayingUser): Promise<string>;
  /** A one-off payment page for a month of membership. */
  membershipCheckout(input: {
    checkoutId: string;
    user: PayingUser;
    plan: { id: string; title: string; priceCents: number };
    expiresAt: Date;
    urls: ReturnUrls;
  }): Promise<HostedPage>;
  /** A page that saves a card for later, off-session charges (the task payment method). */
  paymentMethodSetup(input: {
    checkoutId: string;
    user: PayingUser;
    customerId: string;
    expiresAt: Date;
    urls: ReturnUrls;
  }): Promise<HostedPage>;
  /** The payout onboarding page of `accountId`. */
  payoutOnboarding(input: {
    checkoutId: string;
    user: PayingUser;
    accountId: string;
    urls: ReturnUrls;
  }): Promise<HostedPage>;
  /** The card a completed set-up page saved. */
  paymentMethodOfSetup(setupRef: string): Promise<string>;
  /** Authorises `amountCents` on the saved card, held and not captured; answers the payment's ref. */
  authorize(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<string>;
  /** Takes an authorised amount (again with the same key: the same answer, nothing taken twice). */
  capture(paymentRef: string, idempotencyKey: string): Promise<void>;
  /** Lets an authorisation go: nothing is taken. */
  release(paymentRef: string, idempotencyKey: string): Promise<void>;
  /** Sends `amountCents` of a captured payment to a payout account; answers the transfer's ref. */
  transfer(input: {
    accountId: string;
    amountCents: number;
    sourcePaymentRef: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<string>;
  /** What the provider's records say of a payment intent (reconciliation.ts). */
  paymentState(paymentRef: string): Promise<ProviderPaymentState>;
  /** Whether a membership checkout's payment was made, by the provider's records (reconciliation.ts). */
  checkoutPaid(checkoutRef: string): Promise<boolean>;
  /** The secret its webhooks are signed with (Stripe's scheme: `Stripe-Signature: t=…,v1=…`). */
  readonly webhookSecret: string;
}

/** A payment intent as the provider keeps it: authorised and held, taken, let go, or anything else. */
export type ProviderPaymentState = 'held' | 'captured' | 'released' | 'other';

/** A card the provider refused (declined, expired): the person can fix it, so it is a 402 with a message. */
export class PaymentDeclined extends Error {}

/** The verified event, or a SignatureVerificationError: both providers sign as Stripe does. */
export const verifyWebhook = (payload: Buffer, signature: string, secret: string) =>
  Stripe.webhooks.constructEvent(payload, signature, secret);

/** Signs a payload as Stripe does (the development provider's webhooks, and tests). */
export const signWebhook = (payload: string, secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

export const AUD = 'aud';
