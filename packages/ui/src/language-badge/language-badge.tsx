import type { ComponentProps } from 'react';
import { Badge } from '../badge/badge';
import { cn } from '../lib/cn';

export type LanguageBadgeTone = 'official' | 'community';

export type LanguageBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The text shown (and read by screen readers), already localised by the app, e.g. '한국어 지원'. */
  label: string;
  /** 'official': the game itself ships the language (filled); 'community': a fan patch (outlined). */
  tone: LanguageBadgeTone;
};

/**
 * A game's language support, e.g. 한국어 지원 or 유저 한글패치; a long label is cut off, never wrapped.
 * Filled for official support, outlined for a community patch, so the two differ in shape as well as
 * colour; the small Badge, to fit a 3-column card grid.
 */
export function LanguageBadge({ label, tone, className, ...props }: LanguageBadgeProps) {
  return (
    <Badge
      data-slot="language-badge"
      data-tone={tone}
      variant={tone === 'official' ? 'primary' : 'primaryOutline'}
      size="sm"
      className={cn('max-w-full self-start', className)}
      {...props}
    >
      <span className="truncate">{label}</span>
    </Badge>
  );
}
