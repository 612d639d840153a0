import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

const signIn = page(
  () => import('./components/SignInPage'),
  (m) => m.SignInPage,
);
const signUp = page(
  () => import('./components/SignUpPage'),
  (m) => m.SignUpPage,
);

/** Sign-in, sign-up (each under its hosted-app alias too), password reset and invitations. */
export const moduleRoutes: ModuleRoutes = {
  public: [
    { path: 'signin', lazy: signIn },
    { path: 'auth/login', lazy: signIn },
    { path: 'signup', lazy: signUp },
    { path: 'register', lazy: signUp },
    {
      path: 'auth/forgot-password',
      lazy: page(
        () => import('./components/ForgotPasswordPage'),
        (m) => m.ForgotPasswordPage,
      ),
    },
    {
      path: 'auth/reset-password',
      lazy: page(
        () => import('./components/ResetPasswordPage'),
        (m) => m.ResetPasswordPage,
      ),
    },
    {
      path: 'auth/accept-invite',
      lazy: page(
        () => import('./components/AcceptInvitePage'),
        (m) => m.AcceptInvitePage,
      ),
    },
  ],
};
