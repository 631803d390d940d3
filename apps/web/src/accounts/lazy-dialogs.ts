import { lazyDialog } from '../shared/dialogs/lazy-dialog';

/**
 * The account dialogs the dashboard opens for signed-out visitors and e-mailed links. Each loads
 * on its first opening, in a chunk of its own: a signed-in dashboard loads none of them.
 */
export const AccountDialogs = {
  RequestAccess: lazyDialog(() =>
    import('./components/RequestAccessDialog').then((module) => module.RequestAccessDialog),
  ),
  RequestPasswordReset: lazyDialog(() =>
    import('./components/RequestPasswordResetDialog').then((module) => module.RequestPasswordResetDialog),
  ),
  ResetPassword: lazyDialog(() =>
    import('./components/ResetPasswordDialog').then((module) => module.ResetPasswordDialog),
  ),
  EmailConfirmed: lazyDialog(() =>
    import('./components/EmailConfirmedDialog').then((module) => module.EmailConfirmedDialog),
  ),
};
