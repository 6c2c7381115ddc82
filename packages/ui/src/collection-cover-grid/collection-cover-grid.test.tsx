import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { BROKEN_IMAGE, covers } from '../test/fixtures';
import { CollectionCoverGrid, coverLayout } from './collection-cover-grid';

const all = [covers.zelda, covers.mario, covers.portal, covers.elden, covers.hades, covers.stardew];
const q = (slot: string) => document.querySelectorAll(`[data-slot="${slot}"]`);
const more = () => document.querySelector('[data-slot="collection-cover-more"]');

describe('CollectionCoverGrid', () => {
  describe('layout rule', () => {
    it.each([
      [0, 0, 0],
      [1, 1, 0],
      [2, 1, 1],
      [3, 1, 2],
      [4, 4, 0],
      [5, 4, 1],
      [30, 4, 26],
    ])('%d games -> %d covers, +%d', (total, cells, rest) => {
      const layout = coverLayout(all.slice(0, Math.min(total, all.length)), total);
      expect(layout.cells).toHaveLength(cells);
      expect(layout.more).toBe(rest);
    });
  });

  describe('0 games', () => {
    it('renders nothing', async () => {
      const { container } = await render(<CollectionCoverGrid covers={[]} total={0} />);
      expect(container.innerHTML).toBe('');
      await expectNoAxeViolations();
    });
  });

  describe('1-3 games', () => {
    it('shows only the newest cover, with no +N for one game', async () => {
      await render(<CollectionCoverGrid covers={[covers.zelda]} total={1} />);
      expect(q('collection-cover-image')).toHaveLength(1);
      expect((q('collection-cover-image')[0] as HTMLImageElement).src).toBe(covers.zelda);
      expect(more()).toBeNull();
      await expectNoAxeViolations();
    });

    it('adds +N for the others', async () => {
      await render(<CollectionCoverGrid covers={all.slice(0, 3)} total={3} />);
      expect(q('collection-cover-image')).toHaveLength(1);
      expect(more()?.textContent).toBe('+2');
      expect(document.querySelector('[data-layout="single"]')).not.toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('4 or more games', () => {
    it('is a 2x2 grid of the 4 newest with no +N at exactly 4', async () => {
      await render(<CollectionCoverGrid covers={all.slice(0, 4)} total={4} />);
      expect(q('collection-cover-image')).toHaveLength(4);
      expect(document.querySelector('[data-layout="grid"]')).not.toBeNull();
      expect(more()).toBeNull();
      await expectNoAxeViolations();
    });

    it('adds +N for the rest, in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<CollectionCoverGrid covers={all} total={12} />);
      const srcs = Array.from(q('collection-cover-image'), (img) => (img as HTMLImageElement).src);
      expect(srcs).toEqual(all.slice(0, 4));
      expect(more()?.textContent).toBe('+8');
      await expectNoAxeViolations();
    });
  });

  describe('missing or broken covers', () => {
    it('falls back to the placeholder, also when fewer covers than cells are given', async () => {
      await render(<CollectionCoverGrid covers={[null, BROKEN_IMAGE]} total={5} />);
      await expect.poll(() => q('collection-cover-fallback').length).toBe(4);
      expect(more()?.textContent).toBe('+1');
      await expectNoAxeViolations();
    });
  });
});
