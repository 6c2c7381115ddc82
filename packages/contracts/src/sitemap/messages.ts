export const sitemapMessages = {
  fileNotFound: '사이트맵 파일을 찾을 수 없습니다.',
} as const;
