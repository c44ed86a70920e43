import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toast";
import type { Pitch, PitchDetail, Verification } from "#web/features/pitches/api/pitches";
import * as pitchesApi from "#web/features/pitches/api/pitches";
import { MIN_REGENERATE_MS, PitchComposer } from "#web/features/pitches/components/pitch-composer";
import { PitchViewDialog } from "#web/features/pitches/components/pitch-view-dialog";
import { ApiRequestError } from "#web/lib/api";
import { type Me, useSession } from "#web/lib/session";

vi.mock("#web/features/pitches/api/pitches", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/features/pitches/api/pitches")>();
  return {
    ...real,
    fetchPitch: vi.fn(),
    createPitch: vi.fn(),
    findDraftFor: vi.fn(),
    updatePitch: vi.fn(),
    regeneratePitch: vi.fn(),
    sendPitch: vi.fn(),
    markPitchResponded: vi.fn(),
  };
});
vi.mock("#web/lib/session", () => ({ loadSession: vi.fn(() => Promise.resolve(null)), useSession: vi.fn(() => null) }));

const api = vi.mocked(pitchesApi);

const pitch = (over: Partial<Pitch> = {}): Pitch => ({
  id: 7,
  prospectId: 3,
  clientId: 11,
  prospectName: "Dana Ortiz",
  company: "Quillfeather Analytics",
  recipientEmail: "dana@quillfeather.test",
  subject: "Your React hire at Quillfeather",
  content: "Hi Dana,\n\nI saw you are hiring a React developer.\n\nSam",
  tone: "professional",
  status: "draft",
  responseRate: 31,
  source: "hackernews",
  signalKind: "hiring",
  matchScore: 88,
  driver: "builtin",
  fellBack: false,
  sentVia: null,
  sentDate: null,
  respondedAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

const ok: Verification = {
  ok: true,
  claims: [{ sentence: "I saw you are hiring a React developer.", source: "We are hiring a React developer." }],
  problems: [],
};
const failing: Verification = {
  ok: false,
  claims: ok.claims,
  problems: [
    { kind: "placeholder", message: "Replace [your name] before sending.", sentence: "[your name]" },
    {
      kind: "unsupported_claim",
      message: "The record says nothing about funding.",
      sentence: "Congrats on the round.",
    },
  ],
};

const detail = (over: Partial<PitchDetail> = {}): PitchDetail => ({
  pitch: pitch(),
  verification: ok,
  contactRule: null,
  prospectAvailable: true,
  followUps: [],
  ...over,
});

/** Renders inside a router (the composer links to /pricing) with the toaster beside it. */
async function renderInRouter(ui: ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Toaster />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole("dialog");
}

const sendButtons = () => [
  screen.getByRole("button", { name: "I sent it myself" }),
  screen.getByRole("button", { name: "Send by e-mail" }),
];

beforeEach(() => {
  vi.resetAllMocks();
  api.findDraftFor.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the pitch composer", () => {
  it("writes a draft on the server and shows what each claim rests on", async () => {
    api.createPitch.mockResolvedValue({
      pitch: pitch(),
      verification: ok,
      contactRule: null,
      notice: "The AI writer was unavailable, so the built-in writer wrote this draft.",
      quota: { used: 1, max: 5, remaining: 4 },
    });
    const onChange = vi.fn();
    await renderInRouter(<PitchComposer target={{ prospectId: 3 }} onClose={() => {}} onChange={onChange} />);
    expect(await screen.findByDisplayValue("Your React hire at Quillfeather")).toBeTruthy();
    expect(api.createPitch).toHaveBeenCalledTimes(1);
    expect(api.createPitch).toHaveBeenCalledWith(3, "professional");
    expect(screen.getByText(/built-in writer wrote this draft/)).toBeTruthy();
    const grounded = screen.getByRole("region", { name: "Grounded in the record" });
    expect(within(grounded).getByText("I saw you are hiring a React developer.")).toBeTruthy();
    expect(within(grounded).getByText("We are hiring a React developer.")).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    for (const b of sendButtons()) expect((b as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens the draft already kept for the prospect instead of spending a pitch", async () => {
    api.findDraftFor.mockResolvedValue(pitch());
    api.fetchPitch.mockResolvedValue(detail());
    await renderInRouter(<PitchComposer target={{ prospectId: 3 }} onClose={() => {}} />);
    expect(await screen.findByText(/You already have a draft for Quillfeather Analytics/)).toBeTruthy();
    expect(api.createPitch).not.toHaveBeenCalled();
  });

  it("says 'Pitch Limit Reached' with the server's message and a link to the plans on 429", async () => {
    api.createPitch.mockRejectedValue(new ApiRequestError(429, "You have used every pitch on your plan."));
    await renderInRouter(<PitchComposer target={{ prospectId: 3 }} onClose={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Pitch Limit Reached" })).toBeTruthy();
    expect(screen.getByText("You have used every pitch on your plan.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans and upgrade" }).getAttribute("href")).toBe("/pricing");
  });

  it("at the limit of Agency, the top plan, offers the billing page rather than an upgrade", async () => {
    vi.mocked(useSession).mockReturnValue({ plan: { id: "agency", name: "Agency" } } as unknown as Me);
    api.createPitch.mockRejectedValue(new ApiRequestError(429, "You have used all 100 pitches of your Agency plan."));
    await renderInRouter(<PitchComposer target={{ prospectId: 3 }} onClose={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Pitch Limit Reached" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See plans and upgrade" })).toBeNull();
    expect(screen.getByRole("link", { name: "See your plan" }).getAttribute("href")).toBe("/billing");
  });

  it("says 'Client Not Found' on 404", async () => {
    api.createPitch.mockRejectedValue(new ApiRequestError(404, "Client Not Found"));
    await renderInRouter(<PitchComposer target={{ prospectId: 3 }} onClose={() => {}} />);
    expect(await screen.findByText("Client Not Found")).toBeTruthy();
  });

  it("lists the problems and keeps Send disabled until a save passes the checks", async () => {
    api.fetchPitch.mockResolvedValue(detail({ verification: failing }));
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={() => {}} />);
    const problems = await screen.findByRole("region", { name: "Problems to fix before sending" });
    expect(within(problems).getByText("Placeholder:")).toBeTruthy();
    expect(within(problems).getByText("Unsupported claim:")).toBeTruthy();
    for (const b of sendButtons()) expect((b as HTMLButtonElement).disabled).toBe(true);

    api.updatePitch.mockResolvedValue({
      pitch: pitch({ content: "Hi Dana,\n\nFixed.\n\nSam" }),
      verification: ok,
      contactRule: null,
      prospectAvailable: true,
    });
    fireEvent.change(screen.getByLabelText("Pitch"), { target: { value: "Hi Dana,\n\nFixed.\n\nSam" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Problems to fix before sending" })).toBeNull());
    expect(api.updatePitch).toHaveBeenCalledWith(7, {
      subject: "Your React hire at Quillfeather",
      content: "Hi Dana,\n\nFixed.\n\nSam",
    });
    for (const b of sendButtons()) expect((b as HTMLButtonElement).disabled).toBe(false);
  });

  // Chromium moves the focus of a button that becomes disabled to <body>; jsdom does not, so the test
  // clicks with the focus already on <body>, where Chromium leaves it once the click has disabled the button.
  it("gives the focus back after Regenerate, and to the pitch text after Save changes, never to the page behind", async () => {
    api.fetchPitch.mockResolvedValue(detail());
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={() => {}} />);
    await screen.findByDisplayValue("Your React hire at Quillfeather");
    vi.useFakeTimers();
    api.regeneratePitch.mockResolvedValue({
      pitch: pitch({ tone: "direct" }),
      verification: ok,
      contactRule: null,
      notice: null,
    });
    fireEvent.click(screen.getByRole("button", { name: "Direct" }));
    const regenerate = screen.getByRole("button", { name: "Regenerate" });
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(regenerate);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIN_REGENERATE_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Regenerate" })));

    api.updatePitch.mockResolvedValue({
      pitch: pitch({ subject: "New subject" }),
      verification: ok,
      contactRule: null,
      prospectAvailable: true,
    });
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "New subject" } });
    const save = screen.getByRole("button", { name: "Save changes" });
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(save);
    expect(await screen.findByText("Changes saved. Every check passed.")).toBeTruthy();
    // Saved, the button stays disabled until the next edit: the focus goes to the text being edited.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Pitch")));
  });

  it("copies a pitch the checks faulted, but says to fix it before sending", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    api.fetchPitch.mockResolvedValue(detail({ verification: failing }));
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={() => {}} />);
    await screen.findByRole("region", { name: "Problems to fix before sending" });
    fireEvent.click(screen.getByRole("button", { name: "Copy to Clipboard" }));
    expect(
      await screen.findByText("Copied! Pitch copied, but fix the problems listed above before you send it."),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(pitch().content);
    writeText.mockRestore();
  });

  it("checks the edit box with the API's schema: a blank pitch says so under the field and is not saved or sent", async () => {
    api.fetchPitch.mockResolvedValue(detail());
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={() => {}} />);
    const text = (await screen.findByLabelText("Pitch")) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: "  \n " } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(text.getAttribute("aria-invalid")).toBe("true"));
    const described = document.getElementById(text.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("The pitch cannot be empty");
    // the field with the message takes the focus, so it is in view even in a small dialog
    await waitFor(() => expect(document.activeElement).toBe(text));
    for (const b of sendButtons()) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(api.updatePitch).not.toHaveBeenCalled();
    expect(api.sendPitch).not.toHaveBeenCalled();
  });

  it("keeps the subject on one line that wraps: a pasted line break is a space and Enter saves", async () => {
    api.fetchPitch.mockResolvedValue(detail());
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={() => {}} />);
    const subject = (await screen.findByLabelText("Subject")) as HTMLTextAreaElement;
    fireEvent.change(subject, { target: { value: "A quick idea\r\n  for Quillfeather" } });
    expect(subject.value).toBe("A quick idea for Quillfeather");
    api.updatePitch.mockResolvedValue({
      pitch: pitch({ subject: "A quick idea for Quillfeather" }),
      verification: ok,
      contactRule: null,
      prospectAvailable: true,
    });
    fireEvent.keyDown(subject, { key: "Enter" });
    await waitFor(() =>
      expect(api.updatePitch).toHaveBeenCalledWith(
        7,
        expect.objectContaining({ subject: "A quick idea for Quillfeather" }),
      ),
    );
  });

  it("requires the contact-rule box, saves unsaved edits first, then sends and says so", async () => {
    const rule = "Hacker News asks that you reply in the thread or by the e-mail the poster gave.";
    api.fetchPitch.mockResolvedValue(detail({ contactRule: rule, pitch: pitch({ recipientEmail: "" }) }));
    const onClose = vi.fn();
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={onClose} />);
    expect(await screen.findByText(rule)).toBeTruthy();
    // No e-mail known: only the manual way.
    expect(screen.queryByRole("button", { name: "Send by e-mail" })).toBeNull();
    const manual = screen.getByRole("button", { name: "I sent it myself" }) as HTMLButtonElement;
    expect(manual.disabled).toBe(true);
    const box = screen.getByRole("checkbox", { name: "I have read this and still want to send" }) as HTMLInputElement;
    expect(box.required).toBe(true);
    fireEvent.click(box);
    expect(manual.disabled).toBe(false);

    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "A better subject" } });
    api.updatePitch.mockResolvedValue({
      pitch: pitch({ subject: "A better subject" }),
      verification: ok,
      prospectAvailable: true,
      contactRule: rule,
    });
    api.sendPitch.mockResolvedValue({
      pitch: pitch({
        subject: "A better subject",
        status: "sent",
        sentVia: "manual",
        sentDate: "2026-11-21T00:00:00.000Z",
      }),
      followUp: { id: 1, scheduledDate: "2026-11-24T00:00:00.000Z", status: "pending" },
    });
    fireEvent.click(manual);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.updatePitch).toHaveBeenCalledBefore(api.sendPitch);
    expect(api.sendPitch).toHaveBeenCalledWith(7, "manual", true);
    expect(
      screen.getByText("Your pitch to Dana Ortiz is recorded as sent. A follow-up has been scheduled for 3 days."),
    ).toBeTruthy();
    expect(screen.getByText("Pitch Sent!")).toBeTruthy();
  });

  it("says an e-mail it sent was sent, and one the user sent by hand only recorded", async () => {
    api.fetchPitch.mockResolvedValue(detail());
    const onClose = vi.fn();
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={onClose} />);
    const email = (await screen.findByRole("button", { name: "Send by e-mail" })) as HTMLButtonElement;
    api.sendPitch.mockResolvedValue({
      pitch: pitch({ status: "sent", sentVia: "email", sentDate: "2026-11-21T00:00:00.000Z" }),
      followUp: { id: 1, scheduledDate: "2026-11-24T00:00:00.000Z", status: "pending" },
    });
    fireEvent.click(email);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sendPitch).toHaveBeenCalledWith(7, "email", false);
    expect(
      screen.getByText(
        "Your pitch to Dana Ortiz has been sent successfully. A follow-up has been scheduled for 3 days.",
      ),
    ).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    api.fetchPitch.mockResolvedValue(detail());
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={() => {}} />);
    api.sendPitch.mockRejectedValue(
      new ApiRequestError(409, "This person asked not to receive e-mail sent through Leadsmith."),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Send by e-mail" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("asked not to receive e-mail");
  });

  it("keeps Regenerate disabled for at least 2 seconds even when the writer answers at once", async () => {
    api.fetchPitch.mockResolvedValue(detail());
    await renderInRouter(<PitchComposer target={{ pitchId: 7 }} onClose={() => {}} />);
    await screen.findByDisplayValue("Your React hire at Quillfeather");
    vi.useFakeTimers();
    api.regeneratePitch.mockResolvedValue({
      pitch: pitch({ tone: "direct", subject: "Direct subject" }),
      verification: ok,
      contactRule: null,
      notice: null,
    });
    fireEvent.click(screen.getByRole("button", { name: "Direct" }));
    // Choosing a tone says what Regenerate will do; it rewrites nothing by itself.
    expect(screen.getByText("Press Regenerate to rewrite this pitch in the Direct tone.")).toBeTruthy();
    expect(api.regeneratePitch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(api.regeneratePitch).toHaveBeenCalledWith(7, "direct");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIN_REGENERATE_MS - 1);
    });
    expect((screen.getByRole("button", { name: "Generating..." }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(MIN_REGENERATE_MS).toBe(2000);
    expect((screen.getByRole("button", { name: "Regenerate" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByDisplayValue("Direct subject")).toBeTruthy();
    expect(screen.getAllByText(/Pitch Generated!/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Press Regenerate to rewrite/)).toBeNull();
  });
});

describe("the pitch dialog", () => {
  it("offers Send Pitch for a draft and says there is no e-mail", async () => {
    const onSend = vi.fn();
    await renderInRouter(<PitchViewDialog pitch={pitch({ recipientEmail: "" })} onClose={() => {}} onSend={onSend} />);
    expect(screen.getByText("No e-mail: sent by hand")).toBeTruthy();
    expect(screen.getByText("Draft")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as responded" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send Pitch" }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("logs a response to a sent pitch", async () => {
    const sent = pitch({ status: "sent", sentVia: "email", sentDate: "2026-11-21T00:00:00.000Z" });
    api.markPitchResponded.mockResolvedValue({ pitch: { ...sent, status: "responded" } });
    await renderInRouter(<PitchViewDialog pitch={sent} onClose={() => {}} onSend={() => {}} />);
    expect(screen.queryByRole("button", { name: "Send Pitch" })).toBeNull();
    expect(screen.getByText(/31%/).textContent).toContain("estimate");
    fireEvent.click(screen.getByRole("button", { name: "Mark as responded" }));
    expect(await screen.findByText("Responded")).toBeTruthy();
    expect(api.markPitchResponded).toHaveBeenCalledWith(7);
    expect(screen.getAllByText(/Response logged/).length).toBeGreaterThan(0);
  });

  it("keeps focus in the dialog when Mark as responded goes away", async () => {
    const sent = pitch({ status: "sent", sentVia: "email", sentDate: "2026-11-21T00:00:00.000Z" });
    api.markPitchResponded.mockResolvedValue({ pitch: { ...sent, status: "responded" } });
    await renderInRouter(<PitchViewDialog pitch={sent} onClose={() => {}} onSend={() => {}} />);
    const mark = screen.getByRole("button", { name: "Mark as responded" });
    mark.focus();
    fireEvent.click(mark);
    expect(await screen.findByText("Responded")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as responded" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Copy to Clipboard" }));
  });
});
