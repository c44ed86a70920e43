import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ProfileUpdate } from "#db/validation/auth";
import { safeHttpUrl } from "#db/validation/urls";
import { freshnessOf } from "#functions/services/freshness";
import { isVendorFor } from "#functions/services/ingest/buyer-vendor";
import { parseRecord } from "#functions/services/ingest/parse-record";
import {
  extractBudget,
  extractPersonName,
  extractPhone,
  extractStack,
  extractTimeline,
} from "#functions/services/ingest/text";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const DAY = 86_400_000;

describe("links", () => {
  it("keep http(s) URLs only: javascript:, data:, other schemes and scheme-relative //host are dropped", () => {
    expect(safeHttpUrl("https://acme.example/jobs")).toBe("https://acme.example/jobs");
    expect(safeHttpUrl("http://acme.example")).toBe("http://acme.example");
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.example/x",
      "ftp://files.example",
      "vbscript:msgbox(1)",
      "https://",
      "not a url",
    ])
      expect(safeHttpUrl(bad)).toBe("");
  });

  it("are dropped at import whatever the field", () => {
    const r = parseRecord("json", {
      company: "Acme",
      signalKind: "hiring",
      signalText: "Acme is hiring a designer",
      signalDate: "2026-11-01",
      website: "javascript:alert(document.cookie)",
      linkedin: "data:text/html,<script>alert(1)</script>",
      sourceUrl: "//evil.example/post",
    });
    expect(r.ok && r.prospect).toMatchObject({ website: "", linkedin: "", sourceUrl: "" });
  });

  it("typed by a user follow the same rule", () => {
    const bad = v.safeParse(ProfileUpdate, { portfolioUrl: "javascript:alert(1)" });
    expect(bad.success).toBe(false);
    expect(v.safeParse(ProfileUpdate, { portfolioUrl: "//evil.example" }).success).toBe(false);
    expect(v.safeParse(ProfileUpdate, { portfolioUrl: "https://me.example" }).success).toBe(true);
  });
});

describe("what a post states", () => {
  it("a person's name only when the text introduces one", () => {
    expect(extractPersonName("Hi, I'm Alex and we need a designer.")).toBe("Alex");
    expect(extractPersonName("Questions? Write to Dana at dana@x.example")).toBe("Dana");
    expect(extractPersonName("We need help.\nThanks, Maria Lopez")).toBe("Maria Lopez");
    expect(extractPersonName("Hiring a React developer, remote, contract")).toBe("");
    expect(extractPersonName("I'm looking for a designer")).toBe("");
  });

  it("phone, budget, timeline and stack verbatim where stated, never guessed", () => {
    expect(extractPhone("Call +234 803 555 0142 today")).toBe("+234 803 555 0142");
    expect(extractPhone("We raised $12,000,000 in 2026")).toBe("");
    expect(extractBudget("Budget: $4,000. Start soon")).toBe("$4,000");
    expect(extractBudget("Paying $80-100/hr for the right person")).toBe("$80-100/hr");
    expect(extractBudget("No budget mentioned")).toBe("");
    expect(extractTimeline("Timeline: 6 weeks")).toBe("6 weeks");
    expect(extractTimeline("We need it within 2 weeks.")).toBe("within 2 weeks");
    expect(extractTimeline("A long-term partner")).toBe("");
    expect(extractStack("Our stack: React, TypeScript and Postgres on AWS")).toBe("React, TypeScript, AWS");
    expect(extractStack("Let's go build something")).toBe("");
  });
});

describe("buyer or vendor", () => {
  const launch = (bio: string) => ({ signalKind: "launch", company: "X", bio, signalText: bio });
  it("a product that does the freelancer's work is a vendor to them, not to others", () => {
    const builder = launch("An AI landing page builder: launch beautiful landing pages in minutes.");
    expect(isVendorFor(builder, "web designer")).toBe(true);
    expect(isVendorFor(builder, "bookkeeping")).toBe(false);
    const writer = launch("AI copywriting tool that writes your blog posts automatically");
    expect(isVendorFor(writer, "copywriter")).toBe(true);
    expect(isVendorFor(launch("A marketplace for handmade pottery"), "web designer")).toBe(false);
  });
  it("someone hiring or asking for help is a buyer whatever they sell", () => {
    expect(
      isVendorFor(
        { signalKind: "hiring", company: "X", bio: "AI landing page builder", signalText: "Hiring a designer" },
        "web design",
      ),
    ).toBe(false);
  });
});

describe("freshness labels", () => {
  it("say 'recent' only inside the window and the age outside it", () => {
    expect(freshnessOf("hiring", NOW - 44 * DAY, "unknown", NOW)).toMatchObject({
      label: "Actively hiring",
      fresh: true,
    });
    expect(freshnessOf("hiring", NOW - 46 * DAY, "unknown", NOW)).toMatchObject({
      label: "Hiring post, 7 weeks ago",
      fresh: false,
    });
    expect(freshnessOf("funding", NOW - 29 * DAY, "unknown", NOW).label).toBe("Recently funded");
    expect(freshnessOf("funding", NOW - 3000 * DAY, "unknown", NOW).label).toBe("Funding news, over 8 years ago");
    expect(freshnessOf("launch", NOW - 240 * DAY, "unknown", NOW).label).toBe("Launch, 8 months ago");
    expect(freshnessOf("hiring", NOW - DAY, "closed", NOW)).toMatchObject({
      label: "Hiring post, marked filled",
      fresh: false,
    });
  });

  it("a post edited to say it is filled is closed at import", () => {
    const r = parseRecord("hackernews", {
      id: 1,
      by: "x",
      time: NOW / 1000,
      source: "who_is_hiring",
      text: "[FILLED] Acme | Designer | Remote<p>Thanks all.",
    });
    expect(r.ok && r.prospect.openState).toBe("closed");
  });
});
