import { useRef, type PointerEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cn } from '../lib/cn';

/** A horizontal swipe longer than this changes the image. */
export const LIGHTBOX_SWIPE_PX = 50;

export type LightboxImage = { src: string; alt: string };

export type LightboxProps = {
  /** The images to page through: src and alt text each. */
  images: LightboxImage[];
  /** Whether the viewer is shown (controlled). */
  open: boolean;
  /** 0-based index of the image shown; the title reads 'n / total'. */
  index: number;
  /** Called with false when the viewer asks to close (close button, Escape). */
  onOpenChange: (open: boolean) => void;
  /** Called with the next index (wrapping around) on arrow button, arrow key or swipe of more than 50 px. */
  onIndexChange: (index: number) => void;
  /** Accessible dialog title; '스크린샷' by default. */
  title?: string;
  /** Extra classes for the full-screen content panel. */
  className?: string;
  /** Render inside this container (defaults to document.body). */
  container?: HTMLElement | null;
};

/** Index after moving by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

const navButton =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white outline-none transition-colors hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white [&_svg]:size-6';

/** Full-screen image viewer (a Radix dialog): arrows, ArrowLeft/ArrowRight, swipe, Escape closes. */
export function Lightbox({ images, open, index, onOpenChange, onIndexChange, title = '스크린샷', className, container }: LightboxProps) {
  const count = images.length;
  const current = images[Math.min(Math.max(index, 0), Math.max(count - 1, 0))];
  const swipeStart = useRef<number | null>(null);
  const go = (step: number) => {
    if (count > 1) onIndexChange(wrapIndex(index, step, count));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > LIGHTBOX_SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay data-slot="lightbox-overlay" className="fixed inset-0 z-overlay bg-overlay" />
        <Dialog.Content
          data-slot="lightbox"
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            }
          }}
          className={cn('fixed inset-0 z-overlay mx-auto flex w-full max-w-column flex-col text-white outline-none', className)}
        >
          <div className="flex h-14 items-center justify-between px-2">
            <Dialog.Title data-slot="lightbox-title" className="px-2 text-sm font-medium tabular-nums">
              <span className="sr-only">{title} </span>
              {count > 0 ? `${index + 1} / ${count}` : ''}
            </Dialog.Title>
            <Dialog.Close
              data-slot="lightbox-close"
              aria-label="닫기"
              className="inline-flex size-11 items-center justify-center rounded-full outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white [&_svg]:size-6"
            >
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <div
            data-slot="lightbox-stage"
            className="relative flex flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            {current && (
              <img
                key={current.src}
                src={current.src}
                alt={current.alt}
                draggable={false}
                data-slot="lightbox-image"
                className="max-h-full max-w-full object-contain"
              />
            )}
            {count > 1 && (
              <>
                <button type="button" aria-label="이전 이미지" className={cn(navButton, 'left-2')} onClick={() => go(-1)}>
                  <ChevronLeft aria-hidden />
                </button>
                <button type="button" aria-label="다음 이미지" className={cn(navButton, 'right-2')} onClick={() => go(1)}>
                  <ChevronRight aria-hidden />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
