import { pagesOnDemand } from '@fairgo/shared/page';
import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { PageSpinner } from '@fairgo/shared/ui';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';

// Each page downloads when first shown, with only the shared entries it uses.
const {
  pages,
  preload: preloadPage,
  preloadAll: preloadAllPages,
} = pagesOnDemand({
  '/register': () => import('./routes/register-page').then((page) => page.RegisterPage),
  '/login': () => import('./routes/login-page').then((page) => page.LoginPage),
  '/profile': () => import('./routes/profile-page').then((page) => page.ProfilePage),
  '/change-password': () => import('./routes/change-password-page').then((page) => page.ChangePasswordPage),
  '/reset-password': () => import('./routes/reset-password-page').then((page) => page.ResetPasswordPage),
  // /people/:userId, one page for every id.
  '/people': () => import('./routes/person-page').then((page) => page.PersonPage),
});

/**
 * `preloadPage` loads the page of a path before it is first rendered (the mount and the prerender do);
 * `preloadAllPages` loads every page, for tests that render them at once.
 */
export { preloadAllPages, preloadPage };

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  const { '/register': Register, '/login': Login, '/change-password': ChangePassword } = pages;
  const { '/profile': Profile, '/reset-password': ResetPassword, '/people': Person } = pages;
  return (
    <Suspense fallback={<PageSpinner label="Loading the page" />}>
      <Switch>
        <Route path="/register" component={Register} />
        <Route path="/login" component={Login} />
        <Route path="/profile">
          <RequireSession>
            <Profile />
          </RequireSession>
        </Route>
        <Route path="/change-password" component={ChangePassword} />
        <Route path="/reset-password" component={ResetPassword} />
        <Route path="/people/:userId">
          <RequireSession>
            <Person />
          </RequireSession>
        </Route>
        <Route component={RemoteNotFound} />
      </Switch>
    </Suspense>
  );
}
