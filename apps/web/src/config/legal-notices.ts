/**
 * The notices the login screen links as terms and privacy policy: the contract's fixed ids, seeded
 * on a fresh install (docs/decisions.md).
 */
export { PRIVACY_NOTICE_ID, TERMS_NOTICE_ID } from '@gameshelf/contracts';
