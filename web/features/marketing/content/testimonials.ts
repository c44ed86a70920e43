export type Testimonial = {
  name: string;
  role: string;
  company: string;
  testimonial: string;
  outcome: string;
  metric: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

/** Marketing quotes shown on /landing (all five) and /home (the first three). */
export const testimonials: readonly Testimonial[] = [
  {
    name: "Amaka N.",
    role: "Brand designer",
    company: "Independent studio",
    testimonial:
      "I used to spend my mornings refreshing job boards. Now I type who I want to work with and get people who are already asking for help.",
    outcome: "Booked a discovery call on day one",
    metric: "First client in 30 minutes",
    rating: 5,
  },
  {
    name: "Tunde A.",
    role: "Full-stack developer",
    company: "Freelance",
    testimonial:
      "The match score saves me from pitching the wrong people. I only open the leads that actually fit what I build.",
    outcome: "Stopped sending cold pitches to bad fits",
    metric: "5-10 leads per search",
    rating: 5,
  },
  {
    name: "Sarah K.",
    role: "Marketing consultant",
    company: "Solo consultancy",
    testimonial:
      "The pitches read like I wrote them after a coffee with the founder. I edit a line or two and send. People reply.",
    outcome: "More replies from fewer pitches",
    metric: "23% response rate",
    rating: 5,
  },
  {
    name: "Chidi O.",
    role: "Agency owner",
    company: "Small web agency",
    testimonial:
      "Follow-up reminders were the missing piece. Three days after a pitch it tells me who to nudge, so nothing slips through.",
    outcome: "No more forgotten follow-ups",
    metric: "Projects worth $2,000+",
    rating: 5,
  },
  {
    name: "Maria L.",
    role: "Copywriter",
    company: "Freelance",
    testimonial:
      "From describing my ideal client to having a pitch ready takes less time than making lunch. It made outreach something I actually do.",
    outcome: "Outreach became a daily habit",
    metric: "Under 5 minutes, search to pitch",
    rating: 5,
  },
];
