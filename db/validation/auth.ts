import * as v from "valibot";
import { emailField, requiredText } from "./common";
import { isCountryCode } from "./countries";
import { optionalHttpUrl } from "./urls";

/**
 * The product's sign-in and sign-up rules with its messages, word for word, plus
 * the additions in docs/security.md (long passwords accepted whole; the common-password
 * check runs on the server, see functions/services/auth/common-passwords.ts).
 */
export const MAX_PASSWORD = 256;

const signInEmail = v.pipe(
  v.string("Email and password are required"),
  v.trim(),
  v.nonEmpty("Email and password are required"),
  v.minLength(5, "Please enter a valid email address"),
  v.includes("@", "Please enter a valid email address"),
  v.maxLength(254, "Please enter a valid email address"),
);

export const SignIn = v.strictObject({
  email: signInEmail,
  password: v.pipe(
    v.string("Email and password are required"),
    v.nonEmpty("Email and password are required"),
    v.minLength(6, "Password must be at least 6 characters"),
    v.maxLength(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
  ),
});

export const newPassword = v.pipe(
  v.string("Password is required"),
  v.minLength(8, "Password must be at least 8 characters"),
  v.maxLength(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
  v.check(
    (p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /[0-9]/.test(p),
    "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  ),
);

export const SignUp = v.strictObject({
  name: requiredText("Full name", 100),
  email: v.pipe(signInEmail, v.email("Please enter a valid email address")),
  password: newPassword,
});

export const otpPurposes = ["verify_email", "password_reset"] as const;
export type OtpPurpose = (typeof otpPurposes)[number] | "admin_sign_in" | "change_email";

const otpCode = v.pipe(v.string("Enter the 6-digit code"), v.trim(), v.regex(/^\d{6}$/, "Enter the 6-digit code"));

export const OtpRequest = v.strictObject({
  email: emailField,
  purpose: v.picklist(otpPurposes, "Unknown code purpose"),
});

export const OtpVerify = v.strictObject({
  email: emailField,
  purpose: v.picklist(otpPurposes, "Unknown code purpose"),
  code: otpCode,
});

export const PasswordReset = v.strictObject({
  email: emailField,
  code: otpCode,
  password: newPassword,
});

const listOfText = (label: string) =>
  v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(`${label} cannot be blank`),
        v.maxLength(80, `Each ${label.toLowerCase()} must be at most 80 characters`),
      ),
    ),
    v.maxLength(20, `At most 20 ${label.toLowerCase()}`),
  );

const optionalUrl = optionalHttpUrl(300);

export const experienceLevels = ["Beginner (0-1 years)", "Intermediate (2-4 years)", "Expert (5+ years)"] as const;

/** An IANA zone this runtime knows (the browser's own zone always is). */
function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** Every profile field; all optional on update, none may be invented by the client. */
export const ProfileUpdate = v.strictObject({
  name: v.optional(requiredText("Full name", 100)),
  niche: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Niche must be at most 200 characters"))),
  experience: v.optional(v.union([v.picklist(experienceLevels), v.literal("")], "Choose an experience level")),
  skills: v.optional(listOfText("Skills")),
  painPoints: v.optional(listOfText("Pain points")),
  portfolioUrl: v.optional(optionalUrl),
  linkedinUrl: v.optional(optionalUrl),
  pitchTemplate: v.optional(
    v.pipe(v.string(), v.maxLength(5000, "The pitch template must be at most 5000 characters")),
  ),
  timeZone: v.optional(
    v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, "Choose a time zone such as Europe/London")),
  ),
  followUpDigest: v.optional(v.boolean()),
  country: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.check((c) => c === "" || isCountryCode(c), "Choose a country from the list"),
    ),
  ),
  announcements: v.optional(v.boolean()),
  completeOnboarding: v.optional(v.boolean()),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdate>;
