/** Splits a `sizes` value at its top-level commas (not those inside a function's parentheses). */
function sizesEntries(sizes: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    const char = sizes[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      entries.push(sizes.slice(start, i).trim());
      start = i + 1;
    }
  }
  entries.push(sizes.slice(start).trim());
  return entries;
}

/**
 * The width in CSS pixels an image's `sizes` value gives in this window, as a browser reads it: the
 * length of the first entry whose media condition matches (the last entry has none), measured on a probe.
 */
export function evaluateSizes(sizes: string): number {
  for (const entry of sizesEntries(sizes)) {
    const conditioned = /^(\(.*\))\s+([^()\s].*)$/.exec(entry);
    if (conditioned !== null && !window.matchMedia(conditioned[1]!).matches) continue;
    const probe = document.createElement('div');
    probe.style.position = 'absolute';
    probe.style.width = conditioned === null ? entry : conditioned[2]!;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  }
  throw new Error(`No entry of "${sizes}" applies`);
}
