import { termsOfUse } from "../content/terms-of-use";
import { LegalPage } from "./legal-page";

export function TermsOfUsePage() {
  return <LegalPage document={termsOfUse} path="/terms-of-use" />;
}
