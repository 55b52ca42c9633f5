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
    </BrowserRouter>
  );
}
