/** A small seeded generator (mulberry32), so every run simulates the same judges. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

/** Kendall's tau between two scorings of the same items: 1 is the same order, -1 the reverse. */
export function kendallTau(a: readonly number[], b: readonly number[]): number {
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = i + 1; j < a.length; j++) {
      const sign = Math.sign((a[i] ?? 0) - (a[j] ?? 0)) * Math.sign((b[i] ?? 0) - (b[j] ?? 0));
      if (sign > 0) concordant++;
      else if (sign < 0) discordant++;
    }
  }
  return (concordant - discordant) / ((a.length * (a.length - 1)) / 2);
}
