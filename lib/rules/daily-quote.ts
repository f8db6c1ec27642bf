// The Command Center's quote changes once a day (decision D8), the same for the whole day.

// A quote nobody can be sure of has no author: it is shown unsigned, not signed "Unknown".
export const QUOTES: readonly { text: string; author: string | null }[] = [
  { text: "You don't have to be great to start, but you have to start to be great.", author: "Zig Ziglar" },
  { text: "Consistency is what transforms average into excellence.", author: null },
  { text: "Create the things you wish existed.", author: null },
  { text: "Done is better than perfect.", author: "Sheryl Sandberg" },
  { text: "The best way to predict the future is to create it.", author: "Peter Drucker" },
  { text: "Small daily improvements are the key to staggering long-term results.", author: null },
  { text: "Make it simple, but significant.", author: "Don Draper" },
  { text: "Your audience is waiting for the thing only you can make.", author: null },
  { text: "Action is the foundational key to all success.", author: "Pablo Picasso" },
  { text: "Success is the sum of small efforts, repeated day in and day out.", author: "Robert Collier" },
  { text: "Creativity is intelligence having fun.", author: null },
  { text: "Start where you are. Use what you have. Do what you can.", author: "Arthur Ashe" },
];

export type Quote = (typeof QUOTES)[number];

/** The quote for a calendar day ("2026-11-22"): it changes at the creator's midnight. */
export function quoteOfTheDay(isoDate: string): Quote {
  const dayNumber = Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
  return QUOTES[((dayNumber % QUOTES.length) + QUOTES.length) % QUOTES.length];
}
