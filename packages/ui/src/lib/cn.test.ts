import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { conflictingClasses } from './class-conflicts';

describe('cn', () => {
  it('joins class names, dropping false and empty values', () => {
    const hidden = false;
    expect(cn('px-4 py-2', hidden && 'hidden', { 'font-bold': true, italic: false }, ['text-sm'])).toBe('px-4 py-2 font-bold text-sm');
  });

  it('throws in development when a later class overrides an earlier one', () => {
    expect(() => cn('px-4 py-2', 'px-2')).toThrow('cn: "px-4" conflict with later classes in "px-4 py-2 px-2"');
    expect(() => cn('text-foreground hover:bg-muted', 'text-danger')).toThrow('"text-foreground"');
  });

  it('accepts classes of different properties and variants', () => {
    expect(cn('px-4 hover:px-2 md:px-6', 'py-2 text-danger')).toBe('px-4 hover:px-2 md:px-6 py-2 text-danger');
  });
});

describe('conflictingClasses', () => {
  it('names every class a later one overrides, once per occurrence', () => {
    expect(conflictingClasses('rounded-md size-10 bg-primary rounded-full size-11')).toEqual(['rounded-md', 'size-10']);
    expect(conflictingClasses('flex shrink-0 flex-1')).toEqual(['shrink-0']);
    expect(conflictingClasses('  block  ')).toEqual([]);
  });
});
