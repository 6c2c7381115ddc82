import { describe, expect, it } from 'vitest';
import { steamMessages } from '@gameshelf/contracts';
import { linkErrorMessage, storeLinkReturn, withoutStoreLinkReturn } from './store-link-return.ts';

const returnOf = (query: string) => storeLinkReturn(new URLSearchParams(query));

describe('storeLinkReturn', () => {
  it('goes on to the linked library', () => {
    expect(returnOf('steamConnected=true')).toEqual({ kind: 'library', to: '/steam/library?connected=true' });
    expect(returnOf('gogConnected=true')).toEqual({ kind: 'library', to: '/gog/library?connected=true' });
  });

  it('names each link failure, and the generic one for anything else', () => {
    expect(returnOf('error=verification_failed')).toEqual({ kind: 'failed', message: steamMessages.linkErrors.verification_failed });
    expect(returnOf('error=processing_failed')).toEqual({ kind: 'failed', message: steamMessages.linkErrors.processing_failed });
    expect(returnOf('error=account_in_use')).toEqual({ kind: 'failed', message: steamMessages.linkErrors.account_in_use });
    expect(returnOf('error=something_else')).toEqual({ kind: 'failed', message: steamMessages.linkFailedGeneric });
    expect(linkErrorMessage('')).toBe(steamMessages.linkFailedGeneric);
  });

  it('does nothing without the parameters', () => {
    expect(returnOf('')).toBeNull();
    expect(returnOf('steamConnected=false&tab=reviews')).toBeNull();
  });
});

describe('withoutStoreLinkReturn', () => {
  it('drops the return parameters and keeps the rest', () => {
    expect(withoutStoreLinkReturn(new URLSearchParams('error=verification_failed&tab=reviews')).toString()).toBe('tab=reviews');
  });
});
