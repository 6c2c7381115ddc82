import '../zod-config.ts';
import { z } from 'zod';
import { SUPPORT_CONTACT_KINDS } from './values.ts';

/** One way to reach the team: what the dialog shows and copies (`value`), and where a tap opens (`url`). */
export const SupportContactSchema = z.object({
  kind: z.enum(SUPPORT_CONTACT_KINDS),
  /** The channel's name, e.g. '카카오톡 채널'. */
  label: z.string(),
  value: z.string(),
  url: z.string().nullable(),
});
export type SupportContact = z.infer<typeof SupportContactSchema>;

/** `listSupportContacts`: the configured channels, messenger, social and e-mail in that order. */
export const SupportContactsSchema = z.object({ contacts: z.array(SupportContactSchema) });
export type SupportContacts = z.infer<typeof SupportContactsSchema>;
