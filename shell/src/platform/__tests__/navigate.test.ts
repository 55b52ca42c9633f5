import { navigate } from '../navigate';

describe('navigate before single-spa starts', () => {
  it('changes the address and announces it, so the shell follows a click made while the registry loads', () => {
    window.history.replaceState(null, '', '/');
    const heard: string[] = [];
    const listener = () => heard.push(window.location.pathname);
    window.addEventListener('popstate', listener);
    navigate('/login');
    navigate('/find-work', { replace: true });
    window.removeEventListener('popstate', listener);
    expect(heard).toEqual(['/login', '/find-work']);
    expect(window.location.pathname).toBe('/find-work');
  });
});
