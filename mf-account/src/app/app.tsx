import { pagesOnDemand } from '@fairgo/shared/page';
import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { PageSpinner } from '@fairgo/shared/ui';
import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';

// Each page downloads when first shown, with only the shared entries it uses. A page's chunk is named
// `page-<path>`, so the host preloads it on its own path (infra/build/startup-shares.cjs).
const {
  pages,
  preload: preloadPage,
  preloadAll: preloadAllPages,
} = pagesOnDemand({
  '/register': () =>
    import(/* webpackChunkName: "page-register" */ './routes/register-page').then((page) => page.RegisterPage),
  '/login': () => import(/* webpackChunkName: "page-login" */ './routes/login-page').then((page) => page.LoginPage),
  '/profile': () =>
    import(/* webpackChunkName: "page-profile" */ './routes/profile-page').then((page) => page.ProfilePage),
  '/change-password': () =>
    import(/* webpackChunkName: "page-change-password" */ './routes/change-password-page').then(
      (page) => page.ChangePasswordPage,
    ),
  '/reset-password': () =>
    import(/* webpackChunkName: "page-reset-password" */ './routes/reset-password-page').then(
      (page) => page.ResetPasswordPage,
    ),
  // /people/:userId, one page for every id.
  '/people': () => import(/* webpackChunkName: "page-people" */ './routes/person-page').then((page) => page.PersonPage),
});

/**
 * `preloadPage` loads the page of a path before it is first rendered (the mount and the prerender do);
 * `preloadAllPages` loads every page, for tests that render them at once.
 */
export { preloadAllPages, preloadPage };

/**
 * The pages the routes below answer, as their release lists them (frames.json `pages`): the host
 * answers any other path under the remote's routes with a 404, its "Page not found".
 */
export const PAGE_PATHS = [
  '/register',
  '/login',
  '/profile',
  '/change-password',
  '/reset-password',
  '/people/:userId',
] as const;

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  const { '/register': Register, '/login': Login, '/change-password': ChangePassword } = pages;
  const { '/profile': Profile, '/reset-password': ResetPassword, '/people': Person } = pages;
  return (
    <Suspense fallback={<PageSpinner label="Loading the page" />}>
      {/* A frame is served for the path with no query: the render that adopts it reads none, the next the address's. */}
      <Router ssrSearch="">
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
      </Router>
    </Suspense>
  );
}
