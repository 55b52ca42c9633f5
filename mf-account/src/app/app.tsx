import { pagesOnDemand } from '@fairgo/shared/page';
import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { Center, Spinner } from '@fairgo/shared/ui';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

// Each page downloads when first shown, with only the shared entries it uses (issue 15).
const { pages, preload, preloadAll } = pagesOnDemand({
  '/register': () => import('../features/register/register-page').then((page) => page.RegisterPage),
  '/login': () => import('../features/login/login-page').then((page) => page.LoginPage),
  '/profile': () => import('../features/profile/profile-page').then((page) => page.ProfilePage),
  '/change-password': () =>
    import('../features/change-password/change-password-page').then((page) => page.ChangePasswordPage),
  '/reset-password': () =>
    import('../features/reset-password/reset-password-page').then((page) => page.ResetPasswordPage),
});

/** Loads the page of a path before it is first rendered (the mount, the prerender and tests do). */
export const preloadPage = preload;
/** Every page loaded: tests render them synchronously. */
export const preloadAllPages = preloadAll;

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
    <Suspense
      fallback={
        <Center py={16}>
          <Spinner size="lg" color="brand.500" aria-label="Loading the page" />
        </Center>
      }
    >
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
