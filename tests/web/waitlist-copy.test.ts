import { describe, expect, it } from "vitest";
import { WAITLIST_OPEN, waitlistSizeText } from "#web/features/marketing/waitlist-copy";

describe("the waitlist badge", () => {
  it("says the waitlist is open while nobody is on it, and counts once someone is", () => {
    expect(waitlistSizeText(0)).toBe(WAITLIST_OPEN);
    expect(waitlistSizeText(0)).not.toMatch(/0\+/);
    expect(waitlistSizeText(1)).toBe("1+ on waitlist");
    expect(waitlistSizeText(1234)).toBe("1,234+ on waitlist");
  });
});
