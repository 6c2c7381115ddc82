import { useSearchParams } from 'react-router-dom';
import { UserRoundCheck } from 'lucide-react';
import { AccountConflictQuerySchema, OAUTH_PROVIDER_LABELS } from '@gameshelf/contracts';
import { buttonVariants, cn, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProviderLogin } from '../lib/use-provider-login.ts';
import { ProviderLoginButton } from './provider-login-button.tsx';

const TITLE = '이미 가입된 이메일이에요';

/**
 * /auth/account-conflict (docs/decisions.md: one e-mail, one account): the e-mail of the social account
 * just used already belongs to an account made with another provider. Offers sign-in with that one.
 * A query that does not name two known providers gets the general explanation.
 */
export function AccountConflictScreen() {
  useDocumentTitle(TITLE);
  const [searchParams] = useSearchParams();
  const query = AccountConflictQuerySchema.safeParse(Object.fromEntries(searchParams));
  const providerLogin = useProviderLogin();
  const existing = query.success ? query.data.existingProvider : null;

  return (
    <div data-slot="account-conflict-screen" className="flex flex-1 flex-col justify-center gap-8 px-6 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden className="flex size-16 items-center justify-center rounded-2xl bg-primary/10">
          <UserRoundCheck className="size-9 text-primary" />
        </span>
        <h1 className="text-xl font-bold">{TITLE}</h1>
        {query.success && existing ? (
          <p className="text-sm leading-relaxed text-muted-foreground">
            {OAUTH_PROVIDER_LABELS[query.data.provider]} 계정의 이메일은 이미{' '}
            <strong className="font-semibold text-foreground">{OAUTH_PROVIDER_LABELS[existing]} 계정</strong>으로 가입되어 있어요.
            <br />
            가입할 때 사용한 {OAUTH_PROVIDER_LABELS[existing]} 계정으로 로그인해주세요.
          </p>
        ) : (
          <p className="text-sm leading-relaxed text-muted-foreground">
            이 이메일은 이미 다른 로그인 방법으로 가입되어 있어요.
            <br />
            처음 가입할 때 사용한 방법으로 로그인해주세요.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3">
        {existing && (
          <ProviderLoginButton
            provider={existing}
            onStart={providerLogin.start}
            busy={providerLogin.busyProvider === existing}
            unavailableMessage={providerLogin.unavailable[existing]}
          />
        )}
        <UiLink href={paths.login} className={cn(buttonVariants({ variant: existing ? 'ghost' : 'primary', size: 'lg' }), 'w-full')}>
          {existing ? '다른 방법으로 로그인' : '로그인 화면으로'}
        </UiLink>
      </div>
    </div>
  );
}

export { AccountConflictScreen as Component };
