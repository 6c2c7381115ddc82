import { commonMessages } from '@gameshelf/contracts';
import { buttonVariants, NotFoundState, UiLink } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Any path the app does not know (spec 3 §2.1). */
export function NotFoundScreen() {
  useDocumentTitle('페이지를 찾을 수 없습니다');
  return (
    <NotFoundState
      className="flex-1"
      title={commonMessages.pageNotFound}
      description="주소가 올바른지 확인해 주세요."
      action={
        <UiLink href={paths.home} className={buttonVariants()}>
          홈으로 가기
        </UiLink>
      }
    />
  );
}

export { NotFoundScreen as Component };
