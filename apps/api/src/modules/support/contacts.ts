import type { SupportContact } from '@gameshelf/contracts';

/** The team's channels as configured (config.ts `SUPPORT_*`); a channel without a value is left out. */
export type SupportConfig = {
  messengerLabel: string;
  messengerUrl: string | undefined;
  socialLabel: string;
  socialHandle: string | undefined;
  socialUrl: string | undefined;
  email: string | undefined;
};

export const DEFAULT_SUPPORT_CONFIG: SupportConfig = {
  messengerLabel: '카카오톡 채널',
  messengerUrl: 'https://pf.kakao.com/_gameshelf',
  socialLabel: '인스타그램',
  socialHandle: '@gameshelf.kr',
  socialUrl: 'https://www.instagram.com/gameshelf.kr',
  email: 'support@gameshelf.kr',
};

/** The feedback dialog's list: messenger (its link is what users copy), social handle, e-mail. */
export function supportContactsOf(config: SupportConfig): SupportContact[] {
  const contacts: SupportContact[] = [];
  if (config.messengerUrl)
    contacts.push({ kind: 'messenger', label: config.messengerLabel, value: config.messengerUrl, url: config.messengerUrl });
  if (config.socialHandle)
    contacts.push({ kind: 'social', label: config.socialLabel, value: config.socialHandle, url: config.socialUrl ?? null });
  if (config.email) contacts.push({ kind: 'email', label: '이메일', value: config.email, url: `mailto:${config.email}` });
  return contacts;
}
