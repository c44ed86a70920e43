export const oauthErrors: Record<string, string> = {
  not_configured: "That sign-in provider is not configured on this server.",
  denied: "Sign-in was cancelled at the provider.",
  expired: "The sign-in took too long. Please try again.",
  state: "The sign-in could not be verified. Please try again.",
  provider: "The provider did not confirm your identity. Please try again.",
  email_unverified:
    "An account already uses this e-mail. Sign in with your password, since the provider has not verified the e-mail.",
  no_email: "The provider did not share an e-mail address.",
  disabled: "This account has been disabled. Contact support if you think this is a mistake.",
};
