import { ShieldAlert } from 'lucide-react';
import { adminMessages } from '@gameshelf/contracts';
import { buttonVariants, EmptyState, UiLink } from '@gameshelf/ui';
import { paths } from '../config/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * An admin page refused (spec 3 §6): the web guard found no admin role, or the server answered 403.
 * Says so and leads home.
 */
export function AccessDenied() {
  useDocumentTitle('접근 권한 없음');
  return (
    <div className="flex min-h-dvh flex-1 flex-col">
      <EmptyState
        className="flex-1"
        icon={<ShieldAlert aria-hidden className="size-10" />}
        title={adminMessages.adminRequired}
        description={adminMessages.accessDenied}
        action={
          <UiLink href={paths.home} className={buttonVariants()}>
            {adminMessages.goHome}
          </UiLink>
        }
      />
    </div>
  );
}
