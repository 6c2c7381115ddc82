import { strToU8, zipSync } from 'fflate';
import {
  PLAY_STATUS_LABELS,
  REVIEW_COMPLETION_LABELS,
  type DataExport,
  type PlayStatus,
  type ReviewCompletionStatus,
} from '@gameshelf/contracts';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180), quotes doubled. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file as spreadsheet apps open Korean text correctly: UTF-8 with a byte-order mark, CRLF
 * line ends, a header row.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

const yesNo = (value: boolean) => (value ? '예' : '아니요');

/** The export as a zip of one CSV per kind, with Korean column names and labels. */
export function toCsvZip(data: DataExport): Uint8Array {
  const p = data.profile;
  const files = {
    'profile.csv': toCsv(
      ['사용자 이름', '닉네임', '자기소개', '프로필 사진', '다크 모드', '알림'],
      [[p.username, p.displayName, p.bio, p.profileImageUrl, yesNo(p.darkModeEnabled), yesNo(p.notificationEnabled)]],
    ),
    'collections.csv': toCsv(
      [
        '컬렉션',
        '공개',
        '게임',
        '게임 (원제)',
        '플레이 상태',
        '플레이 시간',
        '진행률',
        '구매 가격',
        '구매일',
        '구매 플랫폼',
        '구매처',
        '메모',
        '추가한 날',
      ],
      data.collections.flatMap((c) =>
        c.games.map((g) => [
          c.name,
          yesNo(c.isPublic),
          g.gameNameKo ?? g.gameName,
          g.gameName,
          PLAY_STATUS_LABELS[g.playStatus as PlayStatus] ?? g.playStatus,
          g.playtimeHours,
          g.completionPercentage,
          g.purchasePrice,
          g.purchaseDate,
          g.purchasePlatform,
          g.purchaseStore,
          g.personalNotes,
          g.addedAt,
        ]),
      ),
    ),
    'wishlist.csv': toCsv(
      ['게임', '게임 (원제)', '추가한 날'],
      data.wishlist.map((w) => [w.gameNameKo ?? w.gameName, w.gameName, w.addedAt]),
    ),
    'reviews.csv': toCsv(
      ['게임', '게임 (원제)', '별점', '리뷰', '플레이한 플랫폼', '플레이 상태', '도움됨', '작성일', '수정일'],
      data.reviews.map((r) => [
        r.gameNameKo ?? r.gameName,
        r.gameName,
        r.rating,
        r.content,
        r.platformName,
        REVIEW_COMPLETION_LABELS[r.completionStatus as ReviewCompletionStatus] ?? r.completionStatus,
        r.helpfulCount,
        r.createdAt,
        r.updatedAt,
      ]),
    ),
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    level: 6,
    mtime: new Date(data.exportedAt),
  });
}
