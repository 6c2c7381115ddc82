import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { OAUTH_PROVIDER_LABELS, type OAuthProvider } from '@gameshelf/contracts';
import { Button, cn } from '@gameshelf/ui';

/** Each provider's brand colours (the same in both themes, except Google's neutral button). */
const providerButtonClass: Record<OAuthProvider, string> = {
  google: '',
  kakao: 'bg-[#fee500] text-[#191919] hover:bg-[#f2d900]',
  discord: 'bg-[#5865f2] text-white hover:bg-[#4752c4]',
};

/** 'Google로 계속하기' (every provider label ends in a vowel or ㄹ, so 로 fits). */
export const providerButtonLabel = (provider: OAuthProvider): string => `${OAUTH_PROVIDER_LABELS[provider]}로 계속하기`;

export interface ProviderLoginButtonProps {
  provider: OAuthProvider;
  onStart: (provider: OAuthProvider) => void;
  /** This provider's address is being fetched or opened. */
  busy?: boolean;
  /** Not usable for now: another sign-in is starting, or the server has not said which providers it offers. */
  disabled?: boolean;
  /** The server's message when the provider is not available; the button is disabled with it shown below. */
  unavailableMessage?: string;
  className?: string;
}

/** One social sign-in button, with the server's 'not available' message under it when there is one. */
export function ProviderLoginButton({
  provider,
  onStart,
  busy = false,
  disabled = false,
  unavailableMessage,
  className,
}: ProviderLoginButtonProps) {
  const messageId = useId();
  return (
    <div data-slot="provider-login" data-provider={provider} className={cn('flex flex-col gap-1.5', className)}>
      <Button
        size="lg"
        // Kakao and Discord bring their own colours: no variant's colours under them.
        variant={provider === 'google' ? 'outline' : null}
        className={cn('w-full', providerButtonClass[provider])}
        disabled={disabled || busy || unavailableMessage !== undefined}
        aria-busy={busy || undefined}
        aria-describedby={unavailableMessage ? messageId : undefined}
        onClick={() => onStart(provider)}
      >
        {busy && <LoaderCircle aria-hidden className="animate-spin" />}
        {providerButtonLabel(provider)}
      </Button>
      {unavailableMessage && (
        <p id={messageId} role="status" data-slot="provider-login-unavailable" className="text-center text-[13px] text-muted-foreground">
          {unavailableMessage}
        </p>
      )}
    </div>
  );
}
