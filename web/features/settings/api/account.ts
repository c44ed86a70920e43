import { api, unwrap } from "#web/lib/api";

export const changePassword = async (currentPassword: string, newPassword: string) =>
  unwrap(await api.account.password.$post({ json: { currentPassword, newPassword } }));

// No body is needed; `{}` is sent because every POST must be application/json (the CSRF rule).
export const signOutEverywhere = async () => unwrap(await api.account["sign-out-everywhere"].$post({ json: {} }));

export const startEmailChange = async (email: string, password: string) =>
  unwrap(await api.account.email.$post({ json: { email, password } }));

export const confirmEmailChange = async (code: string) =>
  unwrap(await api.account.email.confirm.$post({ json: { code } }));

export const deleteAccount = async (confirm: { password?: string; confirmEmail?: string }) =>
  unwrap(await api.account.$delete({ json: confirm }));
