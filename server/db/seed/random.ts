/** Changing this reshuffles the whole demo community; keep it fixed so every fresh start matches. */
const DEMO_SEED = "atelier-demo-2024";

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** `count` distinct items, each drawn with a chance proportional to its weight. */
  weightedSample<T>(items: readonly T[], weight: (item: T) => number, count: number): T[];
};

/**
 * One independent stream per part of the seed (members, posts, jobs…), so adding a job does not
 * rename the members or rewrite every post.
 */
export function randomFor(stream: string): Random {
  return createRandom(fnv1a(`${DEMO_SEED}:${stream}`));
}

/** mulberry32: tiny, fast and good enough for demo data; never used for anything secret. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    weightedSample: (items, weight, count) => {
      const pool = items.map((item) => ({ item, weight: weight(item) }));
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < count && pool.length > 0) {
        const total = pool.reduce((sum, entry) => sum + entry.weight, 0);
        let target = next() * total;
        let index = pool.findIndex((entry) => {
          target -= entry.weight;
          return target < 0;
        });
        if (index === -1) index = pool.length - 1;
        chosen.push(pool[index]!.item);
        pool.splice(index, 1);
      }
      return chosen;
    },
  };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Deals items in shuffled order and reshuffles only when all have been used, so a text repeats
 * only after every other one has appeared.
 */
export function createDeck<T>(random: Random, items: readonly T[]): () => T {
  let hand: T[] = [];
  return () => {
    if (hand.length === 0) hand = random.shuffle(items);
    return hand.pop()!;
  };
}
