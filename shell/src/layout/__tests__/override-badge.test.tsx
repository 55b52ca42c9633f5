import { createTestPlatform, installMemoryStorage, testRegistryEntry } from '@fairgo/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERRIDES_KEY } from '../../platform/overrides';
import { registryStore } from '../../platform/registry-store';
import { OverrideBadge } from '../override-badge';

const LOCAL = 'http://localhost:3104/mf-manifest.json';

describe('the override badge', () => {
  installMemoryStorage();

  it('is absent while the registry alone decides', () => {
    act(() => registryStore.getState().ready([testRegistryEntry()]));
    render(<OverrideBadge />, { wrapper: createTestPlatform().Harness });
    expect(screen.queryByRole('status', { name: 'Remote overrides' })).not.toBeInTheDocument();
  });

  it('names each overridden remote and its source, and Clear drops them and reloads', async () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ mf_admin: LOCAL }));
    act(() => registryStore.getState().ready([testRegistryEntry()], { mf_admin: LOCAL }));
    const reload = jest.fn();
    render(<OverrideBadge reload={reload} />, { wrapper: createTestPlatform().Harness });
    const badge = screen.getByRole('status', { name: 'Remote overrides' });
    expect(badge).toHaveTextContent(`Local overridemf_admin ← ${LOCAL}`);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
