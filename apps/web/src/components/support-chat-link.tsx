import { MessageCircle } from 'lucide-react';
import { chatSupportContact, useSupportContacts } from '../entities/support/support-contacts.ts';

/**
 * '{lead} [chat channel]로 문의해주세요.' under a store guide (Steam's privacy settings, GOG's login),
 * shown once the team's chat channel is known.
 */
export function SupportChatLink({ lead }: { lead: string }) {
  const contacts = useSupportContacts();
  const chat = contacts.data ? chatSupportContact(contacts.data.contacts) : null;
  if (!chat?.url) return null;
  return (
    <p className="text-center text-[13px] text-muted-foreground">
      {lead}{' '}
      <a
        href={chat.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2"
      >
        <MessageCircle aria-hidden className="size-3.5" />
        {chat.label}
        <span className="sr-only">(새 창)</span>
      </a>
      로 문의해주세요.
    </p>
  );
}
