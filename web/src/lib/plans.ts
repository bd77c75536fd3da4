import type { PLANS } from "@contract/constants.ts";

export type PlanId = (typeof PLANS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
};

/** Plan tiers, cheapest first; the Premium tab changes the plan. */
export const PLAN_DETAILS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    price: "£0",
    period: "forever",
    description: "Everything you need to get started.",
    features: [
      "Basic profile",
      "Browse opportunities",
      "Connect with creatives",
      "Basic messaging",
      "Up to 3 portfolio items",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    price: "£19",
    period: "per month",
    description: "For working creatives who want to stand out.",
    features: [
      "Profile boosting",
      "AI portfolio optimization",
      "Advanced analytics",
      "Unlimited portfolio items",
      "Premium badge",
    ],
  },
  {
    id: "business",
    name: "Business",
    price: "£49",
    period: "per month",
    description: "For studios, agencies and brands that hire.",
    features: [
      "Opportunity feed boost",
      "Team collaboration tools",
      "White-label pages",
      "Live chat support",
      "Dedicated account manager",
    ],
  },
];
