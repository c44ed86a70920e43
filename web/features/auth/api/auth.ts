import { ApiRequestError, api, unwrap } from "#web/lib/api";

export async function signIn(json: { email: string; password: string }) {
  return unwrap(await api.auth["sign-in"].$post({ json }));
}

export async function signUp(json: { name: string; email: string; password: string }) {
  return unwrap(await api.auth["sign-up"].$post({ json }));
}

export async function signOut() {
  return unwrap(await api.auth["sign-out"].$post({ json: {} }));
}

export async function requestCode(json: { email: string; purpose: "verify_email" | "password_reset" }) {
  return unwrap(await api.auth.otp.request.$post({ json }));
}

export async function verifyEmailCode(json: { email: string; code: string }) {
  return unwrap(await api.auth.otp.verify.$post({ json: { ...json, purpose: "verify_email" } }));
}

export async function resetPassword(json: { email: string; code: string; password: string }) {
  return unwrap(await api.auth["password-reset"].$post({ json }));
}

export async function fetchProviders() {
  return unwrap(await api.auth.providers.$get());
}

export { ApiRequestError };
