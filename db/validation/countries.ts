/**
 * ISO 3166-1 alpha-2 codes of every country and territory; the app shows
 * their names with Intl.DisplayNames. A profile keeps one of these or ''.
 */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
  "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
  "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
  "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
  "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const known = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string) => known.has(code);

/**
 * The country Cloudflare saw the request come from (request.cf.country, else
 * the CF-IPCountry header), or '' when it is unknown, Tor ('T1') or 'XX'.
 */
export function requestCountry(req: Request): string {
  const cf = (req as Request & { cf?: { country?: unknown } }).cf;
  const raw = (typeof cf?.country === "string" ? cf.country : req.headers.get("cf-ipcountry")) ?? "";
  const code = raw.trim().toUpperCase();
  return isCountryCode(code) ? code : "";
}
