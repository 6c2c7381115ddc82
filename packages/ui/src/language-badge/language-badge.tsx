import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { Badge } from '../badge/badge';
import { cn } from '../lib/cn';

/**
 * Filled for official support, outlined for a community patch, so the two differ in shape as well
 * as colour. Smaller than the default Badge to fit a 3-column card grid.
 */
export const languageBadgeVariants = cva('h-5 max-w-full self-start px-1.5 text-xs leading-none', {
  variants: {
    tone: {
      official: '',
      community: 'border-primary/60 text-primary',
    },
  },
  defaultVariants: { tone: 'official' },
});

export type LanguageBadgeTone = 'official' | 'community';

export type LanguageBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The text shown (and read by screen readers), already localised by the app, e.g. '한국어 지원'. */
  label: string;
  /** 'official': the game itself ships the language (filled); 'community': a fan patch (outlined). */
  tone: LanguageBadgeTone;
};

/** A game's language support, e.g. 한국어 지원 or 유저 한글패치; a long label is cut off, never wrapped. */
export function LanguageBadge({ label, tone, className, ...props }: LanguageBadgeProps) {
  return (
    <Badge
      data-slot="language-badge"
      data-tone={tone}
      variant={tone === 'official' ? 'primary' : 'neutral'}
      className={cn(languageBadgeVariants({ tone }), className)}
      {...props}
    >
      <span className="truncate">{label}</span>
    </Badge>
  );
}
