import type { PitchProspect } from "./types";

// Posts from the monthly "Freelancer? Seeking freelancer?" thread invite exactly this kind of message.
const invitesFreelancers = /\bseeking\s+(?:a\s+)?freelancers?\b/i;

/**
 * A rule of the source the sender must accept before pitching, or null.
 * Hacker News hiring posts come from 'Who is hiring?', whose readers are asked
 * to reply only about the job itself.
 */
export function contactRuleFor(
  prospect: Pick<PitchProspect, "source" | "signalKind" | "sourceUrl" | "signalText">,
): string | null {
  if (prospect.source !== "hackernews" || prospect.signalKind !== "hiring") return null;
  if (invitesFreelancers.test(prospect.signalText)) return null;
  return "This lead comes from Hacker News's 'Who is hiring?' thread, which asks that only people who want the job itself reply, not anyone selling services, so send this only if you are applying for the role.";
}
