import { describe, expect, it } from 'vitest';
import { cn, prepareClassMerging, withoutClassMerging } from './cn';

describe('cn', () => {
  it('merges conflicting Tailwind classes, the later winning', () => {
    prepareClassMerging();
    const hidden = false;
    expect(cn('px-4 py-2', hidden && 'hidden', 'px-2')).toBe('py-2 px-2');
  });

  it('only joins the lists while markup is hydrated, and merges again after', () => {
    expect(withoutClassMerging(() => cn('px-4', 'px-2'))).toBe('px-4 px-2');
    expect(() =>
      withoutClassMerging(() => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(cn('px-4', 'px-2')).toBe('px-2');
  });
});
