/** A clock a test moves by hand, given to the app as its `now` (rate-limit windows). */
export function testClock(start = Date.now()) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}
