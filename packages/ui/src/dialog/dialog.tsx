import { useRef, type ComponentProps, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { buttonVariants } from '../button/button';
import { cn } from '../lib/cn';

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogContentVariants = cva(
  'fixed top-1/2 left-1/2 z-overlay flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl outline-none',
  {
    variants: {
      size: {
        sm: 'max-w-[340px]',
        md: 'max-w-[400px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Maximum width: 'sm' 340 px or 'md' 400 px (default). */
    size?: VariantProps<typeof dialogContentVariants>['size'];
    /** A top-right close button labelled '닫기'. */
    showCloseButton?: boolean;
    /** Render inside this container (defaults to document.body). */
    container?: HTMLElement | null;
  };

/** A centred modal panel over a dimmed page: focus is trapped inside, Escape closes, focus returns to the trigger. */
export function DialogContent({
  className,
  children,
  size,
  showCloseButton = true,
  container,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix gives focus back only to a <DialogTrigger>; controlled dialogs opened from any button need this.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-overlay bg-black/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), showCloseButton && 'pr-12', className)}
        onOpenAutoFocus={(event) => {
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = returnFocus.current;
          returnFocus.current = null;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            aria-label="닫기"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5"
          >
            <X aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg leading-snug font-bold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm leading-relaxed text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('mt-1 flex gap-2 [&>*]:flex-1', className)} {...props} />;
}

export type ConfirmDialogProps = {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with false on cancel, Escape or after confirm. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. '리뷰를 삭제할까요?'; the dialog's accessible name. */
  title: ReactNode;
  /** Optional detail under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** Text of the confirm button; '확인' by default. */
  confirmLabel?: string;
  /** Text of the cancel button, which gets the initial focus; '취소' by default. */
  cancelLabel?: string;
  /** 'danger' for destructive actions (삭제, 연동 해제): the confirm button turns red. */
  tone?: 'default' | 'danger';
  /** Called on confirm; the dialog then closes. */
  onConfirm: () => void;
  /** Render inside this container (defaults to document.body). */
  container?: HTMLElement | null;
};

/**
 * A yes/no question (role=alertdialog): focus starts on the cancel button, so Enter never confirms by
 * accident; a press outside does not dismiss it, Escape and the cancel button do.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = '확인',
  cancelLabel = '취소',
  tone = 'default',
  onConfirm,
  container,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        size="sm"
        showCloseButton={false}
        container={container}
        data-tone={tone}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogFooter>
          <DialogClose ref={cancelRef} className={buttonVariants({ variant: 'secondary' })}>
            {cancelLabel}
          </DialogClose>
          <button
            type="button"
            data-slot="confirm-dialog-confirm"
            className={buttonVariants({ variant: tone === 'danger' ? 'danger' : 'primary' })}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
