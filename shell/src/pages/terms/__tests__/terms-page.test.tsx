import { createTestPlatform } from '@fairgo/testing';
import { SCROLL_TOP_THRESHOLD } from '@fairgo/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import TermsPage from '../terms-page';

describe('terms and conditions (product.md#pages)', () => {
  it('has every section, and a scroll-to-top button past 300 px', () => {
    render(<TermsPage />, { wrapper: createTestPlatform().Harness });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      '1. Acceptance of these terms',
      '2. What FairGo is',
      '3. Legal compliance',
      '4. Accuracy of information',
      '5. No employment relationship',
      '6. Prohibited activities',
      '7. Privacy',
      '8. Limitation of liability',
      '9. Indemnification',
      '10. Contact us',
    ]);
    expect(screen.getByText(/ABN\) or Tax File Numbers \(TFN\) are the duty of the employer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'feedback form' })).toHaveAttribute('href', '/feedback');
    // How long a deleted account's payment records are kept.
    expect(screen.getByText(/Payment records are kept without your name for seven years/)).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => {
      window.scrollY = SCROLL_TOP_THRESHOLD + 1;
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    window.scrollY = 0;
  });
});
