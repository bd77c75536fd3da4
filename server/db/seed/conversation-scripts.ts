/**
 * Chats between two members, lines alternating and starting with whoever got in touch.
 * `{from}` / `{to}` are the first names of the one who started and the one who replied; `{city}`
 * is the starter's city. A conversation uses the first 2–8 lines, so early lines stand alone.
 */
export const CONVERSATION_SCRIPTS: readonly (readonly string[])[] = [
  [
    "Hi {to}! Loved your latest post. Would you be up for a test shoot next month?",
    "Hey {from}, thank you! Yes, definitely. What did you have in mind?",
    "Something moody and editorial, natural light, maybe an old warehouse in {city}.",
    "Sounds perfect. I've got a couple of looks that would work, I'll send a moodboard.",
    "Amazing. Are weekends OK for you?",
    "Saturdays are best. The 14th?",
    "The 14th works. I'll book the space and confirm the call time.",
    "Brilliant, speak soon!",
  ],
  [
    "Hi {to}, is your listing still open?",
    "Hi {from}, yes, still open! Have you applied through the jobs page?",
    "Just did. I've added a few recent projects that feel close to the brief.",
    "Great, I'll have a look tonight.",
    "Thanks! Happy to jump on a call if that's easier.",
    "Had a look, really strong work. Are you free Thursday for a quick chat?",
    "Thursday is great, any time after 2.",
    "Let's say 3pm. I'll send a link.",
  ],
  [
    "Quick one: would you mind giving me some honest feedback on my portfolio?",
    "Of course! Send it over.",
    "Thank you so much. It's the three pieces at the top of my profile.",
    "The second one is gorgeous. I'd lead with that.",
    "Ha, that's the one I nearly cut. Good to know!",
    "Trust your gut a little less and your best work a little more 😄",
    "Noted. Coffee's on me next time.",
  ],
  [
    "Hiya, are you around on the 22nd? The client has moved the shoot.",
    "Let me check… yes, I can do the 22nd.",
    "Lifesaver. Same rate as last time?",
    "Same rate, no problem. Where's it happening?",
    "A studio in {city}, 9am call.",
    "Perfect, see you there ☕",
  ],
  [
    "Hi {to}, we met at the portfolio night. I'm the one who spilled the coffee!",
    "Haha, I remember! Good to hear from you, {from}.",
    "I'm putting together a small collective in {city}: monthly meet-ups and shared studio days. Interested?",
    "Very interested. Who else is involved?",
    "A couple of photographers, a stylist and a web designer so far.",
    "Count me in. Send me the details when you have them.",
  ],
  [
    "Hi {to}, I've just sent over the invoice for last week's shoot.",
    "Got it, thanks {from}. Finance pay on the 28th.",
    "Perfect, thank you!",
    "Also, the client loved the selects. They want to book again in the spring.",
    "That's great news 🙌",
    "I'll pencil you in.",
  ],
  [
    "Congratulations on the feature! Saw it this morning.",
    "Thank you!! Still can't quite believe it.",
    "Well deserved. The styling on the cover is unreal.",
    "The whole team smashed it. We should work together again soon.",
    "Absolutely. I've got an idea for something in {city} this summer.",
    "Go on…",
    "Coffee next week and I'll tell you everything.",
    "Deal ☕",
  ],
  [
    "Hey {to}, do you have a recommendation for a good hire studio in {city}?",
    "Depends on the shoot! Daylight or blackout?",
    "Daylight, ideally with a cyc. Small budget though.",
    "There's a great one by the canal. Ask for the Sunday rate, it's half price.",
    "You're a star, thank you.",
    "Send me the pictures when they're done!",
  ],
];
