import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLatest } from '../lib/use-latest';

export type ToastType = 'success' | 'error' | 'info';
/** 'single': one toast at a time, a new one replaces it (the app shell). 'stacked': up to three. */
export type ToastMode = 'single' | 'stacked';
export type ToastAction = { label: string; onClick: () => void };
export type ToastOptions = {
  description?: string;
  action?: ToastAction;
  /** Overrides the mode's duration for this toast (ms). */
  duration?: number;
};
export type ToastItem = {
  id: number;
  type: ToastType;
  message: string;
  description?: string;
  action?: ToastAction;
  duration: number;
};
export type ToastApi = {
  success: (message: string, options?: ToastOptions) => number;
  error: (message: string, options?: ToastOptions) => number;
  info: (message: string, options?: ToastOptions) => number;
  /** Dismiss one toast by id, or all of them. */
  dismiss: (id?: number) => void;
};

/** How many toasts are visible at once and how long each stays, per mode (spec decision 1). */
export const TOAST_MODES = {
  single: { visible: 1, durationMs: 3000 },
  stacked: { visible: 3, durationMs: 4000 },
} as const satisfies Record<ToastMode, { visible: number; durationMs: number }>;

/** Distance from the bottom of the screen when the bottom navigation shows, and otherwise (spec 3 §2.1). */
export const TOAST_OFFSET_WITH_NAV_PX = 65;
export const TOAST_OFFSET_PX = 25;

export function toastBottomOffset(withBottomNav: boolean): number {
  return withBottomNav ? TOAST_OFFSET_WITH_NAV_PX : TOAST_OFFSET_PX;
}

type ToastContextValue = { toasts: ToastItem[]; api: ToastApi };

const ToastContext = createContext<ToastContextValue | null>(null);

function useToastContext(caller: string): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`${caller} must be used inside <ToastProvider>`);
  return context;
}

export type ToastProviderProps = {
  /** 'single' (default): one toast, 3000 ms, a new one replaces it; 'stacked': up to 3 visible, 4000 ms each. */
  mode?: ToastMode;
  /** Overrides the mode's duration (ms) for every toast. */
  duration?: number;
  /** The app (or part of it) that may call useToast(). */
  children?: ReactNode;
};

/** Holds the toast queue; render one <ToastHost> inside it and call useToast() anywhere below. */
export function ToastProvider({ mode = 'single', duration, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const settings = useLatest({ visible: TOAST_MODES[mode].visible, duration: duration ?? TOAST_MODES[mode].durationMs });

  const dismiss = useCallback((id?: number) => {
    setToasts((list) => (id === undefined ? [] : list.filter((toast) => toast.id !== id)));
  }, []);

  const show = useCallback(
    (type: ToastType, message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const { visible, duration: modeDuration } = settings.current;
      const toast: ToastItem = {
        id,
        type,
        message,
        description: options.description,
        action: options.action,
        duration: options.duration ?? modeDuration,
      };
      // The newest is last; beyond the visible count the oldest are dropped (in 'single' mode: replaced).
      setToasts((list) => [...list, toast].slice(-visible));
      return id;
    },
    [settings],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  const value = useMemo(() => ({ toasts, api }), [toasts, api]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** `const toast = useToast(); toast.success('위시리스트에 추가했어요')`. */
export function useToast(): ToastApi {
  return useToastContext('useToast').api;
}

export const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-2.5 rounded-lg border border-border bg-card py-3 pr-1.5 pl-3.5 text-card-foreground shadow-lg',
  {
    variants: {
      type: {
        success: '[&_[data-slot=toast-icon]]:text-success',
        error: '[&_[data-slot=toast-icon]]:text-danger',
        info: '[&_[data-slot=toast-icon]]:text-primary',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export type ToastHostProps = {
  /** True on screens that show the bottom navigation: the toasts sit above it. */
  withBottomNav?: boolean;
  /** Extra classes for the fixed container that holds the toasts. */
  className?: string;
};

/**
 * Shows the provider's toasts at the bottom of the app column. Errors are announced assertively
 * (role=alert), the rest politely (role=status); both live regions stay in the page so screen
 * readers notice what is added to them.
 */
export function ToastHost({ withBottomNav = false, className }: ToastHostProps) {
  const { toasts, api } = useToastContext('ToastHost');
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  const offset = toastBottomOffset(withBottomNav);
  const region = 'flex flex-col gap-2';
  return (
    <div
      data-slot="toast-host"
      data-offset={offset}
      style={{ bottom: `calc(${offset}px + env(safe-area-inset-bottom, 0px))` }}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[60] mx-auto flex w-full max-w-column flex-col px-4',
        errors.length > 0 && others.length > 0 && 'gap-2',
        className,
      )}
    >
      <div role="alert" aria-live="assertive" data-slot="toast-region-assertive" className={region}>
        {errors.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={api.dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" data-slot="toast-region-polite" className={region}>
        {others.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={api.dismiss} />
        ))}
      </div>
    </div>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { id, type, message, description, action, duration } = toast;
  const Icon = icons[type];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration);

  // The clock stops while the pointer is over the toast or focus is inside it, so its action stays reachable.
  useEffect(() => {
    if (paused) return;
    const startedAt = performance.now();
    const timer = window.setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= performance.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  return (
    <div
      data-slot="toast"
      data-type={type}
      className={toastVariants({ type })}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Icon data-slot="toast-icon" aria-hidden className="mt-px size-5 shrink-0" />
      <div className="min-w-0 flex-1 py-px">
        <p data-slot="toast-message" className="text-sm leading-snug font-semibold">
          {message}
        </p>
        {description && (
          <p data-slot="toast-description" className="mt-0.5 text-[13px] leading-snug text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {action && (
        <button
          type="button"
          data-slot="toast-action"
          className="-my-1 h-8 shrink-0 rounded-md px-2 text-sm font-semibold text-primary outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => {
            action.onClick();
            onDismiss(id);
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        data-slot="toast-close"
        aria-label="닫기"
        className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
        onClick={() => onDismiss(id)}
      >
        <X aria-hidden />
      </button>
    </div>
  );
}
