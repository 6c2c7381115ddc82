import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ExternalLink, Link2, LoaderCircle } from 'lucide-react';
import { gogConnectInputError, gogMessages, type GogConnectRequest } from '@gameshelf/contracts';
import { BackHeader, Button, buttonVariants, cn, TextArea, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { SupportChatLink } from '../../../components/support-chat-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConnectGog, useRequestGogAuthUrl } from '../api/connect-gog.ts';
import { GogConnectFormSchema } from '../lib/connect-form.ts';
import { openGogLoginPopup } from '../lib/gog-login-popup.ts';
import { GogAddressBarIllustration, GogBlankPageIllustration } from './gog-login-illustrations.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { supportContactsQueryOptions } from '../../../entities/support/support-contacts.ts';

const TITLE = 'GOG 계정 연결';

export const INPUT_LABEL = 'GOG 로그인 후 주소(URL) 또는 코드';
export const OPEN_LOGIN = 'GOG 로그인 창 열기';
export const OPEN_LOGIN_IN_TAB = 'GOG 로그인 페이지 새 탭에서 열기';
export const CONNECT = '연결 완료하기';
export const CONNECTING = '연결하는 중...';

/** Where a linked account goes: my page, which sends it on to the library's greeting (spec 3 §2.2). */
export const CONNECTED_PATH = `${paths.myPage}?gogConnected=true`;

/**
 * /gog/connect/guide (login; spec 3 §2.3): 1) open GOG's login in a 600×700 popup, 2) log in until the
 * blank page, 3) copy its whole address and paste it; '연결 완료하기' links the account (disabled while
 * it runs or the field is blank), '이전으로' goes back to /gog/connect, and the chat channel is there for help.
 */
export function GogConnectGuideScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void navigate(paths.gogConnect)} />
      <GogConnectGuide />
    </div>
  );
}

function GuideStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
      >
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2.5 pt-0.5">
        <h2 className="text-[15px] font-semibold">{title}</h2>
        {children}
      </div>
    </li>
  );
}

function GogConnectGuide() {
  const navigate = useNavigate();
  const toast = useToast();
  const authUrl = useRequestGogAuthUrl();
  const connect = useConnectGog();
  const form = useContractForm(GogConnectFormSchema, { defaultValues: { urlOrCode: '' } });
  const input = useWatch({ control: form.control, name: 'urlOrCode' });
  // The login address, kept when the browser blocked the popup: a link the user can press opens it instead.
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const blank = gogConnectInputError(input) !== null;

  const openLogin = () =>
    authUrl.mutate(undefined, {
      onSuccess: ({ authUrl: url }) => {
        if (openGogLoginPopup(url)) {
          setBlockedUrl(null);
          toast.info(gogMessages.popupHint);
        } else {
          setBlockedUrl(url);
          toast.info(gogMessages.popupBlocked);
        }
      },
      onError: () => toast.error(gogMessages.connectPrepareFailed),
    });

  const submit = ({ urlOrCode }: GogConnectRequest) => {
    if (connect.isPending) return;
    connect.mutate(urlOrCode, {
      onSuccess: ({ success, message }) => {
        if (!success) {
          toast.error(gogMessages.connectUnsuccessful(message));
          return;
        }
        toast.success(gogMessages.connectDone);
        void navigate(CONNECTED_PATH, { replace: true });
      },
      // GOG out of reach (503) or no answer: the server's or the network's words say more.
      onError: (error) =>
        toast.error(error instanceof ApiError && (error.status === 503 || error.status === 0) ? error.message : gogMessages.connectFailed),
    });
  };

  // Ctrl+Enter (⌘+Enter) sends the form from the field too, where Enter starts a new line.
  const submitOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    // Nothing pasted is said in a toast (the field stays quiet), as the button is disabled until then.
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={(errors) => toast.error(errors.urlOrCode?.message ?? gogMessages.inputRequired)}
      className="flex flex-1 flex-col gap-6 px-gutter py-6"
    >
      <p className="text-sm text-muted-foreground">
        GOG 공식 로그인 페이지에서 로그인한 뒤, 마지막에 나타나는 주소를 붙여넣으면 연결이 끝나요.
      </p>

      <ol aria-label="GOG 계정 연결 순서" className="flex flex-col gap-6">
        <GuideStep number={1} title="GOG 로그인 창 열기">
          <p className="text-sm text-muted-foreground">버튼을 누르면 GOG 공식 로그인 페이지가 새 창으로 열려요.</p>
          <Button type="button" variant="outline" onClick={openLogin} disabled={authUrl.isPending} aria-busy={authUrl.isPending}>
            {authUrl.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <ExternalLink aria-hidden />}
            {authUrl.isPending ? '여는 중...' : OPEN_LOGIN}
          </Button>
          {blockedUrl && (
            <a
              href={blockedUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="gog-login-link"
              className={cn(buttonVariants({ variant: 'secondary' }), 'w-full')}
            >
              <ExternalLink aria-hidden />
              {OPEN_LOGIN_IN_TAB}
              <span className="sr-only">(새 창)</span>
            </a>
          )}
        </GuideStep>

        <GuideStep number={2} title="GOG 계정으로 로그인하기">
          <p className="text-sm text-muted-foreground">
            로그인을 마치면 아무것도 없는 하얀 페이지가 나타나요. 정상이니 창을 닫지 말고 다음 단계로 넘어가세요.
          </p>
          <GogBlankPageIllustration />
        </GuideStep>

        <GuideStep number={3} title="주소창의 URL 전체 복사해 붙여넣기">
          <p className="text-sm text-muted-foreground">하얀 페이지 주소창의 URL을 처음부터 끝까지 복사해 아래 칸에 붙여넣어 주세요.</p>
          <GogAddressBarIllustration />
          <FormField
            control={form.control}
            name="urlOrCode"
            render={(field) => (
              <TextArea
                {...field}
                error={undefined}
                label={INPUT_LABEL}
                rows={4}
                placeholder="https://embed.gog.com/on_login_success?origin=client&code=..."
                hint="code= 뒤의 코드만 붙여넣어도 돼요."
                readOnly={connect.isPending}
                onKeyDown={submitOnShortcut}
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
              />
            )}
          />
        </GuideStep>
      </ol>

      <div className="mt-auto flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={connect.isPending || blank} aria-busy={connect.isPending}>
          {connect.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
          {connect.isPending ? CONNECTING : CONNECT}
        </Button>
        <Button type="button" size="lg" variant="ghost" onClick={() => void navigate(paths.gogConnect)}>
          이전으로
        </Button>
      </div>

      <SupportChatLink lead="연결이 잘 되지 않는다면" />
    </Form>
  );
}

export { GogConnectGuideScreen as Component };

/** Starts loading the support channels the guide links to. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(supportContactsQueryOptions());
  return null;
};
