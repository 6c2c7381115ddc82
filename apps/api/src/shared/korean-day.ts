/** Korean calendar days are the contract's (contracts/common/dates.ts), so the mocks count them the same way. */
export { KOREA_TIME_ZONE, koreanDay } from '@gameshelf/contracts';
