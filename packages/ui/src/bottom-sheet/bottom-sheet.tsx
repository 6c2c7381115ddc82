import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Drawer } from 'vaul';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLatest } from '../lib/use-latest';

/** Releasing a downward drag longer than this closes the sheet (shorter drags snap back). */
export const SHEET_CLOSE_DRAG_PX = 100;
/** The closing sheet slides out and stays mounted this long; then its content unmounts and onAfterClose fires. */
export const SHEET_CLEANUP_MS = 300;
/** Movement below this is a tap, not a drag, so buttons inside the sheet still get their clicks. */
const DRAG_SLOP_PX = 4;

export type BottomSheetProps = {
  /** Whether the sheet is shown (controlled). */
  open: boolean;
  /** Called with false when the sheet asks to close (close button, Escape, overlay, drag down over 100 px). */
  onOpenChange: (open: boolean) => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The sheet's body; it scrolls when taller than the half-height sheet. */
  children?: ReactNode;
  /** Called once the sheet has been closed for `SHEET_CLEANUP_MS` (300 ms) and its content is unmounted. */
  onAfterClose?: () => void;
  /** Extra classes for the sheet panel. */
  className?: string;
  /** Render inside this container (defaults to document.body). */
  container?: HTMLElement | null;
};

type DragState = { pointerId: number; startY: number; active: boolean };

/**
 * A half-height bottom sheet (vaul drawer over a Radix modal dialog): focus is trapped while open and
 * returns to the element that opened it; Escape, the overlay, the close button or a downward drag of
 * more than SHEET_CLOSE_DRAG_PX close it. The drag is measured here rather than with vaul's
 * `closeThreshold`, which is a fraction of the sheet height and also closes on any fast flick.
 */
export function BottomSheet({ open, onOpenChange, title, description, children, onAfterClose, className, container }: BottomSheetProps) {
  // Stays true for SHEET_CLEANUP_MS after closing so the sheet can slide out before it unmounts.
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);

  const onAfterCloseRef = useLatest(onAfterClose);
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const drag = useRef<DragState | null>(null);

  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      resetTransform(contentRef.current, false);
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      // Give focus back at once rather than when the content finally unmounts.
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    }
    if (!present) return;
    const id = window.setTimeout(() => {
      setPresent(false);
      onAfterCloseRef.current?.();
    }, SHEET_CLEANUP_MS);
    return () => window.clearTimeout(id);
  }, [open, present, onAfterCloseRef]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!open || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const body = bodyRef.current;
    // Inside a scrolled list the gesture scrolls back up first.
    if (body && body.contains(event.target as Node) && body.scrollTop > 0) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, active: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    const sheet = contentRef.current;
    if (!state || !sheet || event.pointerId !== state.pointerId) return;
    const dy = event.clientY - state.startY;
    if (!state.active) {
      if (dy < -DRAG_SLOP_PX) drag.current = null;
      if (dy < DRAG_SLOP_PX) return;
      state.active = true;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic or already released pointers cannot be captured; the drag still works.
      }
    }
    sheet.style.transition = 'none';
    sheet.style.transform = `translate3d(0, ${Math.max(0, dy)}px, 0)`;
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const state = drag.current;
    if (!state || event.pointerId !== state.pointerId) return;
    drag.current = null;
    if (!state.active) return;
    if (!cancelled && event.clientY - state.startY > SHEET_CLOSE_DRAG_PX) {
      onOpenChange(false);
    } else {
      resetTransform(contentRef.current, true);
    }
  };

  const animation = (closed: boolean) => ({
    animationDuration: `${SHEET_CLEANUP_MS}ms`,
    // Hold the slid-out position until unmount instead of snapping back when the animation ends.
    animationFillMode: closed ? 'forwards' : undefined,
  });

  return (
    // vaul's autoFocus moves focus into the opened sheet (a modal dialog), not a page-load autofocus.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <Drawer.Root open={open} onOpenChange={onOpenChange} handleOnly autoFocus container={container}>
      {present && (
        <Drawer.Portal forceMount>
          <Drawer.Overlay
            forceMount
            data-slot="bottom-sheet-overlay"
            style={animation(!open)}
            className="fixed inset-0 z-overlay bg-black/50 data-[state=closed]:pointer-events-none"
          />
          <Drawer.Content
            ref={contentRef}
            forceMount
            data-slot="bottom-sheet"
            {...(description ? {} : { 'aria-describedby': undefined })}
            style={animation(!open)}
            onOpenAutoFocus={() => {
              returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              // Focus was already given back when the sheet closed; do not move it again on unmount.
              event.preventDefault();
            }}
            className={cn(
              'fixed inset-x-0 bottom-0 z-overlay mx-auto flex h-[50dvh] w-full max-w-column flex-col rounded-t-xl border-t border-border bg-card text-card-foreground shadow-lg outline-none data-[state=closed]:pointer-events-none',
              className,
            )}
          >
            <div
              data-slot="bottom-sheet-frame"
              className="flex min-h-0 flex-1 flex-col"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={(event) => endDrag(event, false)}
              onPointerCancel={(event) => endDrag(event, true)}
            >
              <div
                data-slot="bottom-sheet-handle"
                aria-hidden
                className="flex h-6 shrink-0 cursor-grab touch-none items-center justify-center"
              >
                <span className="h-1.5 w-10 rounded-pill bg-border" />
              </div>
              <div data-slot="bottom-sheet-header" className="flex shrink-0 touch-none items-start gap-2 pr-2 pb-2 pl-4">
                <div className="min-w-0 flex-1 pt-1.5">
                  <Drawer.Title data-slot="bottom-sheet-title" className="text-base leading-snug font-bold">
                    {title}
                  </Drawer.Title>
                  {description && (
                    <Drawer.Description data-slot="bottom-sheet-description" className="mt-1 text-sm text-muted-foreground">
                      {description}
                    </Drawer.Description>
                  )}
                </div>
                <Drawer.Close
                  data-slot="bottom-sheet-close"
                  aria-label="닫기"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5"
                >
                  <X aria-hidden />
                </Drawer.Close>
              </div>
              <div
                ref={bodyRef}
                data-slot="bottom-sheet-body"
                className="min-h-0 flex-1 touch-pan-y overflow-y-auto overscroll-contain px-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
              >
                {children}
              </div>
            </div>
          </Drawer.Content>
        </Drawer.Portal>
      )}
    </Drawer.Root>
  );
}

function resetTransform(sheet: HTMLElement | null, animate: boolean) {
  if (!sheet) return;
  sheet.style.transition = animate ? `transform ${SHEET_CLEANUP_MS}ms cubic-bezier(0.32, 0.72, 0, 1)` : '';
  sheet.style.transform = '';
}
