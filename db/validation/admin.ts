import * as v from "valibot";
import type { AdminRole as AdminRoleName } from "../schema/admin";
import { newPassword, SignIn } from "./auth";
import { emailField, requiredText } from "./common";
import { DAY_ORDER_MESSAGE, daysInOrder } from "./day";

/**
 * The admin portal's request schemas. Every one is closed (strictObject), so a
 * key the server does not know is a 400, never silently ignored.
 */

/**
 * The admin login takes the user sign-in's rules and messages (db/validation/auth.ts);
 * a missing field reads as an empty one, so it gets 'Email and password are
 * required' too.
 */
export const AdminSignIn = v.strictObject({
  email: v.optional(SignIn.entries.email, ""),
  password: v.optional(SignIn.entries.password, ""),
});

/** The one-time code: 6 digits, compared after trimming whitespace (docs/security.md). */
export const AdminVerify = v.strictObject({
  code: v.pipe(v.string("Enter the 6-digit code"), v.trim(), v.regex(/^\d{6}$/, "Enter the 6-digit code")),
});

/** The roles of db/schema/admin.ts, repeated here (type-checked) so the SPA bundle need not load the schema. */
export const adminRoleNames = ["super_admin", "moderator"] as const satisfies readonly AdminRoleName[];
export const AdminRole = v.picklist(adminRoleNames, "Role must be super_admin or moderator");

/** Creating an admin (by a super_admin, or by `npm run admin:create`). */
export const AdminCreate = v.strictObject({
  email: emailField,
  name: requiredText("Name", 100),
  role: AdminRole,
  password: newPassword,
});
export type AdminCreate = v.InferOutput<typeof AdminCreate>;

export const AdminRoleChange = v.strictObject({ role: AdminRole });

export const IdParam = v.strictObject({
  id: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, "The id must be a positive whole number"),
    v.transform(Number),
    v.maxValue(2_147_483_647, "The id must be a positive whole number"),
  ),
});

const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search must be at most 100 characters")), "");
const page = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,4}$/, "Page must be a whole number from 1"),
    v.transform(Number),
    v.maxValue(10_000, "Page must be at most 10000"),
  ),
  "1",
);

/** `?q=&page=` on the list screens. */
export const ListQuery = v.strictObject({ q: search, page });
export type ListQuery = v.InferOutput<typeof ListQuery>;

export const waitlistStatuses = ["Pending", "Contacted", "Converted"] as const;
const waitlistStatus = v.picklist(waitlistStatuses, "Status must be Pending, Contacted or Converted");
const day = (name: string) => v.optional(v.pipe(v.string(), v.isoDate(`${name} must be a date (YYYY-MM-DD)`)));

/** The waitlist table: search and page, plus status, source and join-date filters. */
export const WaitlistQuery = v.pipe(
  v.strictObject({
    q: search,
    page,
    status: v.optional(waitlistStatus),
    source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Source must be at most 100 characters"))),
    from: day("From"),
    to: day("To"),
  }),
  v.check((x) => daysInOrder(x), DAY_ORDER_MESSAGE),
);
export type WaitlistQuery = v.InferOutput<typeof WaitlistQuery>;

export const WaitlistStatusChange = v.strictObject({ status: waitlistStatus });

export const WaitlistContact = v.strictObject({
  subject: v.pipe(
    v.string("Subject is required"),
    v.trim(),
    v.nonEmpty("Subject is required"),
    v.maxLength(200, "Subject must be at most 200 characters"),
  ),
  message: v.pipe(
    v.string("Message is required"),
    v.trim(),
    v.nonEmpty("Message is required"),
    v.maxLength(5000, "Message must be at most 5000 characters"),
  ),
});

export const healthStatuses = ["Power User", "Regular User", "At Risk", "Churned"] as const;
export const staffPlanIds = ["free", "pro", "agency"] as const;
export const planChoice = v.picklist(staffPlanIds, "The plan must be free, pro or agency");

/** The user table: search and page, plus plan and health status filters. */
export const UsersQuery = v.strictObject({
  q: search,
  page,
  plan: v.optional(planChoice),
  health: v.optional(v.picklist(healthStatuses, "Health must be Power User, Regular User, At Risk or Churned")),
});
export type UsersQuery = v.InferOutput<typeof UsersQuery>;

export const helpStatuses = ["pending", "resolved"] as const;

export const SupportUpdate = v.strictObject({
  status: v.picklist(helpStatuses, "Status must be pending or resolved"),
  response: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("The response cannot be blank"),
      v.maxLength(5000, "The response must be at most 5000 characters"),
    ),
  ),
});
export type SupportUpdate = v.InferOutput<typeof SupportUpdate>;

/* Response shapes (documented in OpenAPI from the same schemas). */

export const AdminMe = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: AdminRole,
  /** The admin operations the role may call ("GET /api/admin/revenue"), from the API's access policy. */
  operations: v.array(v.string()),
});

export const AdminSignInStep = v.object({
  step: v.literal("code"),
  codeSent: v.boolean(),
  message: v.string(),
});

const isoDate = v.string();

export const AdminUserRow = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  plan: v.string(),
  planId: v.string(),
  accountStatus: v.picklist(["active", "suspended"]),
  status: v.picklist(healthStatuses),
  signupDate: isoDate,
  lastActive: v.nullable(isoDate),
  searches: v.number(),
  maxSearches: v.number(),
  pitches: v.number(),
  maxPitches: v.number(),
  pitchesSent: v.number(),
  responseRate: v.number(),
  meetings: v.number(),
  revenue: v.number(),
  healthScore: v.number(),
});

export const AdminUsersPage = v.object({
  users: v.array(AdminUserRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

export const AdminMetrics = v.object({
  users: v.object({ total: v.number(), newThisWeek: v.number(), activeThisWeek: v.number() }),
  waitlist: v.object({ total: v.number(), newThisWeek: v.number() }),
  earlyAccess: v.object({ purchased: v.number(), spots: v.number(), remaining: v.number() }),
  searches: v.object({ total: v.number(), thisWeek: v.number() }),
  pitches: v.object({ total: v.number(), thisWeek: v.number() }),
  support: v.object({ pending: v.number() }),
});

export const AdminAccount = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: AdminRole,
  createdAt: isoDate,
});

/**
 * An admin's change to an account: the plan (recorded as set by staff on the
 * user's billing page) and whether the account is disabled.
 */
export const AdminUserUpdate = v.pipe(
  v.strictObject({
    plan: v.optional(planChoice),
    disabled: v.optional(v.boolean("disabled must be true or false")),
  }),
  v.check((b) => b.plan !== undefined || b.disabled !== undefined, "Send a plan, disabled, or both"),
);

export const AdminUserUpdated = v.object({
  id: v.number(),
  planId: v.string(),
  disabled: v.boolean(),
});
