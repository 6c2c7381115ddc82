import { useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { User } from 'lucide-react';
import { cn } from '../lib/cn';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-sm [&_svg]:size-4',
        md: 'size-10 text-base [&_svg]:size-5',
        lg: 'size-16 text-2xl [&_svg]:size-8',
        xl: 'size-24 text-4xl [&_svg]:size-12',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** Diameter: 'sm' 32 px, 'md' 40 px (default), 'lg' 64 px, 'xl' 96 px. */
    size?: VariantProps<typeof avatarVariants>['size'];
    /** Image URL; when missing or failing to load, the name's initial (or a person icon) shows instead. */
    src?: string | null;
    /** Display name: the placeholder shows its first letter. */
    name?: string | null;
    /**
     * Accessible name ('{name}의 프로필 사진' style). Leave empty when the name is printed beside the avatar,
     * so it is not read twice.
     */
    alt?: string;
  };

/** A round profile image; on a missing or failed image, the name's initial or a person icon. */
export function Avatar({ src, name, alt = '', size, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src != null && src !== '' && failedSrc !== src;
  const initial = name?.trim() ? Array.from(name.trim())[0]!.toUpperCase() : null;
  return (
    <span
      data-slot="avatar"
      data-state={showImage ? 'image' : 'placeholder'}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {showImage ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} className="size-full object-cover" />
      ) : initial ? (
        <span data-slot="avatar-initial">{initial}</span>
      ) : (
        <User data-slot="avatar-icon" aria-hidden />
      )}
    </span>
  );
}
