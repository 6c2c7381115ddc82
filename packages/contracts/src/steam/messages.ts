import { STEAM_PROFILE_PRIVATE, type SteamLinkError } from './values.ts';

/** The counts of a Steam wishlist import, as its message tells them. */
type WishlistImportCounts = { steamItems: number; imported: number; alreadyInWishlist: number; notInCatalog: number; overLimit: number };

/** What an import skipped: '이미 있던 2개, 카탈로그에 없는 1개'. */
const skippedParts = (c: WishlistImportCounts): string =>
  [
    c.alreadyInWishlist > 0 && `이미 있던 ${c.alreadyInWishlist}개`,
    c.notInCatalog > 0 && `게임셸프에 없는 ${c.notInCatalog}개`,
    c.overLimit > 0 && `한도를 넘은 ${c.overLimit}개`,
  ]
    .filter((part) => part !== false)
    .join(', ');

/** Steam linking copy (spec 3 §2.2, §5, §8); English-only spec strings in natural Korean. */
export const steamMessages = {
  cooldown: (minutes: number) => `동기화는 ${minutes}분 후에 가능합니다`,
  cooldownHint: '동기화는 3분마다 가능합니다.',
  profilePrivate: `${STEAM_PROFILE_PRIVATE}: Steam 프로필 또는 게임 세부 정보가 비공개로 설정되어 있습니다.`,
  notLinked: 'Steam 계정이 연동되어 있지 않습니다. 먼저 Steam 계정을 연결해주세요.',
  notConfigured: 'Steam 연동이 아직 준비되지 않았습니다. 잠시 후 다시 시도해주세요.',
  steamUnavailable: 'Steam 서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  steamKeyRejected: 'Steam이 요청을 거부했습니다. 잠시 후 다시 시도해주세요.',
  authRequired: 'Steam 인증이 필요합니다. 다시 로그인해주세요.',
  disconnected: 'Steam 연동이 해제되었습니다.',
  disconnectConfirm: '정말로 Steam 연동을 해제하시겠습니까?',
  disconnectFailed: 'Steam 연동 해제에 실패했습니다.',
  syncFailed: 'Steam 라이브러리 새로고침에 실패했습니다.',
  loadFailed: 'Steam 라이브러리를 불러올 수 없습니다.',
  synced: (total: number, mapped: number) => `Steam 라이브러리를 불러왔습니다. (${total}개 중 ${mapped}개 연결)`,
  libraryGameNotFound: 'Steam 라이브러리에서 해당 게임을 찾을 수 없습니다.',
  unmappedNotAddable: '매핑되지 않은 게임은 컬렉션에 추가할 수 없습니다.',
  alreadyInCollection: '이미 해당 컬렉션에 추가된 게임입니다.',
  addedToCollection: '게임이 컬렉션에 추가되었습니다.',
  bulkAdded: (added: number, skipped: number) =>
    skipped > 0
      ? `${added}개의 게임을 컬렉션에 추가했습니다. 이미 있던 ${skipped}개는 건너뛰었습니다.`
      : `${added}개의 게임을 컬렉션에 추가했습니다.`,
  bulkNothingMapped: '컬렉션에 추가할 수 있는 매핑된 게임이 없습니다.',
  mappingSaved: '게임 정보가 연결되었습니다.',
  mappingRemoved: '게임 정보 연결을 해제했습니다.',
  connectedToast: 'Steam 연동이 완료되었습니다!',
  linkErrors: {
    verification_failed: 'Steam 로그인 정보를 확인하지 못했습니다. 다시 시도해주세요.',
    processing_failed: 'Steam 연동을 처리하는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    account_in_use: '이미 다른 게임셸프 계정에 연결된 Steam 계정입니다.',
    maintenance: '서비스 점검 중에는 Steam 계정을 연결할 수 없습니다. 점검이 끝난 뒤 다시 시도해주세요.',
  } satisfies Record<SteamLinkError, string>,
  linkFailedGeneric: 'Steam 연동에 실패했습니다. 다시 시도해주세요.',
  wishlistPrivate:
    'Steam 찜 목록을 볼 수 없습니다. Steam 프로필의 개인 정보 설정에서 프로필과 게임 세부 정보를 공개로 바꾼 뒤 다시 시도해주세요.',
  wishlistImportButton: 'Steam 찜 목록 가져오기',
  wishlistImportConfirm: 'Steam 찜 목록의 게임을 위시리스트에 추가할까요?',
  wishlistImportHint: 'Steam 찜 목록에 있는 게임 중 게임셸프에 있는 게임을 위시리스트에 추가합니다.',
  wishlistImporting: '찜 목록을 가져오는 중...',
  wishlistImportFailed: 'Steam 찜 목록을 가져오지 못했습니다. 잠시 후 다시 시도해주세요.',
  wishlistImported: (c: WishlistImportCounts): string => {
    if (c.steamItems === 0) return 'Steam 찜 목록이 비어 있습니다.';
    const skipped = skippedParts(c);
    if (c.imported === 0) return `새로 추가할 게임이 없습니다. (${skipped})`;
    return `Steam 찜 목록에서 ${c.imported}개 게임을 위시리스트에 추가했습니다.${skipped ? ` (${skipped}는 건너뛰었습니다.)` : ''}`;
  },
} as const;
