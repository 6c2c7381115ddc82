import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@gameshelf/ui';

export type GuideDevice = 'pc' | 'mobile';
const DEVICES: { value: GuideDevice; label: string }[] = [
  { value: 'pc', label: 'PC' },
  { value: 'mobile', label: '모바일' },
];

export const deviceTabId = (device: GuideDevice) => `steam-guide-tab-${device}`;
export const devicePanelId = (device: GuideDevice) => `steam-guide-panel-${device}`;

/**
 * The guide's PC and mobile tabs (WAI-ARIA tabs: arrow keys, Home and End move and select; only the
 * selected tab is in the Tab order). Written out as the game page's tabs are: a tabs library would
 * cost this page's first visit about 10 KB.
 */
export function DeviceTabs({ value, onChange }: { value: GuideDevice; onChange: (device: GuideDevice) => void }) {
  const refs = useRef<Record<GuideDevice, HTMLButtonElement | null>>({ pc: null, mobile: null });
  const select = (index: number) => {
    const device = DEVICES[(index + DEVICES.length) % DEVICES.length]!.value;
    onChange(device);
    refs.current[device]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: DEVICES.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div role="tablist" aria-label="기기 선택" className="grid grid-cols-2 rounded-lg bg-muted p-1">
      {DEVICES.map((device, index) => {
        const selected = device.value === value;
        return (
          <button
            key={device.value}
            ref={(node) => {
              refs.current[device.value] = node;
            }}
            type="button"
            role="tab"
            id={deviceTabId(device.value)}
            aria-selected={selected}
            aria-controls={devicePanelId(device.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(device.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'h-9 rounded-md text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {device.label}
          </button>
        );
      })}
    </div>
  );
}
