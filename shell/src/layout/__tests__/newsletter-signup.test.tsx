import { createTestPlatform, fakeApiForEachTest } from '@fairgo/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIBE_ERROR, SUBSCRIBE_FAILED } from '../../platform/failures';
import { INVALID_EMAIL, NewsletterSignup, SUBSCRIBED } from '../newsletter-signup';

describe('newsletter signup (product.md#messages)', () => {
  const api = fakeApiForEachTest();

  const renderSignup = () => render(<NewsletterSignup />, { wrapper: createTestPlatform().Harness });
  const subscribe = async (email: string) => {
    await userEvent.clear(screen.getByRole('textbox', { name: /inbox/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /inbox/ }), email);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  };

  it('thanks the subscriber and sends the address', async () => {
    api.answer('POST /api/addEmailIntoNewsletter', { status: 200, body: { message: SUBSCRIBED } });
    renderSignup();
    await subscribe('fan@example.com.au');
    expect(await screen.findByText(SUBSCRIBED)).toBeInTheDocument();
    expect(api.last('POST /api/addEmailIntoNewsletter')?.body).toEqual({ email: 'fan@example.com.au' });
  });

  it('refuses what is not an address without calling the server', async () => {
    renderSignup();
    await subscribe('not-an-address');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_EMAIL);
    expect(api.requestsTo('POST /api/addEmailIntoNewsletter')).toHaveLength(0);
  });

  it("says 'Something went wrong' on a refusal and keeps the address", async () => {
    api.answer('POST /api/addEmailIntoNewsletter', { status: 500 });
    renderSignup();
    await subscribe('fan@example.com.au');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIBE_FAILED);
    expect(screen.getByRole('textbox', { name: /inbox/ })).toHaveValue('fan@example.com.au');
  });

  it("says 'An error occurred' when the server cannot be reached", async () => {
    const config = globalThis.__FAIRGO_CONFIG__;
    globalThis.__FAIRGO_CONFIG__ = { apiBaseUrl: 'http://127.0.0.1:9/api' };
    try {
      renderSignup();
      await subscribe('fan@example.com.au');
      expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(SUBSCRIBE_ERROR);
    } finally {
      globalThis.__FAIRGO_CONFIG__ = config;
    }
  });
});
