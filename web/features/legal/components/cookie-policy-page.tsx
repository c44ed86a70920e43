import { cookiePolicy } from "../content/cookie-policy";
import { LegalPage } from "./legal-page";

export function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} path="/cookie-policy" />;
}
