import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Window as HappyWindow } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_AUTOPLAY_MS, TestimonialCarousel } from "#web/features/marketing/components/testimonial-carousel";
import { testimonials } from "#web/features/marketing/content/testimonials";

/** happy-dom evaluates media queries against its viewport and device settings, as a browser would. */
const happyDOM = () => (window as unknown as HappyWindow).happyDOM;
const setWidth = (width: number) => happyDOM().setViewport({ width, height: 900 });
const slides = () => screen.getAllByRole("group").map((s) => s.getAttribute("aria-label"));

function renderCarousel() {
  return render(<TestimonialCarousel items={testimonials} title="What freelancers say" />);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setWidth(1024);
});

describe("the testimonial carousel", () => {
  it("shows one slide on small screens, two from 768 px and three from 1024 px", () => {
    expect(testimonials.length).toBe(5);
    for (const [width, shown] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      setWidth(width);
      renderCarousel();
      expect(slides()).toHaveLength(shown);
      cleanup();
    }
  });

  it("advances every 4 seconds and loops back to the first", () => {
    setWidth(1280);
    renderCarousel();
    expect(CAROUSEL_AUTOPLAY_MS).toBe(4000);
    expect(slides()).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
    act(() => vi.advanceTimersByTime(3999));
    expect(slides()[0]).toBe("1 of 5");
    act(() => vi.advanceTimersByTime(1));
    expect(slides()).toEqual(["2 of 5", "3 of 5", "4 of 5"]);
    act(() => vi.advanceTimersByTime(3 * 4000));
    // It wraps around: the last slide is followed by the first.
    expect(slides()).toEqual(["5 of 5", "1 of 5", "2 of 5"]);
    act(() => vi.advanceTimersByTime(4000));
    expect(slides()[0]).toBe("1 of 5");
  });

  it("stops for good once the visitor interacts, and the arrows still move it", () => {
    setWidth(375);
    renderCarousel();
    act(() => vi.advanceTimersByTime(4000));
    expect(slides()).toEqual(["2 of 5"]);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Next testimonial" }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(slides()).toEqual(["2 of 5"]);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(slides()).toEqual(["5 of 5"]);
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 3 of 5" }));
    expect(slides()).toEqual(["3 of 5"]);
    act(() => vi.advanceTimersByTime(20_000));
    expect(slides()).toEqual(["3 of 5"]);
  });

  it("does not move by itself for a visitor who prefers reduced motion", () => {
    happyDOM().settings.device.prefersReducedMotion = "reduce";
    try {
      setWidth(375);
      renderCarousel();
      act(() => vi.advanceTimersByTime(20_000));
      expect(slides()).toEqual(["1 of 5"]);
    } finally {
      happyDOM().settings.device.prefersReducedMotion = "no-preference";
    }
  });
});
