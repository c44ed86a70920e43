import { describe, expect, it } from "vitest";
import { quotaUsedUp } from "#db/validation/quota";

describe("a used-up quota's wording", () => {
  it("says 'all N' of a plan's limit, and 'the 1' of a limit of one", () => {
    const free = { name: "Free", period: "lifetime" };
    const pro = { name: "Pro", period: "month" };
    expect(quotaUsedUp(free, "searches", 5)).toBe("You have used all 5 searches of the Free plan.");
    expect(quotaUsedUp(free, "pitches", 1)).toBe("You have used the 1 pitch of the Free plan.");
    expect(quotaUsedUp(pro, "pitches", 1)).toBe(
      "You have used the 1 pitch of your Pro plan this month; it starts afresh on the first of next month (UTC).",
    );
  });
});
