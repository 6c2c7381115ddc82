import { HttpResponse } from 'msw';
import { listSupportContacts, type SupportContacts } from '@gameshelf/contracts';
import { handle } from './endpoint.ts';
import { serverError } from './replies.ts';

export const fixtureSupportContacts: SupportContacts = {
  contacts: [
    { kind: 'messenger', label: '카카오톡 채널', value: 'https://pf.kakao.com/_gameshelf', url: 'https://pf.kakao.com/_gameshelf' },
    { kind: 'social', label: '인스타그램', value: '@gameshelf.kr', url: 'https://www.instagram.com/gameshelf.kr' },
    { kind: 'email', label: '이메일', value: 'support@gameshelf.kr', url: 'mailto:support@gameshelf.kr' },
  ],
};

/** The team's channels (the feedback dialog, the store guides' support links), under the key `supportContacts`. */
export const supportHandlers = {
  loaded: [handle(listSupportContacts, () => HttpResponse.json(fixtureSupportContacts))],
  error: [handle(listSupportContacts, serverError)],
};
