import type { ComponentProps, FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root> & {
  /** Value of the tab selected first (uncontrolled). */
  defaultValue?: string;
  /** Value of the selected tab (controlled, with onValueChange). */
  value?: string;
  /** Called with the value of the newly selected tab. */
  onValueChange?: ComponentProps<typeof TabsPrimitive.Root>['onValueChange'];
};

/** Radix tabs: arrow keys move between triggers, the active one is underlined. */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn('flex w-full border-b border-border', className)} {...props} />;
}

/**
 * Radix focuses a trigger from script on mouse down, which browsers count as keyboard-like focus
 * (`:focus-visible`), so a tap would leave a ring behind. A pointer press marks the trigger until it
 * loses focus or a key is pressed on it: the ring is for keyboard focus only.
 */
const markPointerFocus = (event: PointerEvent<HTMLButtonElement>) => {
  event.currentTarget.dataset.pointerFocus = '';
};
const clearPointerFocus = (event: FocusEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
  delete event.currentTarget.dataset.pointerFocus;
};

export function TabsTrigger({ className, onPointerDown, onKeyDown, onBlur, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'relative -mb-px flex h-11 flex-1 items-center justify-center border-b-2 border-transparent px-3 text-[15px] font-medium text-muted-foreground outline-none transition-colors hover:text-foreground [&:focus-visible:not([data-pointer-focus])]:ring-2 [&:focus-visible:not([data-pointer-focus])]:ring-ring [&:focus-visible:not([data-pointer-focus])]:ring-inset disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:border-primary data-[state=active]:font-semibold data-[state=active]:text-foreground',
        className,
      )}
      onPointerDown={(event) => {
        markPointerFocus(event);
        onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        clearPointerFocus(event);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        clearPointerFocus(event);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}
