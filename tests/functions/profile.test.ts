import { describe, expect, it } from "vitest";
import { type Api, api, apiAs, errorOf, type Input, signUp } from "./helpers";

describe("/api/profile", () => {
  it("answers 401 without a session", async () => {
    expect((await apiAs().profile.$get()).status).toBe(401);
    expect((await apiAs().profile.$put({ json: { niche: "x" } })).status).toBe(401);
  });

  it("saves every profile field and marks onboarding complete", async () => {
    const { cookie } = await signUp();
    const update = {
      name: "Grace Hopper",
      niche: "Web apps for fintech startups",
      experience: "Expert (5+ years)",
      skills: ["React", "Node.js"],
      painPoints: ["Slow website", "No design team"],
      portfolioUrl: "https://grace.dev",
      linkedinUrl: "https://www.linkedin.com/in/grace",
      pitchTemplate: "Hi {name}, ...",
      completeOnboarding: true,
    } satisfies Input<Api["profile"]["$put"]>["json"];
    const res = await apiAs(cookie).profile.$put({ json: update });
    expect(res.status).toBe(200);
    const read = await apiAs(cookie).profile.$get();
    expect(read.headers.get("cache-control")).toBe("no-store");
    const me = await read.json();
    expect(me.user.name).toBe("Grace Hopper");
    const { name: _name, completeOnboarding: _done, ...fields } = update;
    expect(me.profile).toMatchObject({ ...fields, onboarded: true });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const profile = apiAs((await signUp()).cookie).profile;
    await profile.$put({ json: { niche: "Before" } });
    const bad = await profile.$put({ json: { niche: "After", portfolioUrl: "not a link" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("Enter a full link starting with https://");
    const me = await (await profile.$get()).json();
    expect(me.profile.niche).toBe("Before");
  });

  it("refuses fields the client may not set", async () => {
    const { cookie } = await signUp();
    // fields no schema has: only a raw request can send them
    for (const extra of [{ planId: "agency" }, { email: "x@y.z" }, { userId: 1 }]) {
      expect((await api("/api/profile", { method: "PUT", json: extra, cookie })).status).toBe(400);
    }
  });

  it("keeps each user's profile to that user", async () => {
    const a = await signUp();
    const b = await signUp();
    await apiAs(a.cookie).profile.$put({ json: { niche: "A's niche" } });
    const bMe = await (await apiAs(b.cookie).profile.$get()).json();
    expect(bMe.profile.niche).toBe("");
    expect(bMe.user.email).toBe(b.email);
  });
});
