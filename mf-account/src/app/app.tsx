import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { LoginPage } from '../features/login/login-page';
import { ProfilePage } from '../features/profile/profile-page';
import { RegisterPage } from '../features/register/register-page';
import { ResetPasswordPage } from '../features/reset-password/reset-password-page';

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
  return (
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="/profile"
        element={
          <RequireSession>
            <ProfilePage />
          </RequireSession>
        }
      />
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
