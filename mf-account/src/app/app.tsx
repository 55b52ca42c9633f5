import { pagesOnDemand } from '@fairgo/shared/page';
import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { PageSpinner } from '@fairgo/shared/ui';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

// Each page downloads when first shown, with only the shared entries it uses (issue 15).
const {
  pages,
  preload: preloadPage,
  preloadAll: preloadAllPages,
} = pagesOnDemand({
  '/register': () => import('../features/register/register-page').then((page) => page.RegisterPage),
  '/login': () => import('../features/login/login-page').then((page) => page.LoginPage),
  '/profile': () => import('../features/profile/profile-page').then((page) => page.ProfilePage),
  '/change-password': () =>
    import('../features/change-password/change-password-page').then((page) => page.ChangePasswordPage),
  '/reset-password': () =>
    import('../features/reset-password/reset-password-page').then((page) => page.ResetPasswordPage),
});

/**
 * `preloadPage` loads the page of a path before it is first rendered (the mount and the prerender do);
 * `preloadAllPages` loads every page, for tests that render them at once.
 */
export { preloadAllPages, preloadPage };

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The remote's routes under whichever router renders them: the browser's, or a static one when its
 * frames are prerendered at build time (infra/build/prerender).
 */
export function AppRoutes() {
  const { '/register': Register, '/login': Login, '/change-password': ChangePassword } = pages;
  const { '/profile': Profile, '/reset-password': ResetPassword } = pages;
  return (
    <Suspense fallback={<PageSpinner label="Loading the page" />}>
      <Routes>
        <Route path="/register" element={<Register />} />
        <Route path="/login" element={<Login />} />
        <Route
          path="/profile"
          element={
            <RequireSession>
              <Profile />
            </RequireSession>
          }
        />
        <Route path="/change-password" element={<ChangePassword />} />
        <Route path="/reset-password" element={<ResetPassword />} />
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </Suspense>
  );
}
