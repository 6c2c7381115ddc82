/**
 * The notices the login screen links as terms and privacy policy (spec 2 §2: fixed notice ids,
 * values not given). Ids 1 and 2 are reserved for them in the notice data (docs/decisions.md).
 */
export const TERMS_NOTICE_ID = 1;
export const PRIVACY_NOTICE_ID = 2;
