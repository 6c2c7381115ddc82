import type { ComponentProps } from 'react';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export type DropdownMenuProps = ComponentProps<typeof DropdownMenuPrimitive.Root> & {
  /** true makes the page outside the open menu inert; false (default) keeps it reachable. */
  modal?: boolean;
};

/**
 * Non-modal by default: the page stays in the accessibility tree and the trigger
 * stays reachable; a press outside or Escape closes the menu.
 */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" modal={modal} {...props} />;
}

export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export type DropdownMenuContentProps = ComponentProps<typeof DropdownMenuPrimitive.Content> & {
  /** Alignment against the trigger: 'start', 'center' or 'end' (default, right edges line up). */
  align?: ComponentProps<typeof DropdownMenuPrimitive.Content>['align'];
  /** Gap between the trigger and the menu in px; 4 by default. */
  sideOffset?: number;
  /** Render inside this container (defaults to document.body). */
  container?: HTMLElement | null;
};

/** The menu panel: arrow keys move, typing jumps, Enter or Space chooses, Escape closes and focus returns. */
export function DropdownMenuContent({ className, container, align = 'end', sideOffset = 4, ...props }: DropdownMenuContentProps) {
  return (
    <DropdownMenuPrimitive.Portal container={container}>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-overlay min-w-32 overflow-hidden rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export const dropdownMenuItemVariants = cva(
  'relative flex h-10 cursor-default items-center gap-2 rounded-md px-3 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        default: 'data-[highlighted]:bg-muted [&_svg]:text-muted-foreground',
        danger: 'font-medium text-danger data-[highlighted]:bg-danger/10',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants> & {
    /** 'default' or 'danger' (red text) for destructive actions such as 삭제. */
    tone?: VariantProps<typeof dropdownMenuItemVariants>['tone'];
  };

/** One menu action; tone 'danger' for destructive ones (삭제). Handle the choice in `onSelect`. */
export function DropdownMenuItem({ className, tone, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-tone={tone ?? 'default'}
      className={cn(dropdownMenuItemVariants({ tone }), className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
