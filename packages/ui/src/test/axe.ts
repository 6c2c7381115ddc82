import axe from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.x A/AA rules: the same bar as the Storybook a11y addon, minus page-level landmark rules. */
const runOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/** Fails with a readable list when axe finds violations in `context` (the whole document by default). */
export async function expectNoAxeViolations(context: axe.ElementContext = document): Promise<void> {
  const results = await axe.run(context, runOptions);
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}
