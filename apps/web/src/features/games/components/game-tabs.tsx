import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@gameshelf/ui';

export type GameTab = 'info' | 'reviews';
const TABS: { value: GameTab; label: string }[] = [
  { value: 'info', label: '정보' },
  { value: 'reviews', label: '리뷰' },
];

export const gameTabId = (tab: GameTab) => `game-tab-${tab}`;
export const gamePanelId = (tab: GameTab) => `game-panel-${tab}`;

/**
 * The game page's tab list (WAI-ARIA tabs: arrow keys, Home and End move and select; only the selected
 * tab is in the Tab order). Written here rather than with a tabs library, which cost the first visit 10 KB.
 */
export function GameTabs({ value, onChange }: { value: GameTab; onChange: (tab: GameTab) => void }) {
  const refs = useRef<Record<GameTab, HTMLButtonElement | null>>({ info: null, reviews: null });
  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length]!.value;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div role="tablist" aria-label="게임 정보 탭" className="mx-gutter mt-3 grid grid-cols-2 rounded-lg bg-muted p-1">
      {TABS.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              refs.current[tab.value] = node;
            }}
            type="button"
            role="tab"
            id={gameTabId(tab.value)}
            aria-selected={selected}
            aria-controls={gamePanelId(tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'h-9 rounded-md text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
