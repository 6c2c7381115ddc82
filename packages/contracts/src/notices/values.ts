/** Spec 2 §9. */
export const NOTICES_PAGE_SIZE = 20;
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_SUMMARY_MAX = 200;
export const NOTICE_CONTENT_MAX = 50_000;
/**
 * The notices the login screen links as terms and privacy policy (spec 1 §2, spec 2 §2: fixed ids,
 * values not given). A fresh install seeds them under these ids (docs/decisions.md).
 */
export const TERMS_NOTICE_ID = 1;
export const PRIVACY_NOTICE_ID = 2;
