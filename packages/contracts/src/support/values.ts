/** The feedback dialog's channels (spec 2 §1), in the order it lists them. */
export const SUPPORT_CONTACT_KINDS = ['messenger', 'social', 'email'] as const;
export type SupportContactKind = (typeof SUPPORT_CONTACT_KINDS)[number];
