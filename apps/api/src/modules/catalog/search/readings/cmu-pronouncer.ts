import type { Pronouncer } from './word-readings.ts';

let loaded: Promise<Pronouncer> | null = null;

/**
 * The CMU Pronouncing Dictionary (134,000 words, American English; the npm package
 * cmu-pronouncing-dictionary, ISC, its data public domain / BSD) as a Pronouncer: a word's
 * pronunciations, the usual one first. Loaded once, on first use (a few MB, only where readings
 * are generated: import, sync and rebuilding search rows).
 */
export function cmuPronouncer(): Promise<Pronouncer> {
  loaded ??= import('cmu-pronouncing-dictionary').then(({ dictionary }) => {
    const entries = dictionary as Record<string, string>;
    return (word: string) => {
      const out: string[][] = [];
      for (const key of [word, `${word}(1)`, `${word}(2)`]) {
        const entry = entries[key];
        if (entry) out.push(entry.split(' '));
      }
      return out;
    };
  });
  return loaded;
}
